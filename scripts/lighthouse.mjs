#!/usr/bin/env node
// `npm run lighthouse`: builds and starts the production server on a fresh data folder, then
// runs Lighthouse (Debian's Chromium, headless) on / and /company/demo and prints the four
// category scores of each page. Not a test: it measures.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = 4320;
const base = `http://localhost:${port}`;
const pages = process.env.LIGHTHOUSE_PAGES?.split(',') ?? ['/', '/company/demo'];

const server = spawn('npm', ['start'], {
  cwd: root,
  detached: true,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: base,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'sayso-lighthouse-')),
    SEED_DEMO: 'true',
  },
});
await new Promise((resolve, reject) => {
  server.stdout.on('data', (chunk) => chunk.toString().includes('listening') && resolve());
  server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
});

const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  for (const page of pages) {
    const result = await lighthouse(`${base}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const scores = Object.values(result.lhr.categories).map(
      (c) => `${c.id}=${Math.round((c.score ?? 0) * 100)}`,
    );
    console.log(`lighthouse ${page}: ${scores.join(' ')}`);
    for (const category of Object.values(result.lhr.categories)) {
      if ((category.score ?? 0) >= 1) continue;
      const failing = category.auditRefs
        .map((ref) => result.lhr.audits[ref.id])
        .filter(
          (audit) => audit && audit.score !== null && audit.score < 0.9 && ref_weight(category, audit.id) > 0,
        )
        .map((audit) => audit.id);
      if (failing.length) console.log(`  ${category.id} below 100: ${failing.join(', ')}`);
      // LIGHTHOUSE_DETAILS=1 names the elements behind each failing audit.
      if (process.env.LIGHTHOUSE_DETAILS) {
        for (const id of failing) {
          const items = result.lhr.audits[id]?.details?.items ?? [];
          for (const item of items.slice(0, 5)) {
            const node = item.node ?? item.node?.node;
            console.log(
              `    ${id}: ${node?.snippet ?? node?.selector ?? JSON.stringify(item).slice(0, 160)}`,
            );
          }
        }
      }
    }
  }
} finally {
  await chrome.kill();
  process.kill(-server.pid, 'SIGTERM');
}

function ref_weight(category, id) {
  return category.auditRefs.find((ref) => ref.id === id)?.weight ?? 0;
}
