/** Opens the one SQLite file, sets the pragmas Sayso relies on and applies migrations. */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import * as schema from './schema';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };
/** The database or a transaction on it: what a query that may run inside either accepts. */
export type Queryable = BaseSQLiteDatabase<'sync', Database.RunResult, typeof schema>;

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export function databasePath(dataDir: string): string {
  return path.join(dataDir, 'sayso.db');
}

export function openDatabase(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true });
  const sqlite = new Database(databasePath(dataDir));
  // WAL: readers never block the writer; NORMAL sync is durable across process crashes in WAL.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = drizzle({ client: sqlite, schema });
  migrate(db, { migrationsFolder });
  return db as Db;
}
