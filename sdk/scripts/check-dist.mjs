#!/usr/bin/env node
// Checks on the built package that no linter makes (run by `npm run check:package`):
// the React entry keeps its 'use client' directive, and the docs paste the script URL and SRI
// hash of this very build, so a copied snippet loads instead of being refused by the browser.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

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
const integrity = `sha384-${createHash('sha384').update(read('../dist/sayso.js')).digest('base64')}`;
const docs = read('../../docs/embedding.md').toString('utf8');
const tag = `/sdk/${version}/sayso.js" integrity="${integrity}" crossorigin="anonymous"`;
if (!docs.includes(tag)) failures.push(`docs/embedding.md lacks the current script tag: ${tag}`);

if (failures.length) {
  console.error(failures.map((failure) => `✖ ${failure}`).join('\n'));
  console.error('A changed sayso.js needs a new version (changeset) and the new hash in the docs.');
  process.exit(1);
}
console.log(`✔ 'use client' kept; docs carry sayso.js ${version} ${integrity}`);
