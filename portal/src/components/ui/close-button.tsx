import styled from 'styled-components';
import { theme } from '@/styles/theme';

/**
 * The '×' corner button of dialogs and dismissable cards: 32 px, quiet until hovered.
 * Placing it is the caller's (`styled(CloseButton)` with its own offsets, or its own size).
 */
export const CloseButton = styled.button`
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.colors.textMuted};
  font-size: 22px;
  line-height: 1;
  cursor: pointer;
  &:hover { background: ${theme.colors.surfaceSunken}; color: ${theme.colors.text}; }
`;
