import {
  createWebhookSchema,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  type WebhookEvent,
} from '@sayso/api/contract';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldGroup, FieldLegend, Input } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { media, theme } from '@/styles/theme';

/** The URL and the events, checked with the contract's schema before they are sent. */
export function CreateWebhookForm({
  onCreate,
}: {
  onCreate: (url: string, events: WebhookEvent[]) => Promise<void>;
}) {
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>(['idea.created']);
  const [error, setError] = useState<{ url?: string; events?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = createWebhookSchema.safeParse({ url, events });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return setError(issue?.path[0] === 'events' ? { events: issue.message } : { url: issue?.message });
    }
    setError({});
    setBusy(true);
    try {
      await onCreate(parsed.data.url, parsed.data.events);
      setUrl('');
    } catch (failure) {
      setError({ url: errorMessage(failure, 'Could not add the endpoint') });
    } finally {
      setBusy(false);
    }
  }

  const toggle = (value: WebhookEvent, on: boolean) =>
    setEvents((current) => (on ? [...current, value] : current.filter((item) => item !== value)));

  return (
    <Form onSubmit={submit} noValidate aria-label="Add a webhook endpoint">
      <Input
        label="Endpoint URL"
        placeholder="https://example.com/sayso-webhook"
        type="url"
        inputMode="url"
        value={url}
        maxLength={2000}
        error={error.url}
        autoComplete="off"
        onChange={(event) => setUrl(event.target.value)}
      />
      <FieldGroup aria-describedby={error.events ? 'webhook-events-error' : undefined}>
        <FieldLegend>Events</FieldLegend>
        <Events>
          {WEBHOOK_EVENTS.map((value) => (
            <Checkbox
              key={value}
              label={
                <>
                  {WEBHOOK_EVENT_LABELS[value]} <code>{value}</code>
                </>
              }
              checked={events.includes(value)}
              onChange={(event) => toggle(value, event.target.checked)}
            />
          ))}
        </Events>
        {error.events && (
          <ErrorText id="webhook-events-error" role="alert">
            {error.events}
          </ErrorText>
        )}
      </FieldGroup>
      <div>
        <Button type="submit" loading={busy}>
          Add endpoint
        </Button>
      </div>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
`;

const Events = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space[2]};
  ${media.mobile} { grid-template-columns: 1fr; }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${theme.colors.danger};
  font-size: ${theme.font.size.sm};
`;
