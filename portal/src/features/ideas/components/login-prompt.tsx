import styled from 'styled-components';
import { ButtonLink } from '@/components/ui/button';
import { theme } from '@/styles/theme';

/** What a visitor sees instead of the comment box: a way to sign in. */
export function LoginPrompt({
  href,
  newTab = false,
  text = 'Log in to join the discussion and add a comment.',
  linkText = 'Log in',
}: {
  href: string;
  /** Inside the embed the site opens in a new tab (the session cookie is not sent to iframes). */
  newTab?: boolean;
  text?: string;
  linkText?: string;
}) {
  return (
    <Box>
      <p>{text}</p>
      {newTab ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {linkText}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : (
        <ButtonLink to={href} variant="outline" size="sm">
          {linkText}
        </ButtonLink>
      )}
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]};
  border: 1px dashed ${theme.colors.borderStrong};
  border-radius: ${theme.radius.md};
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.size.sm};
  a { font-weight: ${theme.font.weight.semibold}; }
`;
