#!/usr/bin/env node
// `npm start`: build the SDK, the portal and the API server when their output is missing or
// older than their sources, then run the API (which serves both) in this same process.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const builds = [
  {
    workspace: 'sdk',
    output: 'sdk/dist/sayso.js',
    sources: ['sdk/src', 'sdk/vite.config.ts', 'sdk/vite.script.config.ts', 'sdk/vite.shared.ts'],
  },
  {
    workspace: 'portal',
    output: 'portal/dist/index.html',
    sources: [
      'portal/src',
      'portal/index.html',
      'portal/public',
      'portal/vite.config.ts',
      'api/src/contract',
      'sdk/dist/index.js',
    ],
  },
  {
    // Plain JavaScript, run without a TypeScript loader (scripts/build-api.mjs says why).
    command: 'node scripts/build-api.mjs',
    output: 'api/build/index.mjs',
    sources: ['api/src', 'scripts/build-api.mjs'],
  },
];

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(full).map((name) => newestMtime(path.join(entry, name))));
}

for (const { workspace, command, output, sources } of builds) {
  const built = existsSync(path.join(root, output)) ? statSync(path.join(root, output)).mtimeMs : 0;
  if (built >= Math.max(...sources.map(newestMtime))) continue;
  console.log(`Building ${workspace ?? 'the API server'}…`);
  execSync(command ?? `npm run build -w ${workspace}`, { cwd: root, stdio: 'inherit' });
}

await import(path.join(root, 'api/build/index.mjs'));
