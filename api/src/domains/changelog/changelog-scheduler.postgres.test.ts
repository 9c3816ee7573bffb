/**
 * The changelog's scheduler across replicas (issue 29): two app instances on one PostgreSQL
 * database race the same due entries, and each is published once, its ideas' history written
 * once. PostgreSQL only: the SQLite project leaves out *.postgres.test.ts (api/vitest.config.ts);
 * changelog-publishing.test.ts covers one process on both engines.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCompany, insertIdea, insertUser, useSayso } from '../../../test/helpers';
import { testDatabase } from '../../../test/test-database';
import { changelogEntries, changelogEntryIdeas, ideaActivity } from '../../db/schema';
import { loadConfig } from '../../env';
import { createSayso, type Sayso } from '../../server';
import { publishDueEntries } from './publishing';

const sayso = useSayso();
let replica: Sayso;

beforeAll(async () => {
  const { dataDir } = sayso();
  const database = await testDatabase(dataDir);
  const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false', RATE_LIMITS: 'off', ...database.env });
  replica = await createSayso(config, () => {});
});
afterAll(async () => {
  await replica.stop();
  await replica.engine.close();
});

describe('scheduled entries on two replicas', () => {
  it('publishes each due entry once, with its ideas’ activity once', async () => {
    const company = await insertCompany(sayso(), await insertUser(sayso(), 'Owner'));
    const due = new Date(Date.now() - 1000).toISOString();
    const entryIds: number[] = [];
    const ideaIds: number[] = [];
    for (let i = 0; i < 6; i++) {
      const idea = await insertIdea(sayso(), company.id);
      const [entry] = await sayso()
        .db.insert(changelogEntries)
        .values({
          companyId: company.id,
          slug: `due-${i}`,
          title: `Due ${i}`,
          state: 'scheduled',
          publishAt: due,
        })
        .returning();
      if (!entry) throw new Error('no entry');
      await sayso()
        .db.insert(changelogEntryIdeas)
        .values({ companyId: company.id, entryId: entry.id, ideaId: idea.id });
      entryIds.push(entry.id);
      ideaIds.push(idea.id);
    }
    const now = new Date();
    const links = { publicUrl: 'http://localhost', key: sayso().deps.unsubscribeKey };
    const published = await Promise.all([
      publishDueEntries(sayso().db, links, now),
      publishDueEntries(replica.db, links, now),
      sayso().changelog.tick(),
      replica.changelog.tick(),
      publishDueEntries(replica.db, links, now),
    ]);
    expect(published.reduce((sum, n) => sum + n, 0)).toBe(entryIds.length);

    const rows = await replica.db
      .select()
      .from(changelogEntries)
      .where(inArray(changelogEntries.id, entryIds));
    expect(rows.every((row) => row.state === 'published' && row.publishedAt !== null)).toBe(true);
    for (const action of ['shipped', 'status_changed'] as const) {
      const activity = await replica.db
        .select({ ideaId: ideaActivity.ideaId })
        .from(ideaActivity)
        .where(and(inArray(ideaActivity.ideaId, ideaIds), eq(ideaActivity.action, action)));
      expect(activity.map((row) => row.ideaId).sort(), action).toEqual([...ideaIds].sort());
    }
  });
});
