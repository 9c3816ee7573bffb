import type { UnsubscribeAnswer, UnsubscribeTopic } from '@sayso/api/contract';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { resubscribeRequest, unsubscribeRequest } from '../api/notifications-api';

type State =
  | { kind: 'working' }
  | { kind: 'done'; answer: UnsubscribeAnswer }
  | { kind: 'failed'; message: string };

const TOPIC_NAMES: Record<UnsubscribeTopic, string> = {
  idea_updates: 'updates on ideas you follow',
  daily_digest: 'the daily digest',
  mentions: 'mentions by your teammates',
};

/** What the page says once the call answered. */
function sentence({ email, topic, unsubscribed }: UnsubscribeAnswer): string {
  return unsubscribed
    ? `You're unsubscribed. ${email} gets no more e-mails about ${TOPIC_NAMES[topic]}.`
    : `You're subscribed again. ${email} gets e-mails about ${TOPIC_NAMES[topic]}.`;
}

/**
 * Unsubscribes the link's address on opening (the API's GET never does, so link scanners that
 * only fetch change nothing), then offers the undo.
 */
export function Unsubscribe({ token }: { token: string }) {
  const [state, setState] = useState<State>({ kind: 'working' });
  const [busy, setBusy] = useState(false);
  // React's development double effect must not post twice.
  const started = useRef(false);

  const call = async (request: (token: string) => Promise<UnsubscribeAnswer>) => {
    try {
      setState({ kind: 'done', answer: await request(token) });
    } catch (error) {
      setState({ kind: 'failed', message: errorMessage(error, 'Could not change your e-mail settings') });
    }
  };

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!token) setState({ kind: 'failed', message: 'This unsubscribe link is incomplete.' });
    else void call(unsubscribeRequest);
  });

  const toggle = async (answer: UnsubscribeAnswer) => {
    setBusy(true);
    await call(answer.unsubscribed ? resubscribeRequest : unsubscribeRequest);
    setBusy(false);
  };

  if (state.kind === 'working') return <Spinner label="Unsubscribing" />;
  if (state.kind === 'failed') return <Notice role="alert">{state.message}</Notice>;
  return (
    <>
      <Notice role="status">{sentence(state.answer)}</Notice>
      <p style={{ marginTop: 16, textAlign: 'center' }}>
        <Button variant="secondary" loading={busy} onClick={() => void toggle(state.answer)}>
          {state.answer.unsubscribed ? 'Undo: keep sending them' : 'Unsubscribe again'}
        </Button>
      </p>
    </>
  );
}
