#!/usr/bin/env node
// `npm test`: every check CI runs, in the order that fails fastest.
// build → package checks → types → lint/format → unit and API tests → size budgets → end-to-end in Chromium.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = '/usr/bin/chromium';

const steps = [
  ['build the SDK, the portal and the API server', 'npm run build'],
  // publint --strict, arethetypeswrong on the packed tarball (offline), 'use client', docs' SRI.
  ['check the SDK package', 'npm run check:package -w sdk'],
  ['type-check every workspace', 'npx tsc -b'],
  ['lint and format check', 'npx biome check .'],
  // The API suite runs twice: on SQLite, and on a throw-away PostgreSQL server (api-postgres).
  ['unit, API (SQLite and PostgreSQL) and SDK tests', 'npx vitest run'],
  ['bundle size budgets', 'npm run size'],
  ['end-to-end tests in Chromium', 'npx playwright test'],
];

ensureChromium();
const started = Date.now();
for (const [name, command] of steps) {
  console.log(`\n▶ ${name}: ${command}`);
  try {
    execSync(command, { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  } catch {
    console.error(`\n✖ ${name} failed (${command})`);
    process.exit(1);
  }
}
console.log(`\n✔ all ${steps.length} steps passed in ${Math.round((Date.now() - started) / 1000)} s`);

/** Playwright cannot download its browser here; Debian's Chromium is the one we drive. */
function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(
      `Chromium is missing: install Debian's package (sudo apt-get install -y chromium), then run npm test again.`,
    );
    process.exit(1);
  }
  console.log('Installing Chromium from Debian packages (once)…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
}
