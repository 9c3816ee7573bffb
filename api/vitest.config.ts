import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // PostgreSQL's own machinery, run by the api-postgres project alone (vitest.postgres.config.ts).
    exclude: ['**/*.postgres.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
