#!/usr/bin/env node
// Checks on the built package that no linter makes (run by `npm run check:package`, with
// tsx for releases.ts): the React entry keeps its 'use client' directive; sayso.js is the
// released build of the version in package.json (a changed file cannot keep a released
// version); and the docs paste that release's URL and SRI hash, so a copied snippet loads
// instead of being refused by the browser.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { checkRelease, integrityOf } from './releases.ts';

const read = (file) => {
  try {
    return readFileSync(new URL(file, import.meta.url));
  } catch {
    console.error(`✖ ${file.replace(/^(\.\.\/)+/, '')} is missing: run \`npm run build -w sdk\` first.`);
    process.exit(1);
  }
};
const failures = [];

const react = read('../dist/react.js').toString('utf8');
if (!/^['"]use client['"];/.test(react)) failures.push("dist/react.js does not start with 'use client'");

const { version } = JSON.parse(read('../package.json').toString('utf8'));
const at = (file) => fileURLToPath(new URL(file, import.meta.url));
failures.push(...checkRelease({ distDir: at('../dist'), releasesDir: at('../releases'), version }));
const integrity = integrityOf(read('../dist/sayso.js'));
const docs = read('../../docs/embedding.md').toString('utf8');
const tag = `/sdk/${version}/sayso.js" integrity="${integrity}" crossorigin="anonymous"`;
if (!docs.includes(tag)) failures.push(`docs/embedding.md lacks the current script tag: ${tag}`);

if (failures.length) {
  console.error(failures.map((failure) => `✖ ${failure}`).join('\n'));
  console.error('Releasing (changeset version, build, record, check, publish): docs/releasing.md.');
  process.exit(1);
}
console.log(`✔ 'use client' kept; docs carry sayso.js ${version} ${integrity}`);
