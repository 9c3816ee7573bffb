/** Fills a fresh DATA_DIR with a board of N ideas and M votes, straight into SQLite (fast). */
import { randomUUID } from 'node:crypto';
import { CATEGORIES, STATUSES } from '../../api/src/contract';
import { openDatabase } from '../../api/src/db/client';
import { companies, users } from '../../api/src/db/schema';

export function seedBoard(dataDir: string, slug: string, ideas: number, votesTotal: number): void {
  const db = openDatabase(dataDir);
  const sqlite = db.$client;
  const owner = db
    .insert(users)
    .values({ name: `Owner ${slug}`, email: `${slug}@bench.local`, username: slug, passwordHash: 'x' })
    .returning()
    .get();
  const company = db
    .insert(companies)
    .values({ name: `Bench ${slug}`, slug, ownerId: owner.id })
    .returning()
    .get();
  const insertIdea = sqlite.prepare(
    `insert into features (company_id, title, description, status, category, votes, comment_count, created_at)
     values (?, ?, ?, ?, ?, 0, 0, ?)`,
  );
  const insertVote = sqlite.prepare(
    'insert into votes (feature_id, visitor_id, created_at) values (?, ?, ?)',
  );
  const bump = sqlite.prepare('update features set votes = votes + 1 where id = ?');
  const now = Date.now();
  sqlite.transaction(() => {
    const ids: number[] = [];
    for (let i = 0; i < ideas; i++) {
      const info = insertIdea.run(
        company.id,
        `Idea number ${i} about ${CATEGORIES[i % 5]}`,
        `A realistic description of idea ${i}, long enough to look like what customers write on a board.`,
        STATUSES[i % 4],
        CATEGORIES[i % 5],
        new Date(now - i * 60_000).toISOString(),
      );
      ids.push(Number(info.lastInsertRowid));
    }
    const stamp = new Date(now).toISOString();
    for (let v = 0; v < votesTotal; v++) {
      // Skewed like real boards: a few ideas get most of the votes.
      const id = ids[Math.floor(ids.length * Math.random() ** 3)] as number;
      insertVote.run(id, randomUUID(), stamp);
      bump.run(id);
    }
  })();
  sqlite.close();
}
