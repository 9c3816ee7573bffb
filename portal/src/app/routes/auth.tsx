import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Tabs } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { LoginForm } from '@/features/auth/components/login-form';
import { SignupForm } from '@/features/auth/components/signup-form';
import { returnPath, signupAudience, useBoardContext, visitorTexts } from '@/features/auth/lib/board-context';
import { useAuth } from '@/lib/auth/auth-context';
import { afterSignIn, RETURN_TO, withReturnTo } from '@/lib/auth/return-to';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /auth: Login and Register tabs (Register is the one sign-up form of /signup). Both go back
 * to a safe `returnTo` (or `from`) when there is one. Reached from a board, both speak to the
 * board's visitors (issue 26); otherwise Register makes an owner's account and company and
 * lands on the new dashboard. A signed-in visitor is sent on: to the company step when they
 * came to register and have no company, else to returnTo or /.
 */
export default function AuthRoute() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // Once this page starts signing someone in, it decides where they go, not the redirect.
  const [started, setStarted] = useState(false);
  const tab = params.get('tab') === 'register' ? 'register' : 'login';
  const returnTo = returnPath(params);
  const board = useBoardContext(params);
  const visitor = visitorTexts(board?.name ?? null);
  const title = board
    ? tab === 'register'
      ? visitor.signUpTitle
      : visitor.signInTitle
    : tab === 'register'
      ? 'Create your feedback page'
      : 'Welcome back';
  useDocumentTitle(board ? title : tab === 'register' ? 'Create your feedback page' : 'Log in');

  if (user && !started) {
    if (tab === 'register' && !user.isCompanyOwner && !board) {
      return <Navigate to={withReturnTo(paths.signup(), returnTo)} replace />;
    }
    return <Navigate to={returnTo ?? paths.home()} replace />;
  }

  return (
    <AuthShell
      title={title}
      subtitle={
        board
          ? tab === 'register'
            ? visitor.signUpSubtitle
            : visitor.signInSubtitle
          : tab === 'register'
            ? 'Start collecting ideas from your customers in minutes.'
            : 'Log in to manage your feedback board.'
      }
    >
      <Tabs
        label="Log in or register"
        value={tab}
        onValueChange={(id) => {
          const next = new URLSearchParams(returnTo ? { [RETURN_TO]: returnTo } : {});
          if (id === 'register') next.set('tab', 'register');
          setParams(next, { replace: true });
        }}
        tabs={[
          {
            id: 'login',
            label: 'Login',
            content: (
              <LoginForm
                passwordRule="min-6"
                onStart={() => setStarted(true)}
                onDone={(signedIn) => navigate(afterSignIn(signedIn, returnTo), { replace: true })}
              />
            ),
          },
          {
            id: 'register',
            label: 'Register',
            content: (
              <SignupForm
                mode={signupAudience(returnTo) === 'owner' ? 'account' : 'visitor'}
                onStart={() => setStarted(true)}
                onDone={(slug) => {
                  // Issue 26: a new owner lands on the new dashboard (the spec said its page).
                  const fallback = slug ? paths.dashboard(slug) : paths.home();
                  navigate(returnTo ?? fallback, { replace: true });
                }}
              />
            ),
          },
        ]}
      />
    </AuthShell>
  );
}
