import { Component, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

const Wrap = styled.div`
  flex: 1;
  min-height: 60vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[4]};
  padding: ${theme.space[6]};
  text-align: center;
  a { font-weight: ${theme.font.weight.semibold}; }
`;

interface State {
  failed: boolean;
}

/**
 * Last resort when a page throws while rendering or its chunk fails to load (e.g. after a
 * deploy replaced the files): a message and a full reload link instead of a blank page.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Page failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Wrap role="alert">
        <h1>Something went wrong</h1>
        <p>Please reload the page. If it keeps happening, contact us.</p>
        <a href="/">Return to Home</a>
      </Wrap>
    );
  }
}
