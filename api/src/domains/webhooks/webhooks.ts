/**
 * A company's webhook endpoints (issue 15): the owner adds, changes, enables, disables and
 * deletes them; the signing secret is answered once, at create and at each roll. Every plan
 * has them, like the REST API keys (decision 012).
 */
import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import {
  type CreateWebhookInput,
  type UpdateWebhookInput,
  WEBHOOK_ENDPOINT_LIMIT,
  WEBHOOK_EVENTS,
  WEBHOOK_LOG_LIMIT,
  WEBHOOK_MESSAGES,
  WEBHOOK_SECRET_PREFIX,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
  type WebhookEvent,
} from '../../contract';
import { type Db, first } from '../../db/engine';
import {
  type CompanyRow,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema';
import { ApiError, invariant } from '../../lib/errors';

/** whsec_ and base64 of 24 random bytes, as Standard Webhooks' libraries expect. */
export function newWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(24).toString('base64')}`;
}

export function endpointEvents(row: Pick<WebhookEndpointRow, 'events'>): WebhookEvent[] {
  const stored = JSON.parse(row.events) as string[];
  return WEBHOOK_EVENTS.filter((event) => stored.includes(event));
}

function toEndpoint(row: WebhookEndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: endpointEvents(row),
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    consecutiveFailures: row.consecutiveFailures,
    createdAt: row.createdAt,
  };
}

export function toDelivery(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    responseStatus: row.responseStatus,
    error: row.error,
    responseExcerpt: row.responseExcerpt,
    durationMs: row.durationMs,
    createdAt: row.createdAt,
    lastAttemptAt: row.lastAttemptAt,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt : null,
    replayOf: row.replayOf,
  };
}

export async function listWebhooks(db: Db, companyId: number): Promise<WebhookEndpoint[]> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.companyId, companyId))
    .orderBy(asc(webhookEndpoints.id));
  return rows.map(toEndpoint);
}

/** The company's endpoint, or 404 (another company's is not found either). */
export async function requireEndpoint(
  db: Db,
  companyId: number,
  endpointId: number,
): Promise<WebhookEndpointRow> {
  const row = first(
    await db
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.companyId, companyId)))
      .limit(1),
  );
  invariant(row, 404, WEBHOOK_MESSAGES.notFound);
  return row;
}

/** A new endpoint (URL checked by the route); the count and insert share a transaction. */
export async function createWebhook(
  db: Db,
  company: CompanyRow,
  input: CreateWebhookInput,
  createdBy: number,
): Promise<WebhookEndpointWithSecret> {
  const secret = newWebhookSecret();
  const row = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.companyId, company.id));
    if ((existing?.n ?? 0) >= WEBHOOK_ENDPOINT_LIMIT) throw new ApiError(400, WEBHOOK_MESSAGES.limit);
    const [inserted] = await tx
      .insert(webhookEndpoints)
      .values({
        companyId: company.id,
        url: input.url,
        events: JSON.stringify(input.events),
        secret,
        createdBy,
      })
      .returning();
    return inserted as WebhookEndpointRow;
  });
  return { ...toEndpoint(row), secret };
}

/** URL, events, or on/off; turning it on clears the failure count. */
export async function updateWebhook(
  db: Db,
  endpoint: WebhookEndpointRow,
  input: UpdateWebhookInput,
): Promise<WebhookEndpoint> {
  const changes: Partial<WebhookEndpointRow> = {};
  if (input.url !== undefined) changes.url = input.url;
  if (input.events !== undefined) changes.events = JSON.stringify(input.events);
  if (input.enabled === true)
    Object.assign(changes, { enabled: true, disabledReason: null, consecutiveFailures: 0 });
  if (input.enabled === false && endpoint.enabled)
    Object.assign(changes, { enabled: false, disabledReason: 'manual' });
  if (Object.keys(changes).length === 0) return toEndpoint(endpoint);
  const [row] = await db
    .update(webhookEndpoints)
    .set(changes)
    .where(eq(webhookEndpoints.id, endpoint.id))
    .returning();
  invariant(row, 404, WEBHOOK_MESSAGES.notFound);
  return toEndpoint(row);
}

/** A new secret at once: requests from now on are signed with it only. */
export async function rollWebhookSecret(
  db: Db,
  endpoint: WebhookEndpointRow,
): Promise<WebhookEndpointWithSecret> {
  const secret = newWebhookSecret();
  const [row] = await db
    .update(webhookEndpoints)
    .set({ secret })
    .where(eq(webhookEndpoints.id, endpoint.id))
    .returning();
  invariant(row, 404, WEBHOOK_MESSAGES.notFound);
  return { ...toEndpoint(row), secret };
}

/** Deletes the endpoint and its delivery log (cascade). */
export async function deleteWebhook(db: Db, endpoint: WebhookEndpointRow): Promise<void> {
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
}

/** The endpoint's last WEBHOOK_LOG_LIMIT deliveries, newest first. */
export async function listDeliveries(db: Db, endpointId: number): Promise<WebhookDelivery[]> {
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.id))
    .limit(WEBHOOK_LOG_LIMIT);
  return rows.map(toDelivery);
}
