import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Tabs } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { LoginForm } from '@/features/auth/components/login-form';
import { SignupForm } from '@/features/auth/components/signup-form';
import { useAuth } from '@/lib/auth/auth-context';
import { afterSignIn, RETURN_TO, safeReturnTo, withReturnTo } from '@/lib/auth/return-to';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /auth: Login and Register tabs (Register is the one sign-up form of /signup). Both go back
 * to a safe `returnTo` when there is one. A signed-in visitor is sent on: to the company
 * step when they came to register and have no company, else to returnTo or /.
 */
export default function AuthRoute() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // Once this page starts signing someone in, it decides where they go, not the redirect.
  const [started, setStarted] = useState(false);
  const tab = params.get('tab') === 'register' ? 'register' : 'login';
  const returnTo = params.get(RETURN_TO);
  useDocumentTitle(tab === 'register' ? 'Create your feedback page' : 'Log in');

  if (user && !started) {
    if (tab === 'register' && !user.isCompanyOwner) {
      return <Navigate to={withReturnTo(paths.signup(), returnTo)} replace />;
    }
    return <Navigate to={safeReturnTo(returnTo) ?? paths.home()} replace />;
  }

  return (
    <AuthShell
      title={tab === 'register' ? 'Create your feedback page' : 'Welcome back'}
      subtitle={
        tab === 'register'
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
                mode="account"
                onStart={() => setStarted(true)}
                onDone={(slug) => {
                  const fallback = slug ? paths.company(slug) : paths.home();
                  navigate(safeReturnTo(returnTo) ?? fallback, { replace: true });
                }}
              />
            ),
          },
        ]}
      />
    </AuthShell>
  );
}
