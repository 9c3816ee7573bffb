import type { WebhookEndpoint, WebhookEndpointWithSecret } from '@sayso/api/contract';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { media, theme } from '@/styles/theme';
import { deleteWebhook, rollWebhookSecret, sendTestEvent, updateWebhook } from '../api/webhooks-api';
import { Buttons, Meta } from './credential-parts';
import { WebhookForm } from './webhook-create';
import { DeliveryLog } from './webhook-delivery-log';

type Confirm = 'delete' | 'roll';

/** One endpoint: its state and events, its actions, and (on demand) its delivery log. */
export function WebhookItem(props: {
  companyId: number;
  endpoint: WebhookEndpoint;
  onChanged: () => Promise<void>;
  onSecret: (endpoint: WebhookEndpointWithSecret) => void;
}) {
  const { companyId, endpoint } = props;
  const { toast } = useToast();
  const [showLog, setShowLog] = useState(false);
  const [confirm, setConfirm] = useState<Confirm>();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState<string>();
  const logId = useId();

  async function run(name: string, action: () => Promise<unknown>, done?: string) {
    setBusy(name);
    try {
      await action();
      await props.onChanged();
      if (done) toast({ title: done, variant: 'success' });
      return true;
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'Something went wrong'),
        variant: 'destructive',
      });
      return false;
    } finally {
      setBusy(undefined);
    }
  }

  const test = () =>
    run(
      'test',
      async () => {
        await sendTestEvent(companyId, endpoint.id);
        setShowLog(true);
      },
      'Test event queued',
    );
  const toggle = () =>
    run('toggle', () => updateWebhook(companyId, endpoint.id, { enabled: !endpoint.enabled }));
  // Throws on failure, so the form shows the server's message under the URL.
  const save = async (url: string, events: WebhookEndpoint['events']) => {
    await updateWebhook(companyId, endpoint.id, { url, events });
    await props.onChanged();
    setEditing(false);
    toast({ title: 'Endpoint saved', variant: 'success' });
  };
  const confirmed = async () => {
    const ok =
      confirm === 'delete'
        ? await run('confirm', () => deleteWebhook(companyId, endpoint.id), 'Endpoint deleted')
        : await run('confirm', async () => props.onSecret(await rollWebhookSecret(companyId, endpoint.id)));
    if (ok) setConfirm(undefined);
  };

  return (
    <Item>
      <Head>
        <div>
          <Url>{endpoint.url}</Url> <StateBadge endpoint={endpoint} />
          <Meta>{endpoint.events.join(', ')}</Meta>
          {endpoint.disabledReason === 'failures' && (
            <Meta role="status">
              Turned off after {endpoint.consecutiveFailures} deliveries in a row failed. Fix the receiver,
              then enable it and replay what it missed.
            </Meta>
          )}
        </div>
        <Actions aria-label={`Actions for ${endpoint.url}`} role="group">
          <Button
            size="sm"
            variant="outline"
            onClick={() => void test()}
            loading={busy === 'test'}
            disabled={!endpoint.enabled}
          >
            Send test event
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-expanded={showLog}
            aria-controls={logId}
            onClick={() => setShowLog(!showLog)}
          >
            Deliveries
          </Button>
          <Button size="sm" variant="outline" onClick={() => void toggle()} loading={busy === 'toggle'}>
            {endpoint.enabled ? 'Disable' : endpoint.disabledReason === 'failures' ? 'Re-enable' : 'Enable'}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => setEditing(true)}
            aria-label={`Edit ${endpoint.url}`}
          >
            Edit
          </Button>
          <Button size="sm" variant="outline" onClick={() => setConfirm('roll')}>
            Roll secret
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => setConfirm('delete')}
            aria-label={`Delete ${endpoint.url}`}
          >
            Delete
          </Button>
        </Actions>
      </Head>
      <div id={logId}>{showLog && <DeliveryLog companyId={companyId} endpoint={endpoint} />}</div>
      <Dialog
        open={editing}
        onClose={() => setEditing(false)}
        title="Edit webhook endpoint"
        description="Change where events go and which events are sent. The signing secret stays the same."
      >
        {editing && (
          <WebhookForm
            label={`Edit ${endpoint.url}`}
            submitLabel="Save endpoint"
            failure="Could not save the endpoint"
            initial={{ url: endpoint.url, events: endpoint.events }}
            onSubmit={save}
          />
        )}
      </Dialog>
      <Dialog
        open={confirm !== undefined}
        onClose={() => busy !== 'confirm' && setConfirm(undefined)}
        title={confirm === 'delete' ? 'Delete webhook endpoint' : 'Roll signing secret'}
        description={
          confirm === 'delete'
            ? `Delete ${endpoint.url} and its delivery log? Nothing more is sent to it.`
            : `Make a new signing secret for ${endpoint.url}? The old one stops working at once.`
        }
      >
        <Buttons>
          <Button variant="outline" onClick={() => setConfirm(undefined)} disabled={busy === 'confirm'}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={() => void confirmed()} loading={busy === 'confirm'}>
            {confirm === 'delete' ? 'Delete endpoint' : 'Roll secret'}
          </Button>
        </Buttons>
      </Dialog>
    </Item>
  );
}

function StateBadge({ endpoint }: { endpoint: WebhookEndpoint }) {
  if (endpoint.enabled)
    return (
      <Badge $fg={theme.colors.success} $bg={theme.colors.successSoft}>
        Enabled
      </Badge>
    );
  return (
    <Badge $fg={theme.colors.danger} $bg={theme.colors.dangerSoft}>
      {endpoint.disabledReason === 'failures' ? 'Disabled after failures' : 'Disabled'}
    </Badge>
  );
}

const Item = styled.li`
  padding: ${theme.space[3]} 0;
  border-bottom: 1px solid ${theme.colors.border};
  overflow-wrap: anywhere;
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${theme.space[3]};
  ${media.mobile} { flex-direction: column; }
`;

const Url = styled.code`
  font-weight: ${theme.font.weight.semibold};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  align-content: flex-start;
  justify-content: flex-end;
  ${media.mobile} { justify-content: flex-start; }
`;
