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

const child = spawn('npm', ['start'], {
  cwd: root,
  stdio: 'inherit',
  detached: true,
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    RATE_LIMITS: 'off',
  },
});
const stop = () => {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {}
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('exit', stop);
child.on('exit', (code) => process.exit(code ?? 0));
