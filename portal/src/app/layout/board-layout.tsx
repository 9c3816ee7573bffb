import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { PageSpinner } from '@/components/ui/spinner';
import { ErrorBoundary } from './error-boundary';
import { ScrollManager } from './scroll-manager';

/**
 * A company's board, idea and roadmap pages: no Sayso header or footer, the page brings the
 * company's own header (components/board/board-chrome.tsx) and its <main>.
 */
export function BoardLayout() {
  const { pathname } = useLocation();
  return (
    <Page>
      <ScrollManager />
      <ErrorBoundary key={pathname}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    </Page>
  );
}

// A screen tall, so the company's background covers the whole window under a short board.
const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;
