#!/usr/bin/env node
// The server the end-to-end tests run against: `npm start` on a fresh temporary DATA_DIR,
// with the demo company seeded and rate limits off (tests sign up many users from one IP).
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.E2E_PORT ?? '4173';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sayso-e2e-'));

// A fake Stripe (api/test/fake-stripe.ts) for the billing tests: the real SDK talks to it, and
// its hosted checkout page sends signed webhooks back to this server.
const stripePort = process.env.E2E_STRIPE_PORT ?? String(Number(port) + 7938);
const fakeStripe = spawn(
  process.execPath,
  [
    '--import',
    'tsx',
    'api/test/fake-stripe.ts',
    '--port',
    stripePort,
    '--app-url',
    `http://127.0.0.1:${port}`,
  ],
  {
    cwd: root,
    stdio: 'inherit',
    // Not detached: it stays in this script's process group, so it goes down with it.
    env: { ...process.env, STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: 'whsec_test' },
  },
);

// E-mail goes to a real SMTP server that keeps every message in a folder named after the port
// (api/test/mailbox-server.ts); specs read it through portal/e2e/mailbox.ts.
const smtpPort = process.env.E2E_SMTP_PORT ?? String(Number(port) + 20);
const mailbox = spawn(
  process.execPath,
  [
    '--import',
    'tsx',
    'api/test/mailbox-server.ts',
    '--port',
    smtpPort,
    '--dir',
    path.join(os.tmpdir(), `sayso-e2e-mail-${port}`),
  ],
  { cwd: root, stdio: 'inherit' },
);

// Custom domains are on, their TXT lookups going to a DNS server that
// portal/e2e/custom-domain.spec.ts runs while it runs; other specs never verify a domain.
const dnsPort = process.env.E2E_DNS_PORT ?? String(Number(port) + 31);

// What `npm start` runs, without npm in between and not detached: Playwright's stop signal
// reaches the whole process group, so no server outlives the run.
const child = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    RATE_LIMITS: 'off',
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
    STRIPE_WEBHOOK_SECRET: 'whsec_test',
    STRIPE_PRICE_PRO: 'price_pro_test',
    STRIPE_PRICE_BUSINESS: 'price_business_test',
    STRIPE_API_BASE: `http://127.0.0.1:${stripePort}`,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    SUPPORT_EMAIL: 'support@sayso.test',
    CUSTOM_DOMAINS: 'on',
    DNS_SERVERS: `127.0.0.1:${dnsPort}`,
    // portal/e2e/webhooks.spec.ts delivers to a receiver on 127.0.0.1.
    WEBHOOKS_ALLOW_PRIVATE: 'on',
  },
});
const stop = () => {
  child.kill('SIGTERM');
  fakeStripe.kill('SIGTERM');
  mailbox.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('exit', stop);
child.on('exit', (code) => {
  stop();
  process.exit(code ?? 0);
});
