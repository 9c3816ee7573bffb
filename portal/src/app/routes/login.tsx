import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { FormFooter } from '@/components/ui/form';
import { paths } from '@/config/paths';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { LoginForm } from '@/features/auth/components/login-form';
import { afterSignIn, RETURN_TO, withReturnTo } from '@/lib/auth/return-to';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /login: email and password; back to a safe returnTo, else owners to their dashboard and everyone else to / (DESIGN.md §3). */
export default function LoginRoute() {
  useDocumentTitle('Log in');
  const navigate = useNavigate();
  const returnTo = useSearchParams()[0].get(RETURN_TO);

  return (
    <AuthShell title="Log in to Sayso" subtitle="Welcome back. Your customers have been busy.">
      <LoginForm
        passwordRule="required"
        onDone={(user) => navigate(afterSignIn(user, returnTo), { replace: true })}
      />
      <FormFooter>
        New to Sayso? <Link to={withReturnTo(paths.signup(), returnTo)}>Create an account</Link>
      </FormFooter>
    </AuthShell>
  );
}
