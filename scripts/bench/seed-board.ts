/**
 * Fills a fresh database with a board of N ideas and M votes through the engine, in multi-row
 * inserts of 500 rows: the same code seeds the SQLite file and PostgreSQL (one round trip per
 * 500 rows through pg, inside one transaction).
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { CATEGORIES, STATUSES } from '../../api/src/contract';
import type { Engine } from '../../api/src/db/engine';
import { companies, ideas as features, users, votes } from '../../api/src/db/schema';

/** Rows per insert statement: well under every engine's bound-parameter limit. */
const BATCH = 500;

export async function seedBoard(
  engine: Engine,
  slug: string,
  ideas: number,
  votesTotal: number,
): Promise<void> {
  await engine.transaction(async (tx) => {
    const [owner] = await tx
      .insert(users)
      .values({ name: `Owner ${slug}`, email: `${slug}@bench.local`, username: slug, passwordHash: 'x' })
      .returning();
    if (!owner) throw new Error('The bench owner was not stored');
    const [company] = await tx
      .insert(companies)
      .values({ name: `Bench ${slug}`, slug, ownerId: owner.id })
      .returning();
    if (!company) throw new Error('The bench company was not stored');
    const now = Date.now();
    const ids: number[] = [];
    for (let start = 0; start < ideas; start += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, ideas - start) }, (_, k) => {
        const i = start + k;
        return {
          companyId: company.id,
          title: `Idea number ${i} about ${CATEGORIES[i % 5]}`,
          description: `A realistic description of idea ${i}, long enough to look like what customers write on a board.`,
          status: STATUSES[i % 4] as (typeof STATUSES)[number],
          category: CATEGORIES[i % 5] as (typeof CATEGORIES)[number],
          createdAt: new Date(now - i * 60_000).toISOString(),
          // The triage inbox's maintained columns, shuffled so they do not follow creation order.
          lastActivityAt: new Date(now - ((i * 7_919) % ideas) * 60_000).toISOString(),
          newComments: i % 7 === 0,
        };
      });
      const inserted = await tx.insert(features).values(rows).returning({ id: features.id });
      ids.push(...inserted.map((row) => row.id));
    }
    const stamp = new Date(now).toISOString();
    for (let start = 0; start < votesTotal; start += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, votesTotal - start) }, () => ({
        // Skewed like real boards: a few ideas get most of the votes.
        ideaId: ids[Math.floor(ids.length * Math.random() ** 3)] as number,
        visitorId: randomUUID(),
        createdAt: stamp,
      }));
      await tx.insert(votes).values(rows);
    }
    await tx
      .update(features)
      .set({ votes: sql`(select count(*) from ${votes} where ${votes.ideaId} = ${features.id})` })
      .where(eq(features.companyId, company.id));
  });
}
