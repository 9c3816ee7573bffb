#!/usr/bin/env node
// `npm run release`: the one way @sayso/sdk is released (docs/releasing.md).
// changesets version → build → record the release bytes → build again → check:package → publish.
// The script-tag build of each version is kept byte for byte in sdk/releases (served for ever
// at /sdk/{version}/sayso.js), so commit what this leaves changed.
//   --no-publish  stop before `npm publish` (record and commit now, publish from CI)
//   --dry-run     run `npm publish --dry-run` instead of publishing
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const publish = !args.has('--no-publish');
const dryRun = args.has('--dry-run');

const steps = [
  // Consumes .changeset/*.md: bumps sdk/package.json, writes sdk/CHANGELOG.md.
  ['version from the changesets', 'npx changeset version'],
  ['build the SDK', 'npm run build -w sdk'],
  [
    'record the release bytes (sdk/releases) and the docs snippet',
    'node --import tsx sdk/scripts/record-release.ts',
  ],
  // The npm entry's snippets name the versioned URL only once it is released (vite.shared.ts).
  ['build the SDK against the recorded release', 'npm run build -w sdk'],
  ['check the package', 'npm run check:package -w sdk'],
];
if (publish) {
  // Provenance needs a CI with an OIDC identity (GitHub Actions: `permissions: id-token: write`).
  const flags = dryRun ? '--dry-run' : '--provenance';
  steps.push(['publish to npm', `npm publish -w sdk --access public ${flags}`]);
}

for (const [name, command] of steps) {
  console.log(`\n▶ ${name}: ${command}`);
  try {
    execSync(command, { cwd: root, stdio: 'inherit' });
  } catch {
    console.error(`\n✖ ${name} failed (${command}); nothing after it ran.`);
    process.exit(1);
  }
}
const { version } = JSON.parse(readFileSync(path.join(root, 'sdk', 'package.json'), 'utf8'));
console.log(
  `\n✔ @sayso/sdk ${version} ${publish && !dryRun ? 'released' : 'recorded'}. Commit sdk/releases, sdk/package.json, sdk/CHANGELOG.md, .changeset and docs/embedding.md.`,
);
