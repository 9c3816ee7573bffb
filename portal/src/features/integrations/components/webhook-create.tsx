import {
  createWebhookSchema,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  type WebhookEvent,
} from '@sayso/api/contract';
import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldGroup, FieldLegend, Input } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { media, theme } from '@/styles/theme';

/** Adds an endpoint: the form, empty, cleared again after each add. */
export function CreateWebhookForm({
  onCreate,
}: {
  onCreate: (url: string, events: WebhookEvent[]) => Promise<void>;
}) {
  return (
    <WebhookForm
      label="Add a webhook endpoint"
      submitLabel="Add endpoint"
      failure="Could not add the endpoint"
      clearAfterSubmit
      onSubmit={onCreate}
    />
  );
}

/**
 * An endpoint's URL and events, checked with the contract's schema before they are sent: the
 * add form, and the edit dialog of an endpoint (with its values to start from).
 */
export function WebhookForm(props: {
  label: string;
  submitLabel: string;
  /** What the field says when the server gives no message. */
  failure: string;
  initial?: { url: string; events: WebhookEvent[] };
  clearAfterSubmit?: boolean;
  onSubmit: (url: string, events: WebhookEvent[]) => Promise<void>;
}) {
  const [url, setUrl] = useState(props.initial?.url ?? '');
  const [events, setEvents] = useState<WebhookEvent[]>(props.initial?.events ?? ['idea.created']);
  const [error, setError] = useState<{ url?: string; events?: string }>({});
  const [busy, setBusy] = useState(false);
  const eventsErrorId = useId();

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
      await props.onSubmit(parsed.data.url, parsed.data.events);
      if (props.clearAfterSubmit) setUrl('');
    } catch (failure) {
      setError({ url: errorMessage(failure, props.failure) });
    } finally {
      setBusy(false);
    }
  }

  const toggle = (value: WebhookEvent, on: boolean) =>
    setEvents((current) => (on ? [...current, value] : current.filter((item) => item !== value)));

  return (
    <Form onSubmit={submit} noValidate aria-label={props.label}>
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
      <FieldGroup aria-describedby={error.events ? eventsErrorId : undefined}>
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
          <ErrorText id={eventsErrorId} role="alert">
            {error.events}
          </ErrorText>
        )}
      </FieldGroup>
      <div>
        <Button type="submit" loading={busy}>
          {props.submitLabel}
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
