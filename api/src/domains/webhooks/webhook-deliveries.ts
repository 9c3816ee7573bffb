/**
 * Queuing webhook deliveries (decision 012): a row per event and endpoint, written in the
 * transaction of the change, plus the dashboard's test event and replay. The outbox worker
 * sends them (webhook-dispatch.ts).
 */
import { randomBytes } from 'node:crypto';
import { and, count, eq, inArray } from 'drizzle-orm';
import {
  WEBHOOK_MESSAGES,
  WEBHOOK_QUEUE_LIMIT,
  WEBHOOK_TEST_EVENT,
  type WebhookEnvelope,
  type WebhookEvent,
  type WebhookEventType,
} from '../../contract';
import { type Db, first, type Queryable } from '../../db/engine';
import {
  companies,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema';
import { afterCommit } from '../../db/transaction-scope';
import { ApiError, invariant } from '../../lib/errors';
import { deliveriesQueued } from '../../lib/work-queued';
import { endpointEvents } from './webhooks';

function envelope(
  company: { id: number; slug: string; name: string },
  type: WebhookEventType,
  data: unknown,
  now: Date,
): WebhookEnvelope {
  return {
    id: `evt_${randomBytes(12).toString('base64url')}`,
    type,
    created_at: now.toISOString(),
    company: { id: company.id, slug: company.slug, name: company.name },
    data,
  };
}

/**
 * Queues `type` for every enabled endpoint of the company that subscribed to it. Call inside
 * the transaction of the change, so the event exists exactly when the change does. `data` may
 * be a function, then called only when some endpoint receives the event (what it reads costs
 * a company without webhooks nothing).
 */
export async function enqueueWebhookEvent(
  tx: Queryable,
  companyId: number,
  type: WebhookEvent,
  data: unknown | (() => Promise<unknown>),
  now = new Date(),
): Promise<void> {
  // One query: the endpoints with their company (the envelope names it).
  const endpoints = await tx
    .select({
      id: webhookEndpoints.id,
      events: webhookEndpoints.events,
      company: { id: companies.id, slug: companies.slug, name: companies.name },
    })
    .from(webhookEndpoints)
    .innerJoin(companies, eq(companies.id, webhookEndpoints.companyId))
    .where(and(eq(webhookEndpoints.companyId, companyId), eq(webhookEndpoints.enabled, true)));
  const targets = endpoints.filter((endpoint) => endpointEvents(endpoint).includes(type));
  const company = targets[0]?.company;
  if (!company) return;
  const event = envelope(company, type, typeof data === 'function' ? await data() : data, now);
  const payload = JSON.stringify(event);
  const full = await fullEndpoints(
    tx,
    targets.map((endpoint) => endpoint.id),
  );
  await tx.insert(webhookDeliveries).values(
    targets.map((endpoint) => ({
      endpointId: endpoint.id,
      eventId: event.id,
      eventType: type,
      payload,
      nextAttemptAt: now.toISOString(),
      // Past the cap the event is kept in the log, not sent: the owner can replay it later.
      ...(full.has(endpoint.id) && { status: 'failed' as const, error: WEBHOOK_MESSAGES.queueFull }),
    })),
  );
  // The worker sends them as soon as the change has committed, not at its next poll.
  afterCommit(deliveriesQueued);
}

/**
 * The endpoints among `endpointIds` with WEBHOOK_QUEUE_LIMIT deliveries waiting. Like Svix and
 * Stripe, the oldest waiting events are kept; new ones are logged as not queued (decision 018).
 */
async function fullEndpoints(tx: Queryable, endpointIds: number[]): Promise<Set<number>> {
  const backlog = await tx
    .select({ endpointId: webhookDeliveries.endpointId, waiting: count() })
    .from(webhookDeliveries)
    .where(and(inArray(webhookDeliveries.endpointId, endpointIds), eq(webhookDeliveries.status, 'pending')))
    .groupBy(webhookDeliveries.endpointId);
  return new Set(backlog.filter((row) => row.waiting >= WEBHOOK_QUEUE_LIMIT).map((row) => row.endpointId));
}

/** Test and replay queue nothing for an endpoint whose queue is full: 429, so the owner waits. */
async function requireRoomToQueue(db: Db, endpointId: number): Promise<void> {
  if ((await fullEndpoints(db, [endpointId])).size > 0) throw new ApiError(429, WEBHOOK_MESSAGES.queueFull);
}

/** "Send test event": a webhook.test delivery to this endpoint, whatever its filter. */
export async function queueTestEvent(
  db: Db,
  endpoint: WebhookEndpointRow,
  company: { id: number; slug: string; name: string },
): Promise<WebhookDeliveryRow> {
  invariant(endpoint.enabled, 400, WEBHOOK_MESSAGES.disabled);
  await requireRoomToQueue(db, endpoint.id);
  const event = envelope(company, WEBHOOK_TEST_EVENT, { message: 'A test event from Sayso' }, new Date());
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      endpointId: endpoint.id,
      eventId: event.id,
      eventType: WEBHOOK_TEST_EVENT,
      payload: JSON.stringify(event),
    })
    .returning();
  return row as WebhookDeliveryRow;
}

/** Replay: a new delivery of the same payload (same event id, so receivers can deduplicate). */
export async function replayDelivery(
  db: Db,
  endpoint: WebhookEndpointRow,
  deliveryId: number,
): Promise<WebhookDeliveryRow> {
  invariant(endpoint.enabled, 400, WEBHOOK_MESSAGES.disabled);
  const original = first(
    await db
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpoint.id)))
      .limit(1),
  );
  if (!original) throw new ApiError(404, WEBHOOK_MESSAGES.deliveryNotFound);
  await requireRoomToQueue(db, endpoint.id);
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      endpointId: endpoint.id,
      eventId: original.eventId,
      eventType: original.eventType,
      payload: original.payload,
      replayOf: original.id,
    })
    .returning();
  return row as WebhookDeliveryRow;
}
