/**
 * Migration 0023 (SQLite) / pg 0023 (PostgreSQL) on an existing database: built at the migration
 * before boards with companies, ideas and votes, then migrated. Ideas, votes and counts stay as
 * they were and every idea lands on its company's "Feature Requests" board (docs/decisions/024).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { drizzle as sqliteDrizzle } from 'drizzle-orm/better-sqlite3';
import { migrate as sqliteMigrate } from 'drizzle-orm/better-sqlite3/migrator';
import { drizzle as pgDrizzle } from 'drizzle-orm/node-postgres';
import { migrate as pgMigrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { onPostgres } from './test-database';

const folder = fileURLToPath(
  new URL(`../src/db/${onPostgres ? 'migrations-pg' : 'migrations'}`, import.meta.url),
);
const temp = mkdtempSync(path.join(tmpdir(), 'sayso-boards-migration-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** A copy of the migrations folder that stops before the boards migration. */
function migrationsBeforeBoards(): string {
  const before = path.join(temp, 'before');
  cpSync(folder, before, { recursive: true });
  const journalFile = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith('_boards'));
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  return before;
}

/** Runs SQL with `?` placeholders on the engine under test, answering rows. */
type Run = (text: string, values?: unknown[]) => Promise<Record<string, unknown>[]>;

const T = '2026-01-01T00:00:00.000Z';

/** Two companies with ideas and votes (one company without ideas), written as the old schema had them. */
async function seedOldDatabase(run: Run): Promise<void> {
  for (const [id, name] of [
    [1, 'owner1'],
    [2, 'owner2'],
    [3, 'owner3'],
  ] as const) {
    await run(
      'insert into users (id, name, email, username, password_hash, created_at) values (?, ?, ?, ?, ?, ?)',
      [id, name, `${name}@example.com`, name, 'x', T],
    );
  }
  for (const id of [1, 2, 3]) {
    await run('insert into companies (id, name, slug, owner_id, created_at) values (?, ?, ?, ?, ?)', [
      id,
      `Company ${id}`,
      `company-${id}`,
      id,
      T,
    ]);
  }
  for (const [id, companyId, votes] of [
    [1, 1, 2],
    [2, 1, 1],
    [3, 2, 0],
    [4, 2, 1],
  ] as const) {
    await run(
      `insert into features (id, company_id, title, description, category, votes, created_at, last_activity_at)
       values (?, ?, ?, ?, 'feature', ?, ?, ?)`,
      [id, companyId, `Idea ${id}`, `About ${id}`, votes, T, T],
    );
  }
  let vote = 1;
  for (const [ideaId, voters] of [
    [1, ['a', 'b']],
    [2, ['a']],
    [4, ['c']],
  ] as const) {
    for (const visitor of voters) {
      await run('insert into votes (id, feature_id, visitor_id, created_at) values (?, ?, ?, ?)', [
        vote++,
        ideaId,
        visitor,
        T,
      ]);
    }
  }
}

const ideasQuery =
  'select id, company_id, title, votes, comment_count, trending_score, status from features order by id';
const votesQuery = 'select id, feature_id, visitor_id from votes order by id';

/** Seeds the old schema, migrates, and checks what the issue asks of the migration. */
async function migrateAndCheck(run: Run, migrateTo: (folder: string) => Promise<void>): Promise<void> {
  await migrateTo(migrationsBeforeBoards());
  await seedOldDatabase(run);
  const ideasBefore = await run(ideasQuery);
  const votesBefore = await run(votesQuery);

  await migrateTo(folder);

  expect(await run(ideasQuery)).toEqual(ideasBefore);
  expect(await run(votesQuery)).toEqual(votesBefore);
  const boards = await run(
    'select id, company_id, name, slug, visibility, position from boards order by company_id',
  );
  expect(boards.map(({ id: _, ...board }) => board)).toEqual(
    [1, 2, 3].map((companyId) => ({
      company_id: companyId,
      name: 'Feature Requests',
      slug: 'feature-requests',
      visibility: 'public',
      position: 0,
    })),
  );
  const placed = await run(
    'select f.id, b.company_id as board_company, f.company_id from features f join boards b on b.id = f.board_id order by f.id',
  );
  expect(placed).toHaveLength(4);
  for (const row of placed) expect(row.board_company).toBe(row.company_id);

  // What the migration's triggers keep from now on: a new company has its board, a new idea lands on it.
  await run('insert into companies (id, name, slug, owner_id, created_at) values (4, ?, ?, 1, ?)', [
    'Company 4',
    'company-4',
    T,
  ]);
  await run(
    `insert into features (id, company_id, title, description, category, created_at) values (5, 4, 'New', 'New', 'feature', ?)`,
    [T],
  );
  const [fresh] = await run(
    'select b.slug, b.company_id from features f join boards b on b.id = f.board_id where f.id = 5',
  );
  expect(fresh).toEqual({ slug: 'feature-requests', company_id: 4 });
  // Null, or a board of another company, is refused.
  await expect(run('update features set board_id = null where id = 5')).rejects.toThrow(/board/);
  const otherBoard = boards.find((board) => board.company_id === 1)?.id;
  await expect(run('update features set board_id = ? where id = 5', [otherBoard])).rejects.toThrow(/board/);
}

/** The SQLite side: a file of its own, migrated by drizzle's better-sqlite3 migrator. */
async function onSqlite(): Promise<void> {
  const sqlite = new Database(path.join(temp, 'sayso.db'));
  sqlite.pragma('foreign_keys = ON');
  const run: Run = async (text, values = []) => {
    const statement = sqlite.prepare(text);
    if (statement.reader) return statement.all(...values) as Record<string, unknown>[];
    statement.run(...values);
    return [];
  };
  try {
    await migrateAndCheck(run, async (migrationsFolder) =>
      sqliteMigrate(sqliteDrizzle({ client: sqlite }), { migrationsFolder }),
    );
  } finally {
    sqlite.close();
  }
}

/** The PostgreSQL side: a database of its own on the suite's server. */
async function onPostgresServer(): Promise<void> {
  const name = `boards_migration_${process.pid}_${Date.now()}`;
  const server = new pg.Client({ connectionString: inject('postgresUrl') });
  await server.connect();
  await server.query(`create database ${name}`);
  const url = new URL(inject('postgresUrl'));
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const run: Run = async (text, values = []) => {
    let n = 0;
    return (
      await client.query(
        text.replace(/\?/g, () => `$${++n}`),
        values,
      )
    ).rows;
  };
  try {
    await migrateAndCheck(run, (migrationsFolder) => pgMigrate(pgDrizzle({ client }), { migrationsFolder }));
  } finally {
    await client.end();
    await server.query(`drop database if exists ${name} with (force)`);
    await server.end();
  }
}

describe('the boards migration on an existing database', () => {
  // Each project runs it on its own engine (api: SQLite, api-postgres: PostgreSQL).
  it('keeps ideas, votes and counts and puts every idea on its default board', () =>
    onPostgres ? onPostgresServer() : onSqlite());
});
