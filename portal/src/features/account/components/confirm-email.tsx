import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { confirmEmailRequest } from '../api/account-api';

type State = { kind: 'working' } | { kind: 'done'; email: string } | { kind: 'failed'; message: string };

/** Follows the e-mailed confirmation link once, then says what happened. */
export function ConfirmEmail({ token }: { token: string }) {
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
    confirmEmailRequest(token)
      .then(async (updated) => {
        setState({ kind: 'done', email: updated.email });
        await refresh();
      })
      .catch((error: unknown) =>
        setState({ kind: 'failed', message: errorMessage(error, 'Could not confirm') }),
      );
  }, [token, refresh]);

  if (state.kind === 'working') return <Spinner label="Confirming your email" />;
  return (
    <>
      <Notice role={state.kind === 'done' ? 'status' : 'alert'}>
        {state.kind === 'done' ? `Your email is now ${state.email}.` : state.message}
      </Notice>
      <p style={{ marginTop: 16, textAlign: 'center' }}>
        {user ? (
          <Link to={paths.account()}>Back to account settings</Link>
        ) : (
          <Link to={paths.login()}>Log in</Link>
        )}
      </p>
    </>
  );
}
