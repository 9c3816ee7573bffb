import styled, { keyframes } from 'styled-components';
import { theme } from '@/styles/theme';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;
`;

interface SpinnerProps {
  size?: number;
  /** Announced to screen readers; pass '' when the surrounding control already says it. */
  label?: string;
}

export function Spinner({ size = 20, label = 'Loading' }: SpinnerProps) {
  if (!label) return <Ring $size={size} aria-hidden="true" />;
  return (
    <span role="status" style={{ display: 'inline-flex' }}>
      <Ring $size={size} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

const Centered = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: center;
  min-height: 50vh;
  color: ${theme.colors.brand};
`;

/** A full-area spinner for pages and protected routes while data loads. */
export function PageSpinner() {
  return (
    <Centered>
      <Spinner size={32} />
    </Centered>
  );
}
