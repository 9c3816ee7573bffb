/**
 * Copies a SQLite database (DATA_DIR/sayso.db) into an empty PostgreSQL one and proves the copy
 * row for row. The tables come from schema-pg.ts, so a column added to the schema is copied and
 * checked without touching this file. Run it with the server stopped: it reads one consistent
 * snapshot, and writes made after that snapshot would not be copied.
 */
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as pgSchema from '../db/schema-pg';

const migrationsFolder = fileURLToPath(new URL('../db/migrations-pg', import.meta.url));

/** Parents before children, so every foreign key finds its row. */
const TABLES: PgTable[] = [
  pgSchema.users,
  pgSchema.companies,
  pgSchema.boards,
  pgSchema.categories,
  pgSchema.ideas,
  pgSchema.tags,
  pgSchema.ideaTags,
  pgSchema.votes,
  pgSchema.comments,
  pgSchema.guestComments,
  pgSchema.uploads,
  pgSchema.stripeEvents,
  pgSchema.authTokens,
  pgSchema.sessions,
  pgSchema.outbox,
  pgSchema.retiredSlugs,
  pgSchema.rateLimits,
  pgSchema.companyMembers,
  pgSchema.teamInvites,
  pgSchema.ideaActivity,
  pgSchema.usageDaily,
  pgSchema.emailUnsubscribes,
  pgSchema.apiKeys,
  pgSchema.identifySecrets,
  pgSchema.identifiedUsers,
  pgSchema.webhookEndpoints,
  pgSchema.webhookDeliveries,
  pgSchema.ideaMerges,
  pgSchema.undoableChanges,
  pgSchema.voteRecords,
  pgSchema.inboxViews,
  pgSchema.changelogEntries,
  pgSchema.changelogEntryIdeas,
  pgSchema.changelogLabels,
  pgSchema.changelogSubscribers,
  pgSchema.changelogDeliveries,
];

/**
 * Not copied: the Insights rollups, which PostgreSQL's own triggers rebuild from the copied
 * ideas, votes and comments as they arrive (migrations-pg 0017); copying them too would count
 * every row twice.
 */
export const DERIVED_TABLES: PgTable[] = [
  pgSchema.insightDeltas,
  pgSchema.insightDays,
  pgSchema.insightPersonDays,
  pgSchema.insightPeople,
  pgSchema.insightPublicPeople,
  pgSchema.insightIdeaDays,
  pgSchema.insightIdeas,
  pgSchema.insightNewDays,
  pgSchema.insightCounts,
];

/**
 * Tables a trigger already filled from a parent copied before them: each company's default board
 * (migrations-pg 0022). They are emptied before the copy, which brings the boards as they are.
 */
const TRIGGER_FILLED = new Set(['boards']);

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table. */
const BATCH = 500;

interface TableShape {
  name: string;
  columns: { name: string; boolean: boolean }[];
  /** The primary key column: the copy and the check walk rows in its order. */
  key: { name: string; text: boolean };
  /** Has an identity column whose sequence must continue after the copied ids. */
  identity: boolean;
}

function shapeOf(table: PgTable): TableShape {
  const config = getTableConfig(table);
  const key = config.columns.find((column) => column.primary);
  if (!key) throw new Error(`${config.name} has no primary key`);
  return {
    name: config.name,
    columns: config.columns.map((column) => ({
      name: column.name,
      boolean: column.columnType === 'PgBoolean',
    })),
    key: { name: key.name, text: key.columnType === 'PgText' },
    identity: key.columnType === 'PgInteger',
  };
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** SQLite keeps booleans as 0/1; PostgreSQL wants true/false. Everything else passes as is. */
function toPostgres(shape: TableShape, row: Record<string, unknown>): unknown[] {
  return shape.columns.map(({ name, boolean }) => {
    const value = row[name];
    return boolean && value !== null && value !== undefined ? value === 1 || value === true : value;
  });
}

/** The form both engines' rows are compared in: booleans as 0/1, like SQLite stores them. */
function comparable(shape: TableShape, row: Record<string, unknown>): string {
  return JSON.stringify(
    shape.columns.map(({ name, boolean }) => {
      const value = row[name] ?? null;
      return boolean && typeof value === 'boolean' ? Number(value) : value;
    }),
  );
}

export interface CopyReport {
  /** Rows copied per table (SQL name). */
  tables: Record<string, number>;
}

/**
 * Applies the PostgreSQL migrations, refuses a target that already holds data, copies every
 * table in one transaction (all or nothing) and moves identity sequences past the copied ids.
 */
export async function copySqliteToPostgres(sqliteFile: string, postgresUrl: string): Promise<CopyReport> {
  const sqlite = new Database(sqliteFile, { readonly: true, fileMustExist: true });
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await migrate(drizzle({ client }), { migrationsFolder });
    const shapes = TABLES.map(shapeOf);
    for (const shape of shapes) {
      const { rows } = await client.query(`select exists (select 1 from ${quote(shape.name)}) as taken`);
      if (rows[0]?.taken) throw new Error(`The PostgreSQL database is not empty: ${shape.name} has rows`);
    }
    const report: CopyReport = { tables: {} };
    // One read transaction on SQLite: every table comes from the same snapshot.
    sqlite.exec('begin');
    await client.query('begin');
    try {
      for (const shape of shapes) report.tables[shape.name] = await copyTable(sqlite, client, shape);
      for (const shape of shapes.filter((s) => s.identity)) await continueIdentity(client, shape);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      sqlite.exec('commit');
    }
    return report;
  } finally {
    await client.end();
    sqlite.close();
  }
}

async function copyTable(sqlite: Database.Database, client: pg.Client, shape: TableShape): Promise<number> {
  const names = shape.columns.map((column) => quote(column.name)).join(', ');
  if (TRIGGER_FILLED.has(shape.name)) await client.query(`delete from ${quote(shape.name)}`);
  const rows = sqlite
    .prepare(`select ${names} from ${quote(shape.name)} order by ${quote(shape.key.name)}`)
    .iterate() as IterableIterator<Record<string, unknown>>;
  let batch: unknown[][] = [];
  let copied = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const width = shape.columns.length;
    const tuples = batch.map(
      (_, r) => `(${shape.columns.map((__, c) => `$${r * width + c + 1}`).join(', ')})`,
    );
    await client.query(
      `insert into ${quote(shape.name)} (${names}) values ${tuples.join(', ')}`,
      batch.flat(),
    );
    copied += batch.length;
    batch = [];
  };
  for (const row of rows) {
    batch.push(toPostgres(shape, row));
    if (batch.length === BATCH) await flush();
  }
  await flush();
  return copied;
}

/** Copied rows keep their ids, so the next id PostgreSQL hands out must come after them. */
async function continueIdentity(client: pg.Client, shape: TableShape): Promise<void> {
  const table = quote(shape.name);
  const key = quote(shape.key.name);
  await client.query(
    `select setval(pg_get_serial_sequence($1, $2), coalesce((select max(${key}) from ${table}), 0) + 1, false)`,
    [table, shape.key.name],
  );
}

export interface VerifyReport {
  /** Rows compared per table. */
  tables: Record<string, number>;
  /** One line per difference (at most 20 per table), empty when the copy is exact. */
  differences: string[];
}

/** Compares every row of every table on both engines, walking both in primary-key order. */
export async function verifyCopy(sqliteFile: string, postgresUrl: string): Promise<VerifyReport> {
  const sqlite = new Database(sqliteFile, { readonly: true, fileMustExist: true });
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  const report: VerifyReport = { tables: {}, differences: [] };
  try {
    sqlite.exec('begin');
    for (const shape of TABLES.map(shapeOf)) {
      report.tables[shape.name] = await compareTable(sqlite, client, shape, report.differences);
    }
    sqlite.exec('commit');
  } finally {
    await client.end();
    sqlite.close();
  }
  return report;
}

async function compareTable(
  sqlite: Database.Database,
  client: pg.Client,
  shape: TableShape,
  differences: string[],
): Promise<number> {
  const names = shape.columns.map((column) => quote(column.name)).join(', ');
  const key = quote(shape.key.name);
  // Text keys in byte order on both sides: SQLite's BINARY is PostgreSQL's "C".
  const order = shape.key.text ? `${key} collate "C"` : key;
  const source = sqlite
    .prepare(`select ${names} from ${quote(shape.name)} order by ${key}`)
    .iterate() as IterableIterator<Record<string, unknown>>;
  let compared = 0;
  let found = 0;
  let last: unknown = null;
  const note = (text: string) => {
    if (found++ < 20) differences.push(`${shape.name}: ${text}`);
  };
  for (;;) {
    const { rows } = await client.query(
      `select ${names} from ${quote(shape.name)} ${last === null ? '' : `where ${order} > $1`} order by ${order} limit ${BATCH}`,
      last === null ? [] : [last],
    );
    for (const target of rows as Record<string, unknown>[]) {
      const next = source.next();
      if (next.done) {
        note(`row ${String(target[shape.key.name])} exists only on PostgreSQL`);
        continue;
      }
      if (comparable(shape, next.value) !== comparable(shape, target)) {
        note(`row ${String(next.value[shape.key.name])} differs`);
      }
      compared++;
    }
    if (rows.length < BATCH) break;
    last = (rows.at(-1) as Record<string, unknown>)[shape.key.name];
  }
  for (let rest = source.next(); !rest.done; rest = source.next()) {
    note(`row ${String(rest.value[shape.key.name])} is missing on PostgreSQL`);
  }
  return compared;
}
