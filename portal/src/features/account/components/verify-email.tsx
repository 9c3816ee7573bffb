import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { verifyEmailRequest } from '../api/account-api';

type State = { kind: 'working' } | { kind: 'done'; email: string } | { kind: 'failed'; message: string };

/** Follows the e-mailed verification link once, then says what happened and where to go next. */
export function VerifyEmail({ token }: { token: string }) {
  const { user, refresh } = useAuth();
  const [state, setState] = useState<State>({ kind: 'working' });
  // The link is single-use: React's development double effect must not spend it twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!token) {
      setState({
        kind: 'failed',
        message: 'This link is incomplete. Please open the link from the e-mail again.',
      });
      return;
    }
    verifyEmailRequest(token)
      .then(async (verified) => {
        // refresh() shares a /me already in flight, which the page's load may have started
        // before the link was spent: read once more when that copy still says unverified.
        const fresh = await refresh();
        if (fresh && !fresh.emailVerified) await refresh();
        setState({ kind: 'done', email: verified.email });
      })
      .catch((error: unknown) =>
        setState({ kind: 'failed', message: errorMessage(error, 'Could not verify your email') }),
      );
  }, [token, refresh]);

  if (state.kind === 'working') return <Spinner label="Verifying your email" />;
  return (
    <>
      <Notice role={state.kind === 'done' ? 'status' : 'alert'}>
        {state.kind === 'done' ? `Your email ${state.email} is verified.` : state.message}
      </Notice>
      <p style={{ marginTop: 16, textAlign: 'center' }}>
        {user ? (
          <Link to={paths.account()}>
            {state.kind === 'done' ? 'Go to account settings' : 'Send a new link from account settings'}
          </Link>
        ) : (
          <Link to={paths.login()}>Log in</Link>
        )}
      </p>
    </>
  );
}
