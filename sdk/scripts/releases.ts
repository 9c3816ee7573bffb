/**
 * The released script-tag files. Customers paste `/sdk/{version}/sayso.js` with its
 * `integrity` hash, so a released version's bytes may never change: each release keeps its
 * files in sdk/releases/{version}/ (committed, served from there by the API for ever) and
 * their SRI hashes in sdk/releases/manifest.json. One module for the build (vite.shared.ts),
 * the package check (check-dist.mjs) and the release script (record-release.ts).
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The files a release keeps: the script tag, the unread dot it loads (0.5.0 on) and the queue stub. */
export const RELEASED_FILES = ['sayso.js', 'sayso-news.js', 'stub.js'] as const;

/** Version → file → `sha384-…` of that file as released. */
export type ReleaseManifest = Record<string, Record<string, string>>;

export interface ReleasePaths {
  /** sdk/dist: the current build. */
  distDir: string;
  /** sdk/releases: the released builds and manifest.json. */
  releasesDir: string;
  /** The version in sdk/package.json. */
  version: string;
}

export function integrityOf(bytes: Uint8Array): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

export function readManifest(releasesDir: string): ReleaseManifest {
  const file = path.join(releasesDir, 'manifest.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

const NEW_VERSION =
  'A changed sayso.js needs a new version: add a changeset (`npx changeset`) and run the release script (`npm run release`, docs/releasing.md).';

/**
 * What is wrong with the build against the releases (empty when nothing): the version in
 * package.json must be released, with exactly the bytes just built, and every committed
 * release must still be the bytes its hash names.
 */
export function checkRelease({ distDir, releasesDir, version }: ReleasePaths): string[] {
  const manifest = readManifest(releasesDir);
  const failures: string[] = [];
  for (const [released, files] of Object.entries(manifest)) {
    for (const [file, integrity] of Object.entries(files)) {
      const bytes = readIfPresent(path.join(releasesDir, released, file));
      if (!bytes || integrityOf(bytes) !== integrity)
        failures.push(
          `releases/${released}/${file} is not the recorded ${integrity}: released bytes never change.`,
        );
    }
  }
  const current = manifest[version];
  if (!current) {
    failures.push(
      `@sayso/sdk ${version} is not recorded in sdk/releases: run \`npm run release\` (docs/releasing.md).`,
    );
    return failures;
  }
  for (const file of RELEASED_FILES) {
    const built = readIfPresent(path.join(distDir, file));
    if (!built) failures.push(`dist/${file} is missing: run \`npm run build -w sdk\` first.`);
    else if (integrityOf(built) !== current[file])
      failures.push(`dist/${file} differs from the released ${file} ${version}. ${NEW_VERSION}`);
  }
  return failures;
}

/**
 * Keeps the current build as the release of `version`: a no-op when it is already recorded
 * with these very bytes, refused when it is recorded with others.
 */
export function recordRelease({ distDir, releasesDir, version }: ReleasePaths): ReleaseManifest {
  if (!/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(version))
    throw new Error(`Not a release version: ${version}`);
  const manifest = readManifest(releasesDir);
  const built = Object.fromEntries(
    RELEASED_FILES.map((file) => [file, integrityOf(readFileSync(path.join(distDir, file)))]),
  );
  const recorded = manifest[version];
  if (recorded) {
    if (RELEASED_FILES.every((file) => recorded[file] === built[file])) return manifest;
    throw new Error(`@sayso/sdk ${version} is already released with other bytes. ${NEW_VERSION}`);
  }
  mkdirSync(path.join(releasesDir, version), { recursive: true });
  for (const file of RELEASED_FILES)
    copyFileSync(path.join(distDir, file), path.join(releasesDir, version, file));
  const next = { ...manifest, [version]: built };
  writeFileSync(path.join(releasesDir, 'manifest.json'), `${JSON.stringify(next, null, 2)}\n`);
  return next;
}

/** The SRI hash of `version`'s sayso.js when the build is exactly those released bytes. */
export function releasedIntegrity({ distDir, releasesDir, version }: ReleasePaths): string | undefined {
  const recorded = readManifest(releasesDir)[version]?.['sayso.js'];
  const built = readIfPresent(path.join(distDir, 'sayso.js'));
  return built && recorded === integrityOf(built) ? recorded : undefined;
}

function readIfPresent(file: string): Buffer | null {
  try {
    return readFileSync(file);
  } catch {
    return null;
  }
}
