import type { PublicUser } from '@sayso/api/contract';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Tabs } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { homeFor, useAuth } from '@/features/auth/auth-context';
import { AuthLoginForm } from '@/features/auth/components/auth-login-form';
import { AuthRegisterForm } from '@/features/auth/components/auth-register-form';
import { AuthShell, FormFooter } from '@/features/auth/components/auth-shell';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /auth: Login and Register tabs; a signed-in visitor is sent to /. */
export default function AuthRoute() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // Once this page starts signing someone in, it decides where they go, not the redirect.
  const [busy, setBusy] = useState(false);
  const [started, setStarted] = useState(false);
  const tab = params.get('tab') === 'register' ? 'register' : 'login';
  useDocumentTitle(tab === 'register' ? 'Create your feedback page' : 'Log in');

  if (user && !started) return <Navigate to={paths.home()} replace />;

  const track = (value: boolean) => {
    setBusy(value);
    if (value) setStarted(true);
  };

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
        onValueChange={(id) => setParams(id === 'register' ? { tab: 'register' } : {}, { replace: true })}
        tabs={[
          {
            id: 'login',
            label: 'Login',
            content: (
              <AuthLoginForm
                busy={busy}
                setBusy={track}
                onDone={(signedIn: PublicUser) => navigate(homeFor(signedIn), { replace: true })}
              />
            ),
          },
          {
            id: 'register',
            label: 'Register',
            content: (
              <AuthRegisterForm
                busy={busy}
                setBusy={track}
                onDone={(slug) => navigate(paths.company(slug), { replace: true })}
              />
            ),
          },
        ]}
      />
      <FormFooter>
        Prefer to pick a username? <Link to={paths.signup()}>Use the full sign-up form</Link>
      </FormFooter>
    </AuthShell>
  );
}
