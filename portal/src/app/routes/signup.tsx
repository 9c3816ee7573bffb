import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { FormFooter } from '@/components/ui/form';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { SignupForm } from '@/features/auth/components/signup-form';
import {
  boardSlugOf,
  returnPath,
  signupAudience,
  useBoardContext,
  visitorTexts,
} from '@/features/auth/lib/board-context';
import { useAuth } from '@/lib/auth/auth-context';
import { afterSignIn, withReturnTo } from '@/lib/auth/return-to';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /signup: an owner's account with its company page (issue 26: the company and its address
 * are part of signing up). Reached from a board (returnTo or from), it signs a visitor up and
 * returns them there. A signed-in user without a company gets the company step alone; one who
 * already owns a company goes on to it.
 */
export default function SignupRoute() {
  const { user, isLoading } = useAuth();
  const [params] = useSearchParams();
  if (isLoading) return <PageSpinner />;
  if (user?.isCompanyOwner && user.companySlug) return <Navigate to={afterSignIn(user, null)} replace />;
  // Reached from a board while signed in: nothing to sign up for, back to the board.
  const back = returnPath(params);
  if (user && back && boardSlugOf(back)) return <Navigate to={back} replace />;
  return <SignupPage signedIn={user !== null} />;
}

function SignupPage({ signedIn }: { signedIn: boolean }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = returnPath(params);
  const board = useBoardContext(params);
  // Fixed on arrival: the account this page creates must not switch it to the company-only view.
  const [mode] = useState<'account' | 'visitor' | 'company'>(
    signedIn ? 'company' : signupAudience(returnTo) === 'owner' ? 'account' : 'visitor',
  );
  const visitor = visitorTexts(board?.name ?? null);
  useDocumentTitle(mode === 'company' ? 'Create your company page' : board ? visitor.signUpTitle : 'Sign up');

  const onDone = (slug: string | null) =>
    navigate(returnTo ?? (slug ? paths.dashboard(slug) : paths.home()), { replace: true });

  if (mode === 'company')
    return (
      <AuthShell
        title="Create your company page"
        subtitle="Name your company to open its feedback board. You can change everything later."
      >
        <SignupForm mode="company" onDone={onDone} />
      </AuthShell>
    );
  return (
    <AuthShell
      title={board ? visitor.signUpTitle : 'Create your Sayso account'}
      subtitle={board ? visitor.signUpSubtitle : 'Free forever for small teams. No credit card required.'}
    >
      <SignupForm mode={mode} onDone={onDone} />
      <FormFooter>
        Already have an account? <Link to={withReturnTo(paths.login(), returnTo)}>Log in</Link>
      </FormFooter>
    </AuthShell>
  );
}
