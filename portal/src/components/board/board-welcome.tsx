import { useState } from 'react';
import styled from 'styled-components';
import { CloseButton } from '@/components/ui/close-button';
import { useBoardSettings } from '@/lib/board/board-settings';
import { dismissWelcome, isWelcomeDismissed } from '@/lib/board/local-flags';
import { media, theme } from '@/styles/theme';

interface BoardWelcomeProps {
  slug: string;
  companyName: string;
  /** The team sees the owner's own text (to check it), never the default meant for visitors. */
  onTeam: boolean;
  /** False where space is short (the widget's panel): only the owner's own text shows there. */
  withDefault?: boolean;
}

/**
 * The one welcome above a board's ideas: the owner's welcome text when set (Advanced
 * customisation, plain text with its line breaks, never HTML), else the default sentence of the
 * specification. Dismissal is remembered per company slug in this browser.
 */
export function BoardWelcome({ slug, companyName, onTeam, withDefault = true }: BoardWelcomeProps) {
  const { welcomeText } = useBoardSettings();
  const [dismissed, setDismissed] = useState(() => isWelcomeDismissed(slug));
  const own = welcomeText?.trim() ? welcomeText : null;
  if (dismissed || (!own && (onTeam || !withDefault))) return null;
  return (
    <Root aria-labelledby="welcome-title">
      <Title id="welcome-title">Welcome to {companyName}&rsquo;s Feedback Page</Title>
      <Text data-testid="board-welcome-text">
        {own ??
          `This is where you can share your ideas and suggestions to help ${companyName} build better products.`}
      </Text>
      <Dismiss
        type="button"
        aria-label="Dismiss welcome message"
        onClick={() => {
          dismissWelcome(slug);
          setDismissed(true);
        }}
      >
        ×
      </Dismiss>
    </Root>
  );
}

const Root = styled.section`
  position: relative;
  padding: ${theme.space[3]} ${theme.space[12]} ${theme.space[3]} ${theme.space[4]};
  border-left: 4px solid ${theme.colors.brand};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  ${media.mobile} { padding-right: ${theme.space[10]}; }
`;

const Title = styled.h2`
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.bold};
  overflow-wrap: anywhere;
`;

const Text = styled.p`
  margin: ${theme.space[1]} 0 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.size.sm};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Dismiss = styled(CloseButton)`
  position: absolute;
  top: ${theme.space[1]};
  right: ${theme.space[1]};
  width: 40px;
  height: 40px;
  &:focus-visible { outline: none; box-shadow: ${theme.shadow.focus}; }
`;
