#!/usr/bin/env node
// Builds the API server into api/build/: its TypeScript bundled into plain ES modules (the
// server and the search worker's entry; packages stay in node_modules) and the migrations beside
// them, where the engines look for them. `npm start` and the Docker image run this build with
// plain Node: under Node 20 a TypeScript loader (tsx) runs its hooks on a thread of its own and
// keeps every transpiled module, about 40 MB of the server's memory (issue 25). Tests and
// `npm run dev` still run the sources through tsx.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const api = path.join(root, 'api');
// Beside api/src, one folder deep: paths the sources resolve from their own folder
// (the repository root from app.ts, ../.. ) hold for the bundle too.
const out = path.join(api, 'build');

rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: {
    index: path.join(api, 'src/index.ts'),
    'search-worker': path.join(api, 'src/domains/search/search-worker.ts'),
  },
  outdir: out,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Stack traces name the sources (run with --enable-source-maps to read them).
  sourcemap: 'linked',
  logLevel: 'warning',
});
for (const folder of ['migrations', 'migrations-pg']) {
  cpSync(path.join(api, 'src/db', folder), path.join(out, folder), { recursive: true });
}
