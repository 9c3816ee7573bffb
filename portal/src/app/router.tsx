import { type ComponentType, type LazyExoticComponent, lazy, type ReactElement, useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/spinner';
import { routePatterns as p } from '@/config/paths';
import { ProtectedRoute } from '@/lib/auth/protected-route';
import { hostBoardSlug } from '@/lib/host-board';
import { BoardLayout } from './layout/board-layout';
import { BareLayout, SiteLayout } from './layout/site-layout';

type Page = LazyExoticComponent<ComponentType>;

// Every page is its own chunk, so a visitor of the landing or a company board never
// downloads the dashboard or the payment pages.
const pages = {
  landing: lazy(() => import('./routes/landing')),
  hostBoard: lazy(() => import('./routes/host-board')),
  auth: lazy(() => import('./routes/auth')),
  login: lazy(() => import('./routes/login')),
  signup: lazy(() => import('./routes/signup')),
  forgotPassword: lazy(() => import('./routes/forgot-password')),
  resetPassword: lazy(() => import('./routes/reset-password')),
  account: lazy(() => import('./routes/account')),
  confirmEmail: lazy(() => import('./routes/confirm-email')),
  verifyEmail: lazy(() => import('./routes/verify-email')),
  unsubscribe: lazy(() => import('./routes/unsubscribe')),
  pricing: lazy(() => import('./routes/pricing')),
  company: lazy(() => import('./routes/company')),
  roadmap: lazy(() => import('./routes/roadmap')),
  idea: lazy(() => import('./routes/idea')),
  changelog: lazy(() => import('./routes/changelog')),
  changelogEntry: lazy(() => import('./routes/changelog-entry')),
  changelogConfirm: lazy(() =>
    import('./routes/changelog-subscription').then((route) => ({ default: route.ChangelogConfirmRoute })),
  ),
  changelogUnsubscribe: lazy(() =>
    import('./routes/changelog-subscription').then((route) => ({ default: route.ChangelogUnsubscribeRoute })),
  ),
  embed: lazy(() => import('./routes/embed')),
  dashboard: lazy(() => import('./routes/dashboard')),
  teamAccept: lazy(() => import('./routes/team-accept')),
  checkout: lazy(() => import('./routes/checkout')),
  subscribe: lazy(() => import('./routes/subscribe')),
  subscriptionSuccess: lazy(() => import('./routes/subscription-success')),
  privacy: lazy(() => import('./routes/privacy')),
  terms: lazy(() => import('./routes/terms')),
  notFound: lazy(() => import('./routes/not-found')),
} satisfies Record<string, Page>;

const open = (Page: Page) => <Page />;

/**
 * Account, dashboard and payment pages never run on a company's custom domain (its owner
 * controls that domain's DNS): a full load of the same address lets the server redirect it to
 * Sayso's own (api/src/http/static-files.ts, MAIN_HOST_ONLY_ROUTES, which lists these routes).
 */
function MainHostOnly({ children }: { children: ReactElement }) {
  const onCustomDomain = hostBoardSlug() !== null;
  useEffect(() => {
    if (onCustomDomain) window.location.replace(window.location.href);
  }, [onCustomDomain]);
  return onCustomDomain ? <PageSpinner /> : children;
}
const mainHostOnly = (element: ReactElement) => <MainHostOnly>{element}</MainHostOnly>;
const guarded = (Page: Page) => (
  <ProtectedRoute>
    <Page />
  </ProtectedRoute>
);

/**
 * Every route of spec section 2. Declarative <Routes> rather than a data router: the
 * pages fetch with SWR, and the data router would add ~13 KB gzip to every first load.
 */
export function AppRoutes() {
  return (
    <Routes>
      {/* The embed view lives inside other sites' iframes: no header, no footer. */}
      <Route element={<BareLayout />}>
        <Route path={p.embed} element={open(pages.embed)} />
      </Route>
      {/* A company's own pages carry its header, not Sayso's marketing header and footer. */}
      <Route element={<BoardLayout />}>
        {/* On a company's custom domain, `/` is its board rather than Sayso's landing. */}
        {hostBoardSlug() && <Route path={p.home} element={open(pages.hostBoard)} />}
        <Route path={p.company} element={open(pages.company)} />
        <Route path={p.board} element={open(pages.company)} />
        <Route path={p.roadmap} element={open(pages.roadmap)} />
        <Route path={p.idea} element={open(pages.idea)} />
        <Route path={p.changelog} element={open(pages.changelog)} />
        <Route path={p.changelogEntry} element={open(pages.changelogEntry)} />
      </Route>
      <Route element={<SiteLayout />}>
        {!hostBoardSlug() && <Route path={p.home} element={open(pages.landing)} />}
        <Route path={p.auth} element={open(pages.auth)} />
        <Route path={p.login} element={open(pages.login)} />
        <Route path={p.signup} element={open(pages.signup)} />
        <Route path={p.forgotPassword} element={open(pages.forgotPassword)} />
        <Route path={p.resetPassword} element={open(pages.resetPassword)} />
        {/* Guarded inside the page (it must drop the guard when the account is deleted). */}
        <Route path={p.account} element={mainHostOnly(open(pages.account))} />
        {/* Open: the e-mailed token is the proof, so the link works in any browser. */}
        <Route path={p.confirmEmail} element={mainHostOnly(open(pages.confirmEmail))} />
        <Route path={p.verifyEmail} element={mainHostOnly(open(pages.verifyEmail))} />
        {/* Open too: the signed token in the e-mail's link is the credential. */}
        <Route path={p.unsubscribe} element={open(pages.unsubscribe)} />
        <Route path={p.changelogConfirm} element={open(pages.changelogConfirm)} />
        <Route path={p.changelogUnsubscribe} element={open(pages.changelogUnsubscribe)} />
        <Route path={p.pricing} element={open(pages.pricing)} />
        <Route path={p.dashboard} element={mainHostOnly(guarded(pages.dashboard))} />
        <Route path={p.teamAccept} element={mainHostOnly(open(pages.teamAccept))} />
        {/* Spec section 2: not wrapped as protected; the page itself sends a visitor to /auth. */}
        <Route path={p.checkout} element={mainHostOnly(open(pages.checkout))} />
        <Route path={p.subscribe} element={mainHostOnly(guarded(pages.subscribe))} />
        <Route path={p.subscriptionSuccess} element={mainHostOnly(guarded(pages.subscriptionSuccess))} />
        <Route path={p.privacy} element={open(pages.privacy)} />
        <Route path={p.terms} element={open(pages.terms)} />
        <Route path="*" element={open(pages.notFound)} />
      </Route>
    </Routes>
  );
}
