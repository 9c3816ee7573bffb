import { theme } from '@/styles/theme';

/** The look of header navigation links, shared by the desktop bar and the phone menu. */
export const navLinkStyle = `
  padding: ${theme.space[2]} ${theme.space[3]};
  border-radius: ${theme.radius.sm};
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
  &:hover { color: ${theme.colors.text}; background: ${theme.colors.surfaceSunken}; text-decoration: none; }
  &.active { color: ${theme.colors.brand}; }
`;
