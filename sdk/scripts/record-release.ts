/**
 * `node --import tsx scripts/record-release.ts` (a step of `npm run release`): keeps the
 * current dist/sayso.js and stub.js as the release of the version in package.json
 * (sdk/releases), and points docs/embedding.md's snippets at it with its SRI hash.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { recordRelease } from './releases';

const at = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const { version } = JSON.parse(readFileSync(at('../package.json'), 'utf8'));

try {
  const integrity = recordRelease({ distDir: at('../dist'), releasesDir: at('../releases'), version })[
    version
  ]?.['sayso.js'];
  const docs = at('../../docs/embedding.md');
  const before = readFileSync(docs, 'utf8');
  // Every snippet on the page names the newest release.
  let after = before.replace(
    /\/sdk\/\d+\.\d+\.\d+[^/"]*\/sayso\.js" integrity="sha384-[A-Za-z0-9+/=]+"/g,
    `/sdk/${version}/sayso.js" integrity="${integrity}"`,
  );
  // And the table of every release's hash gets its row, newest first, under its header.
  const row = `| ${version.padEnd(7)} | \`${integrity}\` |`;
  if (!after.includes(row))
    after = after.replace(/(\| Version \| `sayso\.js` integrity.*\n\|[-| ]+\|\n)/, `$1${row}\n`);
  writeFileSync(docs, after);
  console.log(`✔ @sayso/sdk ${version} recorded in sdk/releases: sayso.js ${integrity}`);
} catch (error) {
  console.error(`✖ ${(error as Error).message}`);
  process.exit(1);
}
