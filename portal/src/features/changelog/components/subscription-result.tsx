import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { theme } from '@/styles/theme';
import {
  type ChangelogSubscriptionAnswer,
  confirmChangelogSubscription,
  unsubscribeFromChangelog,
} from '../api/changelog-api';

export type SubscriptionAction = 'confirm' | 'unsubscribe';

const ACTIONS: Record<
  SubscriptionAction,
  {
    call: (token: string) => Promise<ChangelogSubscriptionAnswer>;
    working: string;
    done: (companyName: string) => string;
    failed: string;
  }
> = {
  confirm: {
    call: confirmChangelogSubscription,
    working: 'Confirming your subscription',
    done: (name) => `You're subscribed. You'll get an e-mail when ${name} publishes an update.`,
    failed: 'Could not confirm your subscription',
  },
  unsubscribe: {
    call: unsubscribeFromChangelog,
    working: 'Unsubscribing',
    done: (name) => `You're unsubscribed. You'll get no more e-mails about ${name}'s changelog.`,
    failed: 'Could not unsubscribe you',
  },
};

type State =
  | { kind: 'working' }
  | { kind: 'done'; answer: ChangelogSubscriptionAnswer }
  | { kind: 'failed'; message: string };

/**
 * Posts the e-mailed link's token on opening (the link itself is a GET that changes nothing, so
 * mail scanners that only fetch it confirm or cancel nothing), then says what happened.
 */
export function SubscriptionResult({ action, token }: { action: SubscriptionAction; token: string }) {
  const [state, setState] = useState<State>({ kind: 'working' });
  // React's development double effect must not post twice.
  const started = useRef(false);
  const { call, working, done, failed } = ACTIONS[action];

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!token) {
      setState({
        kind: 'failed',
        message: 'This link is incomplete. Please open the whole link from the e-mail.',
      });
      return;
    }
    call(token).then(
      (answer) => setState({ kind: 'done', answer }),
      (error: unknown) => setState({ kind: 'failed', message: errorMessage(error, failed) }),
    );
  });

  if (state.kind === 'working') return <Spinner label={working} />;
  if (state.kind === 'failed') return <Notice role="alert">{state.message}</Notice>;
  const { companySlug, companyName } = state.answer;
  return (
    <Stack>
      <Notice role="status">{done(companyName)}</Notice>
      <p>
        <Link to={paths.changelog(companySlug)}>Back to {companyName}'s changelog</Link>
      </p>
    </Stack>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  text-align: center;
  a { text-decoration: underline; }
`;
