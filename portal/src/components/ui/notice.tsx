/** A short tinted message in place of a form once it has done its work ("Check your inbox…"). */
import styled from 'styled-components';
import { theme } from '@/styles/theme';

export const Notice = styled.p`
  padding: ${theme.space[4]};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.brandSoft};
  color: ${theme.colors.text};
  font-size: ${theme.font.size.sm};
`;
