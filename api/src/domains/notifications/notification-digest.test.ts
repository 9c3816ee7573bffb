/**
 * The owners' daily digest on a real database and SMTP server: two app instances on one database
 * look at the same moment and one e-mail goes out; the next look that day sends nothing; an
 * owner with nothing new gets nothing; the next day brings the next digest.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSayso, ownerWithCompany, submitIdea, useSayso } from '../../../test/helpers';
import { outboxSettled, person, vote } from '../../../test/notify-helpers';
import { recipient, startSmtp, type TestSmtp } from '../../../test/smtp';
import { onPostgres, testDatabase } from '../../../test/test-database';
import { users } from '../../db/schema';
import { loadConfig } from '../../env';
import { createSayso, type Sayso } from '../../server';
import { sendDueDigests, utcDay } from './notification-digest';

let smtp: TestSmtp;
let b: Sayso;
beforeAll(async () => {
  smtp = await startSmtp();
});
const a = useSayso(() => openSayso({ SMTP_URL: smtp.url }));
beforeAll(async () => {
  // A second instance on the same database (and data folder, so the same secret): a replica.
  const database = await testDatabase(a().dataDir);
  const config = loadConfig({
    DATA_DIR: a().dataDir,
    SEED_DEMO: 'false',
    SMTP_URL: smtp.url,
    ...database.env,
  });
  b = await createSayso(config, () => {});
  // A's worker sends every message; B's would only race it for the same rows (and on SQLite
  // two connections in one process must not both write while the other waits).
  await b.deps.outbox.stop();
  // Let each instance's first look (at start) finish, so the looks below are the test's own.
  await both((app) => app.deps.digest.tick());
});
afterAll(async () => {
  await b.stop();
  await b.engine.close();
  await smtp.close();
});

/**
 * Both instances' looks: at the same moment on PostgreSQL; one after the other on SQLite, where
 * two connections in one process would wait on each other's lock (SQLite runs one process).
 */
async function both<T>(look: (sayso: Sayso) => Promise<T>): Promise<T[]> {
  if (onPostgres) return Promise.all([look(a()), look(b)]);
  return [await look(a()), await look(b)];
}

async function ownerWithDigest() {
  const owner = await ownerWithCompany(a());
  const me = (await owner.client.get('/api/auth/me')).body.user as { email: string };
  expect((await owner.client.patch('/api/account/notifications', { dailyDigest: true })).status).toBe(200);
  return { ...owner, email: me.email };
}

const digestsTo = (email: string) =>
  smtp.messages.filter((m) => recipient(m) === email && m.subject?.startsWith('Your Sayso digest'));

describe('daily digest', () => {
  it('goes out once per owner per UTC day across two instances, with new ideas and top movers', async () => {
    const owner = await ownerWithDigest();
    const title = `Digest ${randomUUID().slice(0, 8)}`;
    const idea = await submitIdea(owner.client, owner.company.id, { title });
    for (const name of ['V1', 'V2']) await vote((await person(a(), name)).client, idea.id);

    const looks = await both((app) => app.deps.digest.tick());
    expect(looks.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await both((app) => app.deps.digest.tick())).toEqual([0, 0]);
    await outboxSettled(a());
    const [mail, ...more] = digestsTo(owner.email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('Your Sayso digest: 1 new idea');
    expect(mail?.text).toContain(`New ideas:\n- ${title}`);
    expect(mail?.text).toContain(`Top movers (votes gained):\n- ${title} (+2)`);
    expect(mail?.headerLines.some((h) => h.key === 'list-unsubscribe')).toBe(true);
    const [row] = await a().db.select().from(users).where(eq(users.email, owner.email));
    expect(row?.lastDigestOn).toBe(utcDay(new Date()));
  });

  it('sends nothing when nothing is new, and the next day’s digest the next day', async () => {
    const quiet = await ownerWithDigest();
    expect(await a().deps.digest.tick()).toBe(0);
    await outboxSettled(a());
    expect(digestsTo(quiet.email)).toHaveLength(0);

    const idea = await submitIdea(quiet.client, quiet.company.id, { title: 'Tomorrow news' });
    expect(idea.id).toBeGreaterThan(0);
    expect(await a().deps.digest.tick()).toBe(0); // today is taken
    const tomorrow = new Date(Date.now() + 24 * 3600_000 - 60_000);
    const links = { publicUrl: a().deps.config.publicUrl, key: a().deps.unsubscribeKey };
    const queued = await both((app) => sendDueDigests(app.db, links, tomorrow));
    expect(queued.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(1);
    a().deps.outbox.wake();
    await outboxSettled(a());
    expect(digestsTo(quiet.email)).toHaveLength(1);
  });
});
