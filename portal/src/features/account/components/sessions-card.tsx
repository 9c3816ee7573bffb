import { type SessionListEntry, timeAgo } from '@sayso/api/contract';
import { useState } from 'react';
import styled from 'styled-components';
import useSWR from 'swr';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { theme } from '@/styles/theme';
import { endAllSessionsRequest, endSessionRequest, fetchSessions, SESSIONS_URL } from '../api/sessions-api';
import { SettingsCard } from './settings-card';

const List = styled.ul`
  list-style: none;
  margin: 0 0 ${theme.space[4]};
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
  padding-bottom: ${theme.space[3]};
  border-bottom: 1px solid ${theme.colors.border};
`;

const Device = styled.div`
  min-width: 0;
  strong { overflow-wrap: anywhere; }
  p {
    margin: ${theme.space[1]} 0 0;
    font-size: ${theme.font.size.sm};
    color: ${theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

/** Where the person is signed in: each device with its last use, this one marked; end one or all. */
export function SessionsCard() {
  const { data, error, mutate } = useSWR<SessionListEntry[]>(SESSIONS_URL, fetchSessions);
  const { refresh } = useAuth();
  const { toast } = useToast();
  const [busy, setBusy] = useState<number | 'all' | null>(null);

  const end = async (target: number | 'all', endsThisOne: boolean) => {
    setBusy(target);
    try {
      await (target === 'all' ? endAllSessionsRequest() : endSessionRequest(target));
      // This browser's session ended too: refreshing forgets the user and leaves the page.
      if (endsThisOne) return void (await refresh());
      await mutate();
      toast({ title: 'Signed out', description: 'That device has been signed out', variant: 'success' });
    } catch (failure) {
      const description = errorMessage(failure, 'Could not sign that device out. Please try again.');
      toast({ title: 'Error', description, variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <SettingsCard
      id="sessions"
      title="Where you're signed in"
      description="Sign out a device you no longer use or do not recognise."
    >
      {data ? (
        <>
          <List aria-label="Signed-in devices">
            {data.map((session) => (
              <Row key={session.id}>
                <Device>
                  <strong>{session.device}</strong> {session.current && <Badge>This device</Badge>}
                  <p>
                    {session.host} · Last used{' '}
                    <time dateTime={session.lastUsedAt}>{timeAgo(session.lastUsedAt)}</time>
                  </p>
                </Device>
                <Button
                  variant="outline"
                  size="sm"
                  loading={busy === session.id}
                  disabled={busy !== null}
                  aria-label={`Sign out ${session.device}${session.current ? ' (this device)' : ''}`}
                  onClick={() => void end(session.id, session.current)}
                >
                  Sign out
                </Button>
              </Row>
            ))}
          </List>
          <Button
            variant="destructive"
            loading={busy === 'all'}
            disabled={busy !== null}
            onClick={() => void end('all', true)}
          >
            Sign out everywhere
          </Button>
        </>
      ) : error ? (
        <p role="alert">{errorMessage(error, 'Could not load your sessions.')}</p>
      ) : (
        <Skeleton $height="40px" />
      )}
    </SettingsCard>
  );
}
