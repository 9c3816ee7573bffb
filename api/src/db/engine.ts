/**
 * The database engine boundary. Services and routes see only what this module exports: an
 * async drizzle database (`Db`), transactions that are safe under concurrent requests, and
 * the few operations whose SQL differs between engines. SQLite (sqlite-engine.ts) is the only
 * engine today; a PostgreSQL engine implements the same `Engine` interface.
 */
import { type ExtractTablesWithRelations, type SQL, sql } from 'drizzle-orm';
import type { BaseSQLiteDatabase, SQLiteTransaction } from 'drizzle-orm/sqlite-core';
import type { SqliteRemoteDatabase, SqliteRemoteResult } from 'drizzle-orm/sqlite-proxy';
import type * as schema from './schema';
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

export interface Engine {
  readonly kind: 'sqlite' | 'postgres';
  /** The database. Its `transaction` is this engine's `transaction`. */
  readonly db: Db;
  /**
   * Runs `work` in one transaction, committed when it resolves and rolled back when it throws.
   * Safe while other requests run: their statements never join it or see it half-done.
   * Called inside a transaction, it nests (a savepoint).
   */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  /** The write counters of a read-cache scope (0 and 0 before its first write). */
  readVersions(scope: number): Promise<ReadVersions>;
  /** Where the data lives, for log lines and the search worker (a file for SQLite). */
  readonly location: string;
  /** Waits for an open transaction, then closes the connection. */
  close(): Promise<void>;
}

/** The first row of a result, or undefined: `first(await db.select()…limit(1))`. */
export function first<T>(rows: readonly T[]): T | undefined {
  return rows[0];
}

/** A UNIQUE constraint refused the row: someone else already holds the name, vote or e-mail. */
export function isUniqueViolation(error: unknown): boolean {
  // drizzle wraps driver errors in DrizzleQueryError; the driver's error is the cause.
  for (let e = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    // SQLite's constraint code, or PostgreSQL's unique_violation.
    if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505') return true;
  }
  return false;
}

/** Opens the configured engine: today the SQLite file in DATA_DIR. */
export function openEngine(dataDir: string): Engine {
  return openSqliteEngine(dataDir);
}

/**
 * A WHERE condition: the idea matches every one of the search terms (whole words, or prefixes
 * of words of two letters or more). No terms match nothing. SQLite's FTS5 today; the
 * PostgreSQL engine adds its tsvector condition here.
 */
export function matchesSearch(companyId: number, terms: string[]): SQL {
  if (terms.length === 0) return sql`1 = 0`;
  return sqliteMatchesSearch(companyId, terms);
}
