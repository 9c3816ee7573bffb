/**
 * The PostgreSQL engine (`DATABASE_URL`): a node-postgres pool behind drizzle's node-postgres
 * driver, for several stateless replicas on one database. Services are typed against the
 * SQLite database (`Db`); they use only what both drivers share (awaited builders, `returning`,
 * `onConflict…`, transactions), so the PostgreSQL database stands in for it through one cast
 * here. What a builder does differently per engine lives in this module and engine.ts.
 *
 * Transactions run SERIALIZABLE and are retried on a serialization failure or deadlock: SQLite
 * runs one transaction at a time, so a read-then-write there (a quota sum, then the insert) can
 * never interleave with another; SERIALIZABLE gives PostgreSQL the same guarantee. A counter
 * transaction (engine.ts `counterTransaction`) runs READ COMMITTED instead.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { type Db, type Engine, hasErrorCode, type Isolation, type ReadVersions, type Tx } from './engine';
import * as schema from './schema-pg';
import { currentScope, newScope, runCommitted, runInScope } from './transaction-scope';
import { VersionReader } from './version-reader';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations-pg');
/** Any fixed number: the advisory lock that lets one replica migrate while the others wait. */
const MIGRATION_LOCK = 7_240_513;
/** serialization_failure and deadlock_detected: the transaction may simply be run again. */
const RETRYABLE = ['40001', '40P01'];
const MAX_ATTEMPTS = 30;

type PgDb = NodePgDatabase<typeof schema>;

/**
 * bigint (counts, sums, read_versions counters) as numbers, like SQLite gives them. Sayso's
 * counters stay far below 2^53. Set on this pool's clients only, not on the pg module.
 */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8
      ? Number
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** The URL without its password, for log lines. */
function redacted(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** Runs the migrations under an advisory lock, so replicas starting together migrate once. */
async function migrateOnce(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate(drizzle({ client, schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** A short random pause that grows with each attempt, so retried transactions spread out. */
function backoff(attempt: number): Promise<void> {
  const ms = Math.random() * Math.min(2 ** attempt, 50);
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export async function openPostgresEngine(url: string, poolSize: number): Promise<Engine> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types });
  // An idle client that loses its connection must not take the process down; the pool replaces it.
  pool.on('error', (error) => console.error('PostgreSQL: idle connection lost:', error.message));
  try {
    await migrateOnce(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const pgDb: PgDb = drizzle({ client: pool, schema });
  // The one cast between engines: services see the SQLite-typed database (see the top comment).
  const db = pgDb as unknown as Db;
  const versions = new VersionReader(pool);
  /** This engine: the owner of its transactions' scopes (transaction-scope.ts). */
  const self = {};
  const begin = pgDb.transaction.bind(pgDb);

  const transaction = async <T>(
    work: (tx: Tx) => Promise<T>,
    isolation: Isolation = 'serializable',
  ): Promise<T> => {
    const open = currentScope(self)?.tx;
    if (open) return open.transaction(work);
    for (let attempt = 1; ; attempt++) {
      // A fresh scope per attempt: a rolled-back attempt's after-commit hooks are dropped.
      const scope = newScope(self);
      try {
        const result = await begin(
          (tx) => {
            scope.tx = tx as unknown as Tx;
            return runInScope(scope, () => work(scope.tx as Tx));
          },
          { isolationLevel: isolation },
        );
        runCommitted(scope);
        return result;
      } catch (error) {
        if (attempt >= MAX_ATTEMPTS || !hasErrorCode(error, RETRYABLE)) throw error;
        await backoff(attempt);
      }
    }
  };
  db.transaction = transaction as Db['transaction'];

  return {
    kind: 'postgres',
    db,
    transaction,
    location: redacted(url),
    readVersions: (scope: number): Promise<ReadVersions> => versions.read(scope),
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      await pool.end();
    },
  };
}
