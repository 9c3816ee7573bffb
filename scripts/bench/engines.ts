/**
 * The database a bench run measures: the SQLite file in a fresh DATA_DIR (the default), or a
 * throw-away PostgreSQL server (`--engine=postgres`), seeded alike, and the environment that
 * makes the production server use it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Engine, openEngine } from '../../api/src/db/engine';
import { companies } from '../../api/src/db/schema';
import { foldInsightDeltas } from '../../api/src/domains/rollups/fold';
import { type PostgresCluster, startPostgres } from '../../api/test/postgres-cluster';
import { seedBoard } from './seed-board';

export type EngineKind = 'sqlite' | 'postgres';

export interface BenchDatabase {
  kind: EngineKind;
  dataDir: string;
  /** What the server's environment needs to run on this database. */
  env: Record<string, string>;
  /** Stops the PostgreSQL server (if any) and deletes the data folder. */
  close(): Promise<void>;
  /** PostgreSQL: transactions rolled back so far (serialization failures retried, mostly). */
  rollbacks?: () => Promise<number>;
}

/** `--engine=sqlite|postgres|both` from the command line; SQLite when absent. */
export function enginesFromArgs(args: string[]): EngineKind[] {
  const value = args.find((arg) => arg.startsWith('--engine='))?.slice('--engine='.length) ?? 'sqlite';
  if (value === 'both') return ['sqlite', 'postgres'];
  if (value === 'sqlite' || value === 'postgres') return [value];
  throw new Error(`--engine must be sqlite, postgres or both, not ${value}`);
}

/** A fresh, seeded database of `kind`: boards of 100 and 10,000 ideas, and a second 10,000. */
export function prepareDatabase(kind: EngineKind): Promise<BenchDatabase> {
  return prepareSeeded(kind, async (engine) => {
    await seedBoard(engine, 'small', 100, 1_000);
    await seedBoard(engine, 'large', 10_000, 100_000);
    // A second large company: the database holds 20,100 ideas, as in the search target.
    await seedBoard(engine, 'other', 10_000, 10_000);
  });
}

/** A fresh database of `kind` with the small board alone: the vote bench's (votes.ts). */
export function prepareVoteBoard(kind: EngineKind): Promise<BenchDatabase> {
  return prepareSeeded(kind, (engine) => seedBoard(engine, 'small', 100, 1_000));
}

async function prepareSeeded(
  kind: EngineKind,
  seed: (engine: Engine) => Promise<void>,
): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sayso-bench-'));
  let cluster: PostgresCluster | undefined;
  const close = async () => {
    await cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    let env: Record<string, string> = { DATA_DIR: dataDir };
    if (kind === 'postgres') {
      cluster = await startPostgres();
      // Replicas share sessions through JWT_SECRET, which DATABASE_URL therefore requires.
      env = { ...env, DATABASE_URL: cluster.url, JWT_SECRET: 'bench-secret-'.padEnd(40, 'x') };
    }
    const database = cluster ? { url: cluster.url, poolSize: 1 } : undefined;
    const engine = await openEngine({ dataDir, database });
    try {
      await seed(engine);
      // The rollups' one-time fold of a bulk load (domains/rollups), done before measuring as the
      // first Insights or stats read after an import would: the loads measure the steady state.
      for (const company of await engine.db.select({ id: companies.id }).from(companies)) {
        await foldInsightDeltas(engine.db, company.id);
      }
    } finally {
      await engine.close();
    }
    // What autovacuum does within a minute of a bulk load: without it the first loads would
    // measure plans made without statistics, and the vacuum itself running beside them.
    if (!cluster) return { kind, dataDir, env, close };
    await runSql(cluster.url, 'vacuum analyze');
    const url = cluster.url;
    const rollbacks = async () =>
      Number(
        await runSql(url, 'select xact_rollback from pg_stat_database where datname = current_database()'),
      );
    return { kind, dataDir, env, close, rollbacks };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Runs one statement on its own connection; answers the first column of the first row. */
export async function runSql(url: string, text: string): Promise<unknown> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query({ text, rowMode: 'array' });
    return (rows[0] as unknown[] | undefined)?.[0];
  } finally {
    await client.end();
  }
}
