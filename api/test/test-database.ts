/**
 * Which engine the API tests run on. The `api` project runs them on SQLite (a fresh file per
 * app); the `api-postgres` project (vitest.postgres.config.ts) sets SAYSO_TEST_ENGINE=postgres,
 * and each app gets a fresh database on the real PostgreSQL server its global setup started,
 * copied from a migrated template (postgres-setup.ts), so no test sees another's rows.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

export const onPostgres = process.env.SAYSO_TEST_ENGINE === 'postgres';

/** The template every test database copies: migrated once by the global setup. */
export const TEMPLATE_DATABASE = 'sayso_template';
/** A fixed secret: replicas on one database share it (DATABASE_URL requires JWT_SECRET). */
const TEST_JWT_SECRET = 'test-secret-for-postgres-replicas-0123456789';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/** Runs one statement on the server's maintenance database. */
async function onServer(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('postgresUrl') });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  /** What to add to the app's environment: nothing on SQLite. */
  env: Record<string, string>;
  /** Drops the database (after the apps on it closed); nothing on SQLite. */
  drop(): Promise<void>;
}

const byDataDir = new Map<string, Promise<TestDatabase>>();

/**
 * The database of the app whose DATA_DIR is `dataDir`: on SQLite the file in that folder; on
 * PostgreSQL a new empty, migrated database, the same one for every app (a restart, a second
 * replica) started on that folder in this test file.
 */
export function testDatabase(dataDir: string): Promise<TestDatabase> {
  if (!onPostgres) return Promise.resolve({ env: {}, drop: async () => {} });
  let database = byDataDir.get(dataDir);
  if (!database) {
    database = createDatabase();
    byDataDir.set(dataDir, database);
  }
  return database;
}

async function createDatabase(): Promise<TestDatabase> {
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  await onServer(`create database ${name} template ${TEMPLATE_DATABASE}`);
  const url = new URL(inject('postgresUrl'));
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString(), JWT_SECRET: TEST_JWT_SECRET },
    drop: () => onServer(`drop database if exists ${name} with (force)`),
  };
}
