import { defineProject } from 'vitest/config';

/**
 * The API suite again, on PostgreSQL: every test that runs the app through `openSayso` or a
 * server process (test-database.ts gives each app its own database on one real server).
 * Left out: tests of one engine's own machinery, and unit tests that open no database.
 */
export default defineProject({
  test: {
    name: 'api-postgres',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [
      // SQLite's own machinery: its file, modes, engine, crash safety and backup, start-up on a
      // data folder. (PostgreSQL's durability is the server's; its backup is pg_dump.)
      'test/reliability.test.ts',
      'src/db/sqlite-engine.test.ts',
      'src/db/sqlite-background-thread.test.ts',
      'test/data-dir-modes.test.ts',
      'test/start.test.ts',
      'test/engine-boundary.test.ts',
      'test/docker.test.ts',
      // These start their own PostgreSQL servers already.
      'test/postgres-schema.test.ts',
      'test/migrate-to-postgres.test.ts',
      'test/rate-limit-postgres.test.ts',
      'test/live-events-postgres.test.ts',
      'test/replicas.test.ts',
      'test/postgres-backup.test.ts',
      'test/version-reader.test.ts',
      // No database at all.
      'src/env.test.ts',
      'src/env-mail.test.ts',
      'src/lib/client-ip.test.ts',
      'src/lib/read-cache.test.ts',
      'src/http/account-routes.test.ts',
      'src/domains/live/live-events.test.ts',
    ],
    env: { SAYSO_TEST_ENGINE: 'postgres' },
    globalSetup: ['test/postgres-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
