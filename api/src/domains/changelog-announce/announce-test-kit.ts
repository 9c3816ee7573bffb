/**
 * For this folder's tests only: a published entry written straight to the database and its
 * announcement run in a transaction, as the changelog domain's publishing does, so the fan-out
 * is tested on its own (the publish routes are the changelog domain's, and tested there).
 */
import { randomUUID } from 'node:crypto';
import { changelogEntries, changelogEntryIdeas } from '../../db/schema';
import type { Sayso } from '../../server';
import { announcePublished } from './announce';

export interface TestEntry {
  id: number;
  slug: string;
  title: string;
  companyId: number;
}

/** Inserts a published entry of `companyId` linking `ideaIds`. */
export async function insertPublishedEntry(
  sayso: Pick<Sayso, 'db'>,
  companyId: number,
  ideaIds: number[],
  fields: { title?: string; body?: string; state?: 'draft' | 'published' } = {},
): Promise<TestEntry> {
  const suffix = randomUUID().slice(0, 8);
  const title = fields.title ?? `Shipped ${suffix}`;
  const [entry] = await sayso.db
    .insert(changelogEntries)
    .values({
      companyId,
      slug: `shipped-${suffix}`,
      title,
      body: fields.body ?? 'We **built** it.',
      state: fields.state ?? 'published',
      publishedAt: fields.state === 'draft' ? null : new Date().toISOString(),
    })
    .returning();
  if (!entry) throw new Error('entry not inserted');
  if (ideaIds.length > 0)
    await sayso.db
      .insert(changelogEntryIdeas)
      .values(ideaIds.map((ideaId) => ({ companyId, entryId: entry.id, ideaId })));
  return { id: entry.id, slug: entry.slug, title, companyId };
}

/** Runs announcePublished for `entry` in its own transaction, then wakes the outbox. */
export async function announce(sayso: Pick<Sayso, 'db' | 'deps'>, entry: TestEntry): Promise<void> {
  const links = { publicUrl: sayso.deps.config.publicUrl, key: sayso.deps.unsubscribeKey };
  await sayso.db.transaction((tx) =>
    announcePublished(tx, links, { entryId: entry.id, companyId: entry.companyId, now: new Date() }),
  );
  sayso.deps.outbox.wake();
}
