import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { FormFooter } from '@/components/ui/form';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { SignupForm } from '@/features/auth/components/signup-form';
import { useAuth } from '@/lib/auth/auth-context';
import { afterSignIn, RETURN_TO, safeReturnTo, withReturnTo } from '@/lib/auth/return-to';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /signup: account, optionally with a company page. A signed-in user without a company gets
 * the company step alone (from the landing's Create Your Page, or after deleting a company);
 * one who already owns a company goes on to it.
 */
export default function SignupRoute() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageSpinner />;
  if (user?.isCompanyOwner && user.companySlug) return <Navigate to={afterSignIn(user, null)} replace />;
  return <SignupPage signedIn={user !== null} />;
}

function SignupPage({ signedIn }: { signedIn: boolean }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = params.get(RETURN_TO);
  // Fixed on arrival: the account this page creates must not switch it to the company-only view.
  const [mode] = useState<'account' | 'company'>(signedIn ? 'company' : 'account');
  useDocumentTitle(mode === 'company' ? 'Create your company page' : 'Sign up');

  const onDone = (slug: string | null) =>
    navigate(safeReturnTo(returnTo) ?? (slug ? paths.dashboard(slug) : paths.home()), { replace: true });

  return mode === 'company' ? (
    <AuthShell
      title="Create your company page"
      subtitle="Name your company to open its feedback board. You can change everything later."
    >
      <SignupForm mode="company" onDone={onDone} />
    </AuthShell>
  ) : (
    <AuthShell
      title="Create your Sayso account"
      subtitle="Free forever for small teams. No credit card required."
    >
      <SignupForm mode="account" onDone={onDone} />
      <FormFooter>
        Already have an account? <Link to={withReturnTo(paths.login(), returnTo)}>Log in</Link>
      </FormFooter>
    </AuthShell>
  );
}
