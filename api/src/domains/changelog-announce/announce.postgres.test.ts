/**
 * The fan-out on PostgreSQL with two announcements of one entry at once (two replicas, or a
 * retry racing the first): the unique (entry, address) index makes the later insert wait for
 * the earlier transaction and skip its rows, so each person gets the e-mail once. PostgreSQL
 * only: the SQLite project leaves out *.postgres.test.ts (api/vitest.config.ts).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSayso, useSayso } from '../../../test/helpers';
import { followedIdea, outboxSettled, recipientsOf } from '../../../test/notify-helpers';
import { startSmtp, type TestSmtp } from '../../../test/smtp';
import { changelogDeliveries, changelogSubscribers } from '../../db/schema';
import { announce, insertPublishedEntry } from './announce-test-kit';

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
const sayso = useSayso(() => openSayso({ SMTP_URL: smtp.url }));
afterAll(async () => {
  await smtp.close();
});

describe('announcePublished on PostgreSQL', () => {
  it('e-mails each person once when two announcements of one entry run at once', async () => {
    const scene = await followedIdea(sayso());
    const companyId = scene.owner.company.id;
    await sayso().db.insert(changelogSubscribers).values({
      companyId,
      email: 'fan@example.com',
      token: 'pg-fan',
      confirmedAt: new Date().toISOString(),
    });
    const entry = await insertPublishedEntry(sayso(), companyId, [scene.idea.id]);
    await Promise.all([announce(sayso(), entry), announce(sayso(), entry), announce(sayso(), entry)]);
    await outboxSettled(sayso());
    const expected = [
      'fan@example.com',
      scene.submitter.email,
      scene.voter.email,
      scene.commenter.email,
    ].sort();
    expect(recipientsOf(smtp, entry.title)).toEqual(expected);
    const rows = await sayso()
      .db.select()
      .from(changelogDeliveries)
      .where(eq(changelogDeliveries.entryId, entry.id));
    expect(rows).toHaveLength(expected.length);
  });
});
