/**
 * The SQLite engine: one better-sqlite3 connection behind drizzle's sqlite-proxy driver, so
 * services await every query as they will on PostgreSQL. better-sqlite3 is synchronous and the
 * connection is shared, so transactions are serialized here: while one is open, statements from
 * any other async context wait until it ends, and statements from its own context run at once.
 * So work inside a transaction awaits only its own queries and non-database work: waiting on
 * another request's database work would wait for this very transaction.
 */
import { chmodSync, closeSync, existsSync, openSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { sql } from 'drizzle-orm';
import { drizzle as syncDrizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { drizzle } from 'drizzle-orm/sqlite-proxy';
import { databasePath, privateFolder } from './data-dir';
import type { Db, Engine, ReadVersions, Tx } from './engine';
import * as schema from './schema';
import { BACKSTOP_PAGES, SqliteBackgroundThread } from './sqlite-background-thread';
import { currentScope, newScope, runCommitted, runInScope, type TransactionScope } from './transaction-scope';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/**
 * What the prepared statements kept per connection may cost, by their estimated memory: SQLite's
 * compiled program takes about 20-25 bytes per character of SQL (6-27 KB for the app's statements
 * of 300-1,100 characters, issue 25). 4 MB holds every query the bench's loads build 30 times over;
 * a count (500) let a connection's statements reach 10 MB when they were long ones.
 */
export const MAX_STATEMENT_BYTES = 4 * 1024 * 1024;
const BYTES_PER_SQL_CHAR = 24;

type Method = 'run' | 'all' | 'values' | 'get';

/** Creates (or tightens) the database file 0600 before SQLite opens it. */
function privateDatabaseFile(file: string): void {
  closeSync(openSync(file, 'a', 0o600));
  // SQLite gives the -wal and -shm it creates the database file's mode; older ones are tightened here.
  for (const name of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(name)) chmodSync(name, 0o600);
}

/**
 * Runs drizzle's statements on the connection, as sqlite-proxy expects: rows as arrays of
 * values ('get': one such array or undefined). Statements are prepared once per SQL text.
 */
export function statementRunner(sqlite: Database.Database) {
  const statements = new Map<string, Database.Statement>();
  let bytes = 0;
  const prepare = (text: string): Database.Statement => {
    let statement = statements.get(text);
    if (!statement) {
      statement = sqlite.prepare(text);
      if (statement.reader) statement.raw(true);
      bytes += text.length * BYTES_PER_SQL_CHAR;
      // Oldest first (a Map keeps insertion order) until the new one fits.
      for (const oldest of statements.keys()) {
        if (bytes <= MAX_STATEMENT_BYTES) break;
        statements.delete(oldest);
        bytes -= oldest.length * BYTES_PER_SQL_CHAR;
      }
      statements.set(text, statement);
    }
    return statement;
  };
  return (text: string, params: unknown[], method: Method): { rows: unknown[] } => {
    const statement = prepare(text);
    if (method === 'run' || !statement.reader) {
      statement.run(params);
      return { rows: [] };
    }
    if (method === 'get') return { rows: statement.get(params) as unknown[] };
    return { rows: statement.all(params) };
  };
}

/**
 * The serving connection's page cache, in KiB (SQLite's negative cache_size): a quarter of
 * better-sqlite3's 16 MB. The operating system keeps the file's pages cached anyway; on the
 * bench's 20,100 ideas, an uncached page of 20 and a similar-idea lookup cost the same CPU with
 * 4 MB as with 16 (2 MB: a page of 20 about 10 % more), and the server 12 MB less memory (issue 25).
 */
export const MAIN_CACHE_KIB = -4000;

/** The search reader's page cache, in KiB (SQLite's negative cache_size). */
export const READER_CACHE_KIB = -8000;

/** A read-only drizzle database on its own connection (the search worker's). */
export function openSqliteReader(file: string): Db {
  const sqlite = new Database(file, { readonly: true, fileMustExist: true });
  sqlite.pragma('busy_timeout = 5000');
  // Half of better-sqlite3's 16 MB page cache: as fast for the worst searches on 20,000 ideas
  // (the pages they touch fit), 8 MB less resident memory for the worker (issue 25).
  sqlite.pragma(`cache_size = ${READER_CACHE_KIB}`);
  const run = statementRunner(sqlite);
  return drizzle(async (text, params, method) => run(text, params, method), { schema });
}

/** The most pages better-sqlite3 copies per backup step: the whole database. */
const ALL_PAGES = 0x7fffffff;

/**
 * Copies a consistent snapshot of the database file with SQLite's backup API (the server may
 * keep writing meanwhile), makes it private and checks its integrity.
 */
export async function snapshotSqlite(sourceFile: string, targetFile: string): Promise<void> {
  const source = new Database(sourceFile, { readonly: true, fileMustExist: true });
  try {
    // All pages in one step, one read of one WAL snapshot. Stepped copies (100 pages by default)
    // restart whenever another connection writes in between, so a busy server's backup of any
    // database over 100 pages never finished. (The first step copies nothing and asks for a rate.)
    await source.backup(targetFile, { progress: () => ALL_PAGES });
  } finally {
    source.close();
  }
  chmodSync(targetFile, 0o600);
  const check = new Database(targetFile, { readonly: true });
  try {
    const result = check.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new Error(`The backup failed its integrity check: ${String(result)}`);
  } finally {
    check.close();
  }
}

export function openSqliteEngine(dataDir: string): Engine {
  privateFolder(dataDir);
  const file = databasePath(dataDir);
  privateDatabaseFile(file);
  const sqlite = new Database(file);
  // WAL: readers never block the writer; NORMAL sync is durable across process crashes in WAL.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma(`cache_size = ${MAIN_CACHE_KIB}`);
  migrate(syncDrizzle({ client: sqlite }), { migrationsFolder });

  const run = statementRunner(sqlite);
  const background = new SqliteBackgroundThread(file, () =>
    sqlite.pragma(`wal_autocheckpoint = ${BACKSTOP_PAGES}`),
  );
  /** This engine: the owner of its transactions' scopes (transaction-scope.ts). */
  const self = {};
  /** The open transaction, if any, and a promise that resolves when it ends. */
  let open: TransactionScope | undefined;
  let ended: Promise<void> = Promise.resolve();
  /** Resolves when the last transaction asked for has ended: the queue of writers. */
  let tail: Promise<void> = Promise.resolve();

  /** Resolves once no other context's transaction is open: then a statement may run. */
  const turn = async () => {
    while (open && currentScope(self) !== open) await ended;
  };
  const exec = async (text: string, params: unknown[], method: Method) => {
    await turn();
    return run(text, params, method);
  };
  const db = drizzle(exec, { schema });
  const begin = db.transaction.bind(db);

  const transaction = async <T>(work: (tx: Tx) => Promise<T>): Promise<T> => {
    const current = currentScope(self);
    if (current && current === open && current.tx) return current.tx.transaction(work);
    let end = () => {};
    const scopeEnded = new Promise<void>((resolve) => (end = resolve));
    const scope = newScope(self);
    const previous = tail;
    tail = scopeEnded;
    await previous;
    open = scope;
    ended = scopeEnded;
    let result: T;
    try {
      // IMMEDIATE takes the write lock at once, so a transaction never fails upgrading later.
      result = await runInScope(scope, () =>
        begin(
          (tx) => {
            scope.tx = tx;
            return work(tx);
          },
          { behavior: 'immediate' },
        ),
      );
    } finally {
      open = undefined;
      end();
    }
    background.committed();
    runCommitted(scope);
    return result;
  };
  // Every caller of db.transaction goes through the queue above.
  db.transaction = transaction as Db['transaction'];

  // The read cache asks on every public read: one plain prepared statement, no query builder.
  const versions = sqlite.prepare<[number], ReadVersions>(
    'select content, votes from read_versions where company_id = ?',
  );

  return {
    kind: 'sqlite',
    db,
    transaction,
    location: file,
    background,
    async readVersions(scope: number): Promise<ReadVersions> {
      await turn();
      return versions.get(scope) ?? { content: 0, votes: 0 };
    },
    async ping() {
      await turn();
      sqlite.prepare('select 1').get();
    },
    async close() {
      await tail;
      await background.stop();
      sqlite.close();
    },
  };
}

/** The FTS5 MATCH expression for the company's ideas holding every term (or a prefix of it). */
export function ftsMatchExpression(companyId: number, terms: string[]): string {
  const phrases = terms.map((term) => (term.length === 1 ? `"${term}"` : `"${term}"*`));
  return `company : "c${companyId}" AND {title description} : (${phrases.join(' AND ')})`;
}

/** SQLite's board search: the FTS5 index (migration 0004) limited to the company's token. */
export function sqliteMatchesSearch(companyId: number, terms: string[]) {
  return sql`${schema.ideas.id} in (select rowid from features_fts where features_fts match ${ftsMatchExpression(companyId, terms)})`;
}
