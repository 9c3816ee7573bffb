import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { FormFooter } from '@/components/ui/form';
import { paths } from '@/config/paths';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { LoginForm } from '@/features/auth/components/login-form';
import { returnPath, useBoardContext, visitorTexts } from '@/features/auth/lib/board-context';
import { afterSignIn, withReturnTo } from '@/lib/auth/return-to';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /login: email and password; back to a safe returnTo (or from), else owners to their dashboard
 * and everyone else to / (DESIGN.md §3). Reached from a board it speaks to its visitors (issue 26).
 */
export default function LoginRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = returnPath(params);
  const board = useBoardContext(params);
  const visitor = visitorTexts(board?.name ?? null);
  useDocumentTitle(board ? visitor.signInTitle : 'Log in');

  return (
    <AuthShell
      title={board ? visitor.signInTitle : 'Log in to Sayso'}
      subtitle={board ? visitor.signInSubtitle : 'Welcome back. Your customers have been busy.'}
    >
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
