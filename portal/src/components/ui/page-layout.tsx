/**
 * The frame of the company pages (board, roadmap, dashboard): a container with the page's
 * vertical padding, and a column of sections with the page's spacing.
 */
import styled from 'styled-components';
import { Container } from '@/components/ui/container';
import { media, theme } from '@/styles/theme';

export const PageFrame = styled(Container)`
  padding-top: ${theme.space[8]};
  padding-bottom: ${theme.space[16]};
  ${media.mobile} { padding-top: ${theme.space[4]}; padding-bottom: ${theme.space[10]}; }
`;

export const PageSections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[6]};
  ${media.mobile} { gap: ${theme.space[4]}; }
`;
