import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';

type State = { kind: 'working' } | { kind: 'done'; email: string } | { kind: 'failed'; message: string };

export interface EmailLinkTexts {
  /** The spinner's label while the link is being spent. */
  working: string;
  /** The notice once the link is spent. */
  done: (email: string) => string;
  /** The notice when the server gave no message of its own. */
  failed: string;
  /** The way back to the account page for a signed-in person, once spent or after a failure. */
  backWhenDone: string;
  backWhenFailed: string;
}

/**
 * Spends an e-mailed one-time link (`spend(token)`) once, then says what happened and where to go
 * next. The account's links (verify the address, confirm a new one) differ only in call and words.
 */
export function EmailLink({
  token,
  spend,
  texts,
}: {
  token: string;
  spend: (token: string) => Promise<{ email: string }>;
  texts: EmailLinkTexts;
}) {
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
    spend(token)
      .then(async (spent) => {
        // refresh() shares a /me already in flight, which the page's load may have started before
        // the link was spent: read once more when that copy does not show the change yet.
        const fresh = await refresh();
        if (fresh && (fresh.email !== spent.email || !fresh.emailVerified)) await refresh();
        setState({ kind: 'done', email: spent.email });
      })
      .catch((error: unknown) => setState({ kind: 'failed', message: errorMessage(error, texts.failed) }));
  }, [token, spend, refresh, texts.failed]);

  if (state.kind === 'working') return <Spinner label={texts.working} />;
  return (
    <>
      <Notice role={state.kind === 'done' ? 'status' : 'alert'}>
        {state.kind === 'done' ? texts.done(state.email) : state.message}
      </Notice>
      <p style={{ marginTop: 16, textAlign: 'center' }}>
        {user ? (
          <Link to={paths.account()}>
            {state.kind === 'done' ? texts.backWhenDone : texts.backWhenFailed}
          </Link>
        ) : (
          <Link to={paths.login()}>Log in</Link>
        )}
      </p>
    </>
  );
}
