import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { PageSpinner } from '@/components/ui/spinner';
import { ErrorBoundary } from './error-boundary';
import { ScrollManager } from './scroll-manager';

const Main = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

// At least a screen tall, so the footer starts below the fold and a page that arrives after
// its lazy chunk and data does not push it down (Lighthouse counted that as layout shift).
const SiteMain = styled(Main)`
  min-height: 100vh;
`;

/** Header, page and footer: every page except the embed view. */
export function SiteLayout() {
  return (
    <>
      <ScrollManager />
      <Header />
      <SiteMain id="main">
        <PageBoundary />
      </SiteMain>
      <Footer />
    </>
  );
}

/** The page alone, for views framed inside other sites. */
export function BareLayout() {
  return (
    <Main id="main">
      <PageBoundary />
    </Main>
  );
}

/** A failing or loading page keeps the header and footer; a new address resets the error. */
function PageBoundary() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname}>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
