/**
 * The e-mail outbox (DESIGN.md §5): a message is written in the same transaction as the change
 * that causes it, then a worker in the server process leases due rows, sends each once and
 * retries failures with exponential backoff. Leases live in the table, so two processes on one
 * database never send the same row twice, and a crashed worker's lease simply runs out.
 */
import { and, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/engine';
import { outbox } from '../../db/schema';
import { chunksOf } from '../../lib/chunks';
import type { Mailer, MailMessage } from './mailer';

export type OutboxRow = typeof outbox.$inferSelect;

/** After this many failed attempts a message is marked failed and left alone. */
export const MAX_ATTEMPTS = 8;
const LEASE_MS = 60_000;
const BATCH = 10;

/** 30 s, 1 min, 2 min … capped at 6 hours. */
export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 6 * 3600_000);
}

/** Rows per insert statement: ~13 parameters each stays far below both engines' limits. */
const INSERT_CHUNK = 500;

/** Held messages: not due before `until`, and deleted unsent by an undo of `undoToken`. */
export interface OutboxHold {
  until: Date;
  undoToken: string;
}

function outboxValues(message: MailMessage, now: Date, hold?: OutboxHold) {
  return {
    toAddress: message.to,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html ?? null,
    headers: message.headers ? JSON.stringify(message.headers) : null,
    nextAttemptAt: (hold?.until ?? now).toISOString(),
    undoToken: hold?.undoToken ?? null,
  };
}

/** Queues a message; call inside the transaction that decides to send it. */
export async function enqueueEmail(db: Queryable, message: MailMessage, now = new Date()): Promise<void> {
  await db.insert(outbox).values(outboxValues(message, now));
}

/**
 * Queues many messages with a few multi-row inserts (a notification's fan-out), same rules;
 * `hold` keeps them back for an undo window.
 */
export async function enqueueEmails(
  db: Queryable,
  messages: MailMessage[],
  now = new Date(),
  hold?: OutboxHold,
): Promise<void> {
  for (const chunk of chunksOf(messages, INSERT_CHUNK))
    await db.insert(outbox).values(chunk.map((message) => outboxValues(message, now, hold)));
}

/** Deletes the held messages of `undoToken` that have not gone out; answers how many. */
export async function cancelHeld(db: Queryable, undoToken: string): Promise<number> {
  const gone = await db
    .delete(outbox)
    .where(and(eq(outbox.undoToken, undoToken), eq(outbox.status, 'pending'), isNull(outbox.leasedUntil)))
    .returning({ id: outbox.id });
  return gone.length;
}

/**
 * Takes up to BATCH due rows for this worker in one statement, so no other worker gets them.
 * The update checks again that each row is free: on PostgreSQL a concurrent worker's statement
 * picked the same ids, waited for our lease to commit, and would otherwise take them too.
 */
export async function leaseDue(db: Db, now = new Date()): Promise<OutboxRow[]> {
  const at = now.toISOString();
  const free = and(
    eq(outbox.status, 'pending'),
    lte(outbox.nextAttemptAt, at),
    or(isNull(outbox.leasedUntil), lte(outbox.leasedUntil, at)),
  );
  const due = db.select({ id: outbox.id }).from(outbox).where(free).orderBy(outbox.id).limit(BATCH);
  return db
    .update(outbox)
    .set({ leasedUntil: new Date(now.getTime() + LEASE_MS).toISOString() })
    .where(and(inArray(outbox.id, due), free))
    .returning();
}

/** Sends one leased row and records the outcome: sent, or retried later, or failed for good. */
export async function deliver(db: Db, mailer: Mailer, row: OutboxRow, now = () => new Date()): Promise<void> {
  const attempts = row.attempts + 1;
  try {
    await mailer.send({
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
      headers: row.headers ? (JSON.parse(row.headers) as Record<string, string>) : undefined,
    });
    await db
      .update(outbox)
      .set({ status: 'sent', attempts, sentAt: now().toISOString(), leasedUntil: null, lastError: null })
      .where(eq(outbox.id, row.id));
  } catch (error) {
    const failed = attempts >= MAX_ATTEMPTS;
    await db
      .update(outbox)
      .set({
        status: failed ? 'failed' : 'pending',
        attempts,
        nextAttemptAt: new Date(now().getTime() + backoffMs(attempts)).toISOString(),
        leasedUntil: null,
        lastError: String(error instanceof Error ? error.message : error).slice(0, 1000),
      })
      .where(eq(outbox.id, row.id));
  }
}
