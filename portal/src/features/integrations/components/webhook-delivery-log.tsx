import type { WebhookDelivery, WebhookEndpoint } from '@sayso/api/contract';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { theme } from '@/styles/theme';
import { replayDelivery, useDeliveries } from '../api/webhooks-api';

const time = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

function outcome(delivery: WebhookDelivery): string {
  if (delivery.status === 'succeeded') return `Delivered (${delivery.responseStatus})`;
  const why = delivery.error ?? 'Queued';
  if (delivery.status === 'failed') return `Failed: ${why}`;
  return delivery.attempts === 0 ? 'Queued' : `Retrying: ${why}`;
}

/** The last deliveries, newest first, each with Replay. */
export function DeliveryLog({ companyId, endpoint }: { companyId: number; endpoint: WebhookEndpoint }) {
  const log = useDeliveries(companyId, endpoint.id);
  const { toast } = useToast();

  async function replay(delivery: WebhookDelivery) {
    try {
      await replayDelivery(companyId, endpoint.id, delivery.id);
      await log.mutate();
      toast({ title: 'Replay queued', variant: 'success' });
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Could not replay'), variant: 'destructive' });
    }
  }

  if (log.error) return <Meta role="alert">{errorMessage(log.error, 'Could not load the deliveries')}</Meta>;
  if (!log.data) return <Meta>Loading deliveries…</Meta>;
  if (log.data.length === 0) return <Meta>No deliveries yet.</Meta>;
  return (
    <Log aria-label={`Deliveries to ${endpoint.url}`}>
      {log.data.map((delivery) => (
        <LogLine key={delivery.id} $status={delivery.status}>
          <div>
            <code>{delivery.eventType}</code> · <span>{outcome(delivery)}</span>
            <Meta>
              {time(delivery.lastAttemptAt ?? delivery.createdAt)} · {delivery.attempts}{' '}
              {delivery.attempts === 1 ? 'try' : 'tries'}
              {delivery.durationMs !== null && ` · ${delivery.durationMs} ms`}
              {delivery.replayOf !== null && ' · replay'}
            </Meta>
          </div>
          <Button
            size="sm"
            variant="ghost"
            disabled={!endpoint.enabled}
            onClick={() => void replay(delivery)}
            aria-label={`Replay ${delivery.eventType} delivery ${delivery.id}`}
          >
            Replay
          </Button>
        </LogLine>
      ))}
    </Log>
  );
}

const Meta = styled.p`
  margin: ${theme.space[1]} 0 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.size.sm};
`;

const Log = styled.ul`
  margin: ${theme.space[3]} 0 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
`;

const LogLine = styled.li<{ $status: WebhookDelivery['status'] }>`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${theme.space[2]};
  padding: ${theme.space[2]} ${theme.space[3]};
  border-left: 3px solid
    ${({ $status }) =>
      $status === 'succeeded'
        ? theme.colors.success
        : $status === 'failed'
          ? theme.colors.danger
          : theme.colors.warning};
  background: ${theme.colors.surfaceMuted};
  font-size: ${theme.font.size.sm};
`;
