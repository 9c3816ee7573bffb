/**
 * Sending webhook deliveries: they ride the outbox's mechanism (decision 012). The outbox
 * worker leases due rows fairly (a few per endpoint at a time, decision 018), sends each, and
 * retries failures with the outbox's backoff. A
 * delivery that fails WEBHOOK_MAX_ATTEMPTS times counts against its endpoint; WEBHOOK_DISABLE_AFTER
 * in a row disable it, and the owner is e-mailed through the outbox in the same transaction.
 */
import { and, eq, gt, inArray, isNull, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import { WEBHOOK_DISABLE_AFTER, WEBHOOK_IN_FLIGHT_PER_ENDPOINT, WEBHOOK_MAX_ATTEMPTS } from '../../contract';
import { type Db, first, type Queryable } from '../../db/engine';
import {
  companies,
  users,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema';
import { backoffMs, enqueueEmail } from '../outbox/outbox';
import { sendWebhook, type WebhookHttpOptions } from './webhook-http';

const LEASE_MS = 60_000;
/** Finished deliveries are kept this long; the dashboard shows an endpoint's last 50 anyway. */
export const DELIVERY_RETENTION_MS = 30 * 24 * 3600_000;

/**
 * Takes up to `room` due deliveries for this worker: the oldest of each endpoint that has fewer
 * than WEBHOOK_IN_FLIGHT_PER_ENDPOINT leased (by any replica: the leases are rows), oldest
 * endpoint first. One per endpoint per call, so a backlog of one endpoint never fills the room.
 * In one transaction: serializable on PostgreSQL, so two replicas cannot both take an endpoint's
 * last slot (one retries).
 */
export function leaseDueDeliveries(db: Db, now: Date, room: number): Promise<WebhookDeliveryRow[]> {
  const at = now.toISOString();
  const free = and(
    eq(webhookDeliveries.status, 'pending'),
    lte(webhookDeliveries.nextAttemptAt, at),
    or(isNull(webhookDeliveries.leasedUntil), lte(webhookDeliveries.leasedUntil, at)),
  );
  return db.transaction(async (tx) => {
    const full = tx
      .select({ endpointId: webhookDeliveries.endpointId })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.status, 'pending'), gt(webhookDeliveries.leasedUntil, at)))
      .groupBy(webhookDeliveries.endpointId)
      .having(sql`count(*) >= ${WEBHOOK_IN_FLIGHT_PER_ENDPOINT}`);
    const oldest = sql<number>`min(${webhookDeliveries.id})`;
    const heads = tx
      .select({ id: oldest })
      .from(webhookDeliveries)
      .where(and(free, notInArray(webhookDeliveries.endpointId, full)))
      .groupBy(webhookDeliveries.endpointId)
      .orderBy(oldest)
      .limit(room);
    return tx
      .update(webhookDeliveries)
      .set({ leasedUntil: new Date(now.getTime() + LEASE_MS).toISOString() })
      .where(and(inArray(webhookDeliveries.id, heads), free))
      .returning();
  });
}

export interface DeliveryOptions extends WebhookHttpOptions {
  publicUrl: string;
}

/** Sends one leased delivery and records the outcome: succeeded, retried later, or failed. */
export async function deliverWebhook(
  db: Db,
  row: WebhookDeliveryRow,
  options: DeliveryOptions,
  now = () => new Date(),
): Promise<void> {
  const endpoint = first(
    await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, row.endpointId)).limit(1),
  );
  if (!endpoint) return;
  if (!endpoint.enabled) {
    await db
      .update(webhookDeliveries)
      .set({ status: 'failed', leasedUntil: null, error: 'Not sent: the endpoint is disabled' })
      .where(eq(webhookDeliveries.id, row.id));
    return;
  }
  const sentAt = now();
  const outcome = await sendWebhook(
    { url: endpoint.url, secret: endpoint.secret, eventId: row.eventId, body: row.payload },
    options,
    sentAt,
  );
  const attempts = row.attempts + 1;
  const gaveUp = !outcome.ok && attempts >= WEBHOOK_MAX_ATTEMPTS;
  await db.transaction(async (tx) => {
    await tx
      .update(webhookDeliveries)
      .set({
        status: outcome.ok ? 'succeeded' : gaveUp ? 'failed' : 'pending',
        attempts,
        nextAttemptAt: new Date(now().getTime() + backoffMs(attempts)).toISOString(),
        leasedUntil: null,
        responseStatus: outcome.status,
        responseExcerpt: outcome.excerpt,
        error: outcome.error,
        durationMs: outcome.durationMs,
        lastAttemptAt: sentAt.toISOString(),
      })
      .where(eq(webhookDeliveries.id, row.id));
    if (outcome.ok)
      await tx
        .update(webhookEndpoints)
        .set({ consecutiveFailures: 0 })
        .where(eq(webhookEndpoints.id, endpoint.id));
    else if (gaveUp) await countFailure(tx, endpoint, options.publicUrl);
  });
}

/** One more delivery failed for good; at WEBHOOK_DISABLE_AFTER the endpoint goes off, once. */
async function countFailure(tx: Queryable, endpoint: WebhookEndpointRow, publicUrl: string): Promise<void> {
  const [counted] = await tx
    .update(webhookEndpoints)
    .set({ consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1` })
    .where(eq(webhookEndpoints.id, endpoint.id))
    .returning({ failures: webhookEndpoints.consecutiveFailures });
  if (!counted || counted.failures < WEBHOOK_DISABLE_AFTER) return;
  const disabled = await tx
    .update(webhookEndpoints)
    .set({ enabled: false, disabledReason: 'failures' })
    .where(and(eq(webhookEndpoints.id, endpoint.id), eq(webhookEndpoints.enabled, true)))
    .returning({ id: webhookEndpoints.id });
  if (disabled.length === 0) return;
  const owner = first(
    await tx
      .select({ email: users.email, name: users.name, slug: companies.slug, company: companies.name })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.ownerId))
      .where(eq(companies.id, endpoint.companyId))
      .limit(1),
  );
  if (!owner) return;
  await enqueueEmail(tx, {
    to: owner.email,
    subject: `Webhook endpoint disabled for ${owner.company}`,
    text: `Hi ${owner.name},

Sayso disabled the webhook endpoint ${endpoint.url} of ${owner.company}: its last ${WEBHOOK_DISABLE_AFTER} deliveries failed every try (${WEBHOOK_MAX_ATTEMPTS} each).

Check the delivery log, fix the receiver, then re-enable the endpoint and replay what it missed:

${publicUrl}/dashboard/${encodeURIComponent(owner.slug)}?tab=settings
`,
  });
}

/** Deletes finished deliveries older than DELIVERY_RETENTION_MS (pending ones stay). */
export async function pruneDeliveries(db: Db, now = new Date()): Promise<void> {
  const before = new Date(now.getTime() - DELIVERY_RETENTION_MS).toISOString();
  await db
    .delete(webhookDeliveries)
    .where(
      and(
        inArray(webhookDeliveries.status, ['succeeded', 'failed']),
        lt(webhookDeliveries.createdAt, before),
      ),
    );
}
