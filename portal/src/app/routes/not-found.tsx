import styled from 'styled-components';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { theme } from '@/styles/theme';

const Wrap = styled.section`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[4]};
  padding: ${theme.space[20]} ${theme.space[4]};
  text-align: center;
`;

const Code = styled.p`
  font-size: ${theme.font.size['5xl']};
  font-weight: ${theme.font.weight.extrabold};
  background: ${theme.gradient.brand};
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
  line-height: 1;
`;

const Text = styled.p`color: ${theme.colors.textMuted};`;

export default function NotFoundRoute() {
  useDocumentTitle('Page not found');
  return (
    <Wrap>
      <Code aria-hidden="true">404</Code>
      <h1>404 Page Not Found</h1>
      <Text>Did you forget to add the page to the router?</Text>
      <ButtonLink to={paths.home()} variant="outline">
        Return to Home
      </ButtonLink>
    </Wrap>
  );
}
