/**
 * A big idea's fan-out: a status change of an idea with 5,000 signed-in voters queues 5,000
 * e-mails (one per address) in the change's transaction, and the PATCH stays quick. The time is
 * printed for docs/notifications.md; the bound only catches a fan-out gone quadratic.
 */
import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { openSayso, ownerWithCompany, submitIdea, useSayso } from '../../../test/helpers';
import { onPostgres } from '../../../test/test-database';
import { outbox, users, votes } from '../../db/schema';

const VOTERS = 5_000;
const sayso = useSayso(() => openSayso({ PUBLIC_URL: 'https://feedback.example.com' }));
beforeAll(async () => {
  // Nothing is sent here: the test counts the queued rows (and the worker would race the clock).
  await sayso().stop();
});

/** `n` voters straight in the database, in chunks, each with a vote on the idea. */
async function addVoters(ideaId: number, n: number) {
  for (let at = 0; at < n; at += 500) {
    const people = Array.from({ length: Math.min(500, n - at) }, (_, i) => ({
      name: `Voter ${at + i}`,
      email: `fan-${at + i}@example.com`,
      username: `fan-${at + i}`,
      passwordHash: 'not-a-hash',
    }));
    const rows = await sayso().db.insert(users).values(people).returning({ id: users.id });
    await sayso()
      .db.insert(votes)
      .values(rows.map((row) => ({ ideaId: ideaId, userId: row.id })));
  }
}

describe('fan-out', () => {
  it(`queues ${VOTERS} e-mails with the status change, quickly`, async () => {
    const owner = await ownerWithCompany(sayso());
    const idea = await submitIdea(owner.client, owner.company.id, { title: 'Very popular' });
    await addVoters(idea.id, VOTERS);

    const started = performance.now();
    const res = await owner.client.patch(`/api/features/${idea.id}`, { status: 'planned' });
    const ms = Math.round(performance.now() - started);
    expect(res.status).toBe(200);
    console.info(
      `fan-out (${onPostgres ? 'postgres' : 'sqlite'}): PATCH with ${VOTERS} followers took ${ms} ms`,
    );

    const [queued] = await sayso()
      .db.select({ rows: count(), addresses: sql`count(distinct ${outbox.toAddress})`.mapWith(Number) })
      .from(outbox)
      .where(eq(outbox.subject, '"Very popular" is now Planned'));
    expect(queued).toEqual({ rows: VOTERS, addresses: VOTERS });
    expect(ms).toBeLessThan(10_000);
  });
});
