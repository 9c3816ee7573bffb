#!/usr/bin/env node
/**
 * Bundle budget: the first-load JavaScript of /company/{slug} must stay <= 150 KB gzip.
 * Sums the entry chunk named in portal/dist/index.html, the company route chunk, and every
 * chunk they import statically (from the Vite manifest), and fails if the dashboard chunk
 * is among them. Run after `npm run build -w portal`.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const COMPANY_ROUTE = 'src/app/routes/company.tsx';
const FORBIDDEN = ['src/app/routes/dashboard.tsx'];

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'portal', 'dist');
const fail = (message) => {
  console.error(`check-portal-budget: ${message}`);
  process.exit(1);
};

let manifest;
let html;
try {
  manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  html = readFileSync(join(dist, 'index.html'), 'utf8');
} catch {
  fail('portal/dist is missing or has no manifest; run `npm run build -w portal` first');
}

// The entry as index.html loads it; it must be the manifest's entry chunk.
const entrySrc = html.match(/<script[^>]*type="module"[^>]*src="\/?([^"]+)"/)?.[1];
const entryKey = Object.keys(manifest).find(
  (key) => manifest[key].isEntry && manifest[key].file === entrySrc,
);
if (!entryKey) fail(`index.html loads ${entrySrc ?? 'no module script'}, which is not the manifest entry`);
if (!manifest[COMPANY_ROUTE]) fail(`${COMPANY_ROUTE} is not a chunk of its own in the manifest`);

/** The chunk and everything it imports statically, by manifest key. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) closure(next, seen);
  return seen;
}

const keys = closure(COMPANY_ROUTE, closure(entryKey));
const files = [...new Set([...keys].map((key) => manifest[key].file))];
const rows = files.map((file) => ({
  file,
  gzip: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length,
}));
const total = rows.reduce((sum, row) => sum + row.gzip, 0);

for (const row of rows.sort((a, b) => b.gzip - a.gzip)) {
  console.log(`${(row.gzip / 1024).toFixed(2).padStart(8)} KB  ${row.file}`);
}
const kb = total / 1024;
console.log(`first-load JS of /company/{slug}: ${kb.toFixed(2)} KB gzip (budget ${BUDGET_KB} KB)`);

const leaked = FORBIDDEN.filter((key) => manifest[key] && files.includes(manifest[key].file));
if (leaked.length) fail(`the company page loads ${leaked.join(', ')}`);
if (kb > BUDGET_KB) fail(`over budget by ${(kb - BUDGET_KB).toFixed(2)} KB`);
