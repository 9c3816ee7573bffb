import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests drive Debian's Chromium (Playwright's own browser download is not
 * reachable here) against the production build served by `npm start` on a fresh DATA_DIR
 * (see scripts/e2e-server.mjs).
 */
// E2E_PORT moves the whole run (the app, the fake Stripe and the host pages sit at fixed
// offsets from it), so two checkouts can run their suites side by side.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
process.env.E2E_PORT = String(E2E_PORT);

export default defineConfig({
  testMatch: ['portal/e2e/**/*.spec.ts', 'sdk/e2e/**/*.spec.ts'],
  outputDir: 'test-results/playwright',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    // Never reuse: a server left from older code would test the wrong thing.
    reuseExistingServer: false,
    timeout: 240_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
