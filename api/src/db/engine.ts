/**
 * The database engine boundary. Services and routes see only what this module exports: an
 * async drizzle database (`Db`), transactions that are safe under concurrent requests, and
 * the few operations whose SQL differs between engines. SQLite (sqlite-engine.ts) is the default;
 * PostgreSQL (postgres-engine.ts) runs when DATABASE_URL is set. Decision 007 says why.
 */
import { type ExtractTablesWithRelations, is, type SQL, sql } from 'drizzle-orm';
import type { BaseSQLiteDatabase, SQLiteTransaction } from 'drizzle-orm/sqlite-core';
import { SQLiteDialect } from 'drizzle-orm/sqlite-core';
import type { SqliteRemoteDatabase, SqliteRemoteResult } from 'drizzle-orm/sqlite-proxy';
import type { Config } from '../env';
import * as schema from './schema';
import type { SqliteBackgroundThread } from './sqlite-background-thread';
import { openSqliteEngine, sqliteMatchesSearch } from './sqlite-engine';

type Schema = typeof schema;

/** The database: every query is awaited, so the same code runs on either engine. */
export type Db = SqliteRemoteDatabase<Schema>;
/** An open transaction (what `transaction` hands its callback). */
export type Tx = SQLiteTransaction<'async', SqliteRemoteResult, Schema, ExtractTablesWithRelations<Schema>>;
/** The database or a transaction on it: what a query that may run inside either accepts. */
export type Queryable = BaseSQLiteDatabase<'async', SqliteRemoteResult, Schema>;

/** A scope's write counters, kept by the database (migration 0004) for the read cache. */
export interface ReadVersions {
  content: number;
  votes: number;
}

/**
 * How a PostgreSQL transaction is isolated (SQLite runs one transaction at a time either way).
 * SERIALIZABLE, the default, for whatever reads and then decides; READ COMMITTED for a counter
 * transaction (see `counterTransaction`).
 */
export type Isolation = 'serializable' | 'read committed';

export interface Engine {
  readonly kind: 'sqlite' | 'postgres';
  /** The database. Its `transaction` is this engine's `transaction`. */
  readonly db: Db;
  /**
   * Runs `work` in one transaction, committed when it resolves and rolled back when it throws.
   * Safe while other requests run: their statements never join it or see it half-done.
   * Called inside a transaction, it nests (a savepoint, at the outer one's isolation).
   */
  transaction<T>(work: (tx: Tx) => Promise<T>, isolation?: Isolation): Promise<T>;
  /** The write counters of a read-cache scope (0 and 0 before its first write). */
  readVersions(scope: number): Promise<ReadVersions>;
  /** Resolves when the database answers a trivial query (the readiness check). */
  ping(): Promise<void>;
  /** Where the data lives, for log lines (a file for SQLite). */
  readonly location: string;
  /** SQLite's one thread for the database's slow work: checkpoints, and the board search. */
  readonly background?: SqliteBackgroundThread;
  /** Waits for an open transaction, then closes the connection. */
  close(): Promise<void>;
}

/** The first row of a result, or undefined: `first(await db.select()…limit(1))`. */
export function first<T>(rows: readonly T[]): T | undefined {
  return rows[0];
}

/**
 * Runs `work` in one transaction whose writes are only inserts a unique index guards and atomic
 * increments (`n = n + 1`): on PostgreSQL at READ COMMITTED, where row locks order those exactly.
 * SERIALIZABLE would fail all but one of the concurrent transactions on a hot row (a popular
 * idea's vote count, its company's read_versions row) and retry them until some gave up.
 */
export function counterTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return (db.transaction as unknown as Engine['transaction'])(work, 'read committed');
}

/**
 * True when the driver's error, or one it caused, carries one of `codes`: drizzle wraps driver
 * errors in DrizzleQueryError, with the driver's error as the cause.
 */
export function hasErrorCode(error: unknown, codes: readonly string[]): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && codes.includes(code)) return true;
  }
  return false;
}

/** A UNIQUE constraint refused the row: someone else already holds the name, vote or e-mail. */
export function isUniqueViolation(error: unknown): boolean {
  // SQLite's constraint code, or PostgreSQL's unique_violation.
  return hasErrorCode(error, ['SQLITE_CONSTRAINT_UNIQUE', '23505']);
}

/** PostgreSQL refused text it cannot store (the NUL character): bad input, not a failure. */
export function isUnstorableText(error: unknown): boolean {
  return hasErrorCode(error, ['22021']);
}

/** Opens the configured engine: PostgreSQL at DATABASE_URL, else the SQLite file in DATA_DIR. */
export function openEngine(config: Pick<Config, 'dataDir' | 'database'>): Promise<Engine> {
  if (!config.database) return Promise.resolve(openSqliteEngine(config.dataDir));
  const { url, poolSize } = config.database;
  // Loaded only when asked for: the SQLite server and its search worker never load pg.
  return import('./postgres-engine').then(({ openPostgresEngine }) => openPostgresEngine(url, poolSize));
}

/** True when `db` (a database or transaction) speaks PostgreSQL: the one other engine. */
export function isPostgres(db: Queryable): boolean {
  return !is((db as unknown as { dialect: unknown }).dialect, SQLiteDialect);
}

interface PostgresDatabase {
  execute(query: SQL): Promise<{ rows: unknown[] }>;
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  /** The pool: only on the database itself, not on a transaction. */
  $client?: { query(query: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }> };
}

/**
 * Runs a statement written for PostgreSQL alone (what no builder of both engines says, such as a
 * data-modifying CTE) and answers its rows as objects. Only where `isPostgres(db)`. `name`, on
 * the database outside a transaction: a prepared statement, parsed and planned once per
 * connection instead of on every call (for statements on the hot path).
 */
export async function postgresRows<Row>(db: Queryable, query: SQL, name?: string): Promise<Row[]> {
  const postgres = db as unknown as PostgresDatabase;
  if (!name || !postgres.$client) return (await postgres.execute(query)).rows as Row[];
  const { sql: text, params } = postgres.dialect.sqlToQuery(query);
  return (await postgres.$client.query({ name, text, values: params })).rows as Row[];
}

/**
 * VACUUM of `table` on PostgreSQL, for a table a bulk delete just filled with dead rows. On a
 * connection of its own (VACUUM runs in no transaction); on SQLite or a transaction, nothing.
 */
export async function vacuumOnPostgres(db: Queryable, table: string): Promise<void> {
  const pool = (db as unknown as { $client?: { query(text: string): Promise<unknown> } }).$client;
  if (isPostgres(db) && pool) await pool.query(`vacuum ${table}`);
}

/**
 * A WHERE condition: the idea matches every one of the search terms (whole words, or prefixes
 * of words of two letters or more). No terms match nothing. SQLite: the FTS5 table
 * (sqlite-engine.ts). PostgreSQL: the stored tsvector `search` (migrations-pg 0001), with the
 * same case and accent folding; terms are letters and digits only (idea-search.ts).
 */
export function matchesSearch(db: Queryable, companyId: number, terms: string[]): SQL {
  if (terms.length === 0) return sql`1 = 0`;
  if (!isPostgres(db)) return sqliteMatchesSearch(companyId, terms);
  const query = terms.map((term) => (term.length === 1 ? term : `${term}:*`)).join(' & ');
  return sql`(${schema.ideas.companyId} = ${companyId} and "features"."search" @@ to_tsquery('sayso_search', ${query}))`;
}

/** A prepared query as services run it: all rows, or the first. */
export interface Prepared<Row> {
  all(values: Record<string, unknown>): Promise<Row[]>;
  get(values: Record<string, unknown>): Promise<Row | undefined>;
}

/**
 * The prepared query `build` made, runnable on either engine: SQLite's has `all` and `get`;
 * PostgreSQL's only `execute`, which answers all rows.
 */
export function portablePrepared<T extends object>(statement: T): T {
  if ('get' in statement) return statement;
  const { execute } = statement as unknown as {
    execute(values: Record<string, unknown>): Promise<unknown[]>;
  };
  const portable: Prepared<unknown> = {
    all: (values) => execute.call(statement, values),
    get: async (values) => (await execute.call(statement, values))[0],
  };
  return portable as unknown as T;
}
