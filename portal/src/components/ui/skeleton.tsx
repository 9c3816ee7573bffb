import styled, { keyframes } from 'styled-components';
import { theme } from '@/styles/theme';

const shimmer = keyframes`
  0% { background-position: -400px 0; }
  100% { background-position: 400px 0; }
`;

/** A grey shimmering block standing in for content that is loading. Hidden from screen readers. */
export const Skeleton = styled.div.attrs({ 'aria-hidden': true })<{
  $width?: string;
  $height?: string;
  $radius?: string;
}>`
  width: ${({ $width }) => $width ?? '100%'};
  height: ${({ $height }) => $height ?? '16px'};
  border-radius: ${({ $radius }) => $radius ?? theme.radius.sm};
  background: linear-gradient(90deg, ${theme.colors.surfaceSunken} 0%, ${theme.colors.surfaceShimmer} 50%, ${theme.colors.surfaceSunken} 100%);
  background-size: 800px 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;
