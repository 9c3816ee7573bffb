import styled from 'styled-components';
import { media, theme } from '@/styles/theme';

/** Centres page content at the layout's max width with side padding. */
export const Container = styled.div`
  width: 100%;
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${theme.space[6]};
  ${media.mobile} { padding: 0 ${theme.space[4]}; }
`;
