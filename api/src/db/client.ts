/** Opens the one SQLite file, sets the pragmas Sayso relies on and applies migrations. */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
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

/**
 * DATA_DIR holds every account's data and the session secret: only Sayso's user may read it.
 * Modes are set on existing installs too, not only on new ones.
 */
export function privateFolder(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}

/** Creates (or tightens) the database file 0600 before SQLite opens it. */
function privateDatabaseFile(file: string): void {
  closeSync(openSync(file, 'a', 0o600));
  // SQLite gives the -wal and -shm it creates the database file's mode; older ones are tightened here.
  for (const name of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(name)) chmodSync(name, 0o600);
}

export function openDatabase(dataDir: string): Db {
  privateFolder(dataDir);
  privateDatabaseFile(databasePath(dataDir));
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
