import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ButtonLink } from '@/components/ui/button';
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

const Text = styled.p`
  max-width: 48ch;
  color: ${theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space[3]};
`;

/**
 * Any unknown address. The title stays the specification's; the sentence under it speaks to the
 * visitor (issue 26) instead of the developer ('Did you forget to add the page to the router?').
 */
export default function NotFoundRoute() {
  useDocumentTitle('Page not found');
  const navigate = useNavigate();
  // A page opened from outside (a typed or shared link) has nowhere in this site to go back to.
  const canGoBack = window.history.length > 1;
  return (
    <Wrap>
      <Code aria-hidden="true">404</Code>
      <h1>404 Page Not Found</h1>
      <Text>
        We couldn't find the page you were looking for. The link may be old, or the address may have a typo.
      </Text>
      <Actions>
        <ButtonLink to={paths.home()}>Return to Home</ButtonLink>
        {canGoBack && (
          <Button variant="outline" onClick={() => navigate(-1)}>
            Go back
          </Button>
        )}
      </Actions>
    </Wrap>
  );
}
