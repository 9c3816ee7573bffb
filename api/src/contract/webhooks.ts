/**
 * Webhooks (issue 15): a company's endpoints, the events they take and the delivery log, as the
 * dashboard and the API both see them. Payloads and signatures: docs/integrations.md.
 */
import { z } from 'zod';

/** The events an endpoint may subscribe to. */
export const WEBHOOK_EVENTS = [
  'idea.created',
  'idea.status_changed',
  'vote.created',
  'comment.created',
  'changelog.published',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** Sent by "Send test event" only, to one endpoint, whatever its filter. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export type WebhookEventType = WebhookEvent | typeof WEBHOOK_TEST_EVENT;

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'idea.created': 'Idea created',
  'idea.status_changed': 'Idea status changed',
  'vote.created': 'Vote added',
  'comment.created': 'Comment added',
  'changelog.published': 'Changelog entry published',
};

/** Every signing secret starts with this (Standard Webhooks); the rest is base64 of 24 bytes. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
/** The most endpoints one company has at once. */
export const WEBHOOK_ENDPOINT_LIMIT = 10;
/** Deliveries the log shows per endpoint (newest first). */
export const WEBHOOK_LOG_LIMIT = 50;
/** Tries per delivery (the first and the retries) before it counts as failed. */
export const WEBHOOK_MAX_ATTEMPTS = 6;
/** An endpoint is disabled after this many deliveries in a row failed every try. */
export const WEBHOOK_DISABLE_AFTER = 5;
/** Requests one endpoint has open at once, across every replica: a slow receiver holds only these. */
export const WEBHOOK_IN_FLIGHT_PER_ENDPOINT = 2;
/**
 * Deliveries one endpoint may have waiting; past it its new events are logged as not queued
 * (replayable later) instead of growing a backlog without end (decision 018).
 */
export const WEBHOOK_QUEUE_LIMIT = 1000;

export const WEBHOOK_MESSAGES = {
  limit: `A company can have at most ${WEBHOOK_ENDPOINT_LIMIT} webhook endpoints`,
  notFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Delivery not found',
  url: 'Please enter a URL starting with http:// or https://',
  urlLength: 'URL must be at most 2000 characters',
  urlCredentials: 'The URL may not contain a user name or password',
  events: 'Please choose at least one event',
  eventUnknown: `Events must be among: ${WEBHOOK_EVENTS.join(', ')}`,
  disabled: 'This endpoint is disabled; enable it first',
  privateAddress: (host: string) =>
    `${host} is a private, loopback or reserved address; webhooks go to public addresses only`,
  unresolvable: (host: string) => `${host} could not be resolved`,
  queueFull: `Not queued: this endpoint already has ${WEBHOOK_QUEUE_LIMIT} deliveries waiting. Replay it once the receiver catches up.`,
} as const;

const urlField = z
  .string(WEBHOOK_MESSAGES.url)
  .trim()
  .max(2000, WEBHOOK_MESSAGES.urlLength)
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
    message: WEBHOOK_MESSAGES.url,
    abort: true,
  })
  .refine((value) => {
    const url = new URL(value);
    return url.username === '' && url.password === '';
  }, WEBHOOK_MESSAGES.urlCredentials);

const eventsField = z
  .array(z.enum(WEBHOOK_EVENTS, WEBHOOK_MESSAGES.eventUnknown), WEBHOOK_MESSAGES.events)
  .min(1, WEBHOOK_MESSAGES.events)
  .max(WEBHOOK_EVENTS.length * 2, WEBHOOK_MESSAGES.eventUnknown)
  .transform((events) => WEBHOOK_EVENTS.filter((event) => events.includes(event)));

/** POST /api/companies/{id}/webhooks. */
export const createWebhookSchema = z.object({ url: urlField, events: eventsField });
export type CreateWebhookInput = z.infer<typeof createWebhookSchema>;

/** PATCH /api/companies/{id}/webhooks/{endpointId}: any of them. */
export const updateWebhookSchema = z.object({
  url: urlField.optional(),
  events: eventsField.optional(),
  enabled: z.boolean('enabled must be true or false').optional(),
});
export type UpdateWebhookInput = z.infer<typeof updateWebhookSchema>;

export interface WebhookEndpoint {
  id: number;
  url: string;
  events: WebhookEvent[];
  enabled: boolean;
  /** Why it is off: 'failures' (auto-disabled), 'manual', or null while enabled. */
  disabledReason: 'failures' | 'manual' | null;
  /** Deliveries in a row that failed every try (reset by a success). */
  consecutiveFailures: number;
  createdAt: string;
}

/** The create and roll-secret answers: the endpoint and, this once, its signing secret. */
export interface WebhookEndpointWithSecret extends WebhookEndpoint {
  secret: string;
}

export type WebhookDeliveryStatus = 'pending' | 'succeeded' | 'failed';

/** One line of the delivery log. */
export interface WebhookDelivery {
  id: number;
  eventId: string;
  eventType: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  /** The receiver's HTTP status of the last try, or null (no answer). */
  responseStatus: number | null;
  /** Why the last try failed (connection, timeout, redirect, refused address), or null. */
  error: string | null;
  /** The start of the receiver's answer to the last try (at most 1,000 characters). */
  responseExcerpt: string | null;
  durationMs: number | null;
  createdAt: string;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
  /** The delivery this one re-sends, for a replay. */
  replayOf: number | null;
}

/** The JSON body of every webhook request (docs/integrations.md, Webhooks). */
export interface WebhookEnvelope<T = unknown> {
  id: string;
  type: WebhookEventType;
  created_at: string;
  company: { id: number; slug: string; name: string };
  data: T;
}
