/** Helpers for the notification tests: a scene of followers, settled outbox, mail by subject. */
import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { outbox, users } from '../src/db/schema';
import { type Client, fastUser, ownerWithCompany, submitIdea, type TestSayso } from './helpers';
import { recipient, type TestSmtp } from './smtp';

export type Person = Awaited<ReturnType<typeof fastUser>> & { email: string };

/** A fast user and their stored address. */
export async function person(sayso: TestSayso, name: string): Promise<Person> {
  const user = await fastUser(sayso, name);
  const [row] = await sayso.db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
  return { ...user, email: row?.email ?? '' };
}

/**
 * An owner's company and an idea (a unique title) submitted by `submitter`, voted on by
 * `voters`, commented on by `commenter`.
 */
export async function followedIdea(sayso: TestSayso) {
  const owner = await ownerWithCompany(sayso);
  const submitter = await person(sayso, 'Submitter');
  const voter = await person(sayso, 'Voter');
  const commenter = await person(sayso, 'Commenter');
  const title = `Idea ${randomUUID().slice(0, 8)}`;
  const idea = await submitIdea(submitter.client, owner.company.id, { title });
  for (const who of [voter, submitter, commenter]) await vote(who.client, idea.id);
  await comment(commenter.client, idea.id, 'Me too, please.');
  return { owner, submitter, voter, commenter, idea, title };
}

export async function vote(client: Client, ideaId: number) {
  const res = await client.post(`/api/features/${ideaId}/vote`);
  if (res.status !== 200) throw new Error(`vote failed: ${res.status}`);
}

export async function comment(client: Client, ideaId: number, content: string) {
  const res = await client.post(`/api/features/${ideaId}/comments`, { content });
  if (res.status !== 201) throw new Error(`comment failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/**
 * Resolves once the outbox has nothing left to send (every row sent or failed). E-mails held for
 * a status change's undo window are made due first: these tests are about who gets what, and
 * undo-changes.test.ts is about the window.
 */
export async function outboxSettled(sayso: TestSayso, timeoutMs = 10_000): Promise<void> {
  await releaseHeld(sayso);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const pending = await sayso.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.status, 'pending'));
    if (pending.length === 0) return;
    if (Date.now() > deadline) throw new Error(`${pending.length} e-mails still pending`);
    sayso.deps.outbox.wake();
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Makes the e-mails held for an undo window due now, as if it had passed, and wakes the worker. */
export async function releaseHeld(sayso: TestSayso): Promise<void> {
  await sayso.db
    .update(outbox)
    .set({ nextAttemptAt: new Date().toISOString() })
    .where(and(eq(outbox.status, 'pending'), isNotNull(outbox.undoToken)));
  sayso.deps.outbox.wake();
}

/** Rows that did not go out (failed for good): none expected. */
export async function failedRows(sayso: TestSayso) {
  return sayso.db.select().from(outbox).where(ne(outbox.status, 'sent'));
}

/** Who received the messages whose subject contains `text`, sorted. */
export function recipientsOf(smtp: TestSmtp, text: string): string[] {
  return smtp.messages
    .filter((mail: ParsedMail) => mail.subject?.includes(text))
    .map(recipient)
    .sort();
}
