import styled from 'styled-components';
import { useBoardSettings } from '@/lib/board/board-settings';
import { media, theme } from '@/styles/theme';

/**
 * The owner's welcome text above the board's ideas (Advanced customisation): plain text with its
 * line breaks, never HTML. Nothing when the board has none.
 */
export function WelcomeText() {
  const { welcomeText } = useBoardSettings();
  if (!welcomeText?.trim()) return null;
  return <Text data-testid="board-welcome-text">{welcomeText}</Text>;
}

const Text = styled.p`
  margin: 0;
  padding: ${theme.space[4]} ${theme.space[5]};
  border-left: 4px solid ${theme.colors.brand};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  white-space: pre-line;
  overflow-wrap: anywhere;
  ${media.mobile} { padding: ${theme.space[3]} ${theme.space[4]}; }
`;
