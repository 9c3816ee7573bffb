import { defineConfig } from 'vitest/config';

// One `vitest run` covers every workspace; each keeps its own environment and setup.
export default defineConfig({
  test: {
    projects: ['api', 'api/vitest.postgres.config.ts', 'portal', 'sdk'],
  },
});
