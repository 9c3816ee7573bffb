import styled from 'styled-components';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { theme } from '@/styles/theme';

/** Shown for an unknown slug (spec sections 2 and 8); the dashboard reuses it. */
export function CompanyNotFound() {
  return (
    <Root>
      <h1>Company not found</h1>
      <p>The company you're looking for doesn't exist or you don't have permission to view it.</p>
      <ButtonLink to={paths.home()}>Return to Home</ButtonLink>
    </Root>
  );
}

const Root = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space[4]};
  max-width: 560px;
  margin: ${theme.space[12]} auto;
  padding: ${theme.space[10]} ${theme.space[6]};
  text-align: center;
  h1 { font-size: ${theme.font.size['2xl']}; }
  p { color: ${theme.colors.textMuted}; }
`;
