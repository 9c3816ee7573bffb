import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Layers, top to bottom: app/ composes features; a feature uses only itself and the shared
// layer (components/, lib/, config/, styles/, test/); the shared layer knows no feature.
// Features that reach into each other become one tangle the next screens cannot build on.
// Each feature stays small enough to read, and the API's URLs are spelled in one place.

const SRC = dirname(fileURLToPath(import.meta.url));
// `from 'x'` (imports and re-exports), `import 'x'`, `import('x')` and `vi.mock('x')`: a mocked
// module is a dependency too.
const IMPORT = /(?:\bfrom|\bimport|\bvi\.mock)\s*\(?\s*['"]([^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The file's path inside src/, with forward slashes, or null for a package import. */
function resolveSpecifier(file: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return specifier.slice(2);
  if (!specifier.startsWith('.')) return null;
  const from = relative(SRC, dirname(file)).split(sep).join('/');
  return posix.normalize(posix.join(from, specifier));
}

/** `features/<name>` for a path inside a feature, else the top folder (`lib`, `app`, …). */
function areaOf(path: string): string {
  const [top, name] = path.split('/');
  return top === 'features' && name ? `features/${name}` : (top ?? '');
}

/** Every import that crosses from one feature into another, or from the shared layer up into a feature. */
function forbiddenImports(files: string[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    const path = relative(SRC, file).split(sep).join('/');
    const area = areaOf(path);
    if (area === 'app') continue;
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = match[1] ?? '';
      const target = resolveSpecifier(file, specifier);
      if (!target?.startsWith('features/')) continue;
      if (areaOf(target) !== area) found.push(`${path} imports ${specifier}`);
    }
  }
  return found;
}

/** A feature is one product area; past this many files it has become several (STYLE.md, Layout). */
const MAX_FEATURE_FILES = 40;

/** Every file under `dir`, whatever its kind. */
function allFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? allFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** `features/<name> holds N files` for each feature folder above the limit. */
function oversizedFeatures(): string[] {
  const features = join(SRC, 'features');
  return readdirSync(features, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({ name: entry.name, count: allFiles(join(features, entry.name)).length }))
    .filter(({ count }) => count > MAX_FEATURE_FILES)
    .map(({ name, count }) => `features/${name} holds ${count} files (at most ${MAX_FEATURE_FILES})`);
}

// The API's URLs are spelled in one module beside the swr keys; a `'/api/…` literal anywhere else
// is a second spelling that drifts. Tests may name the URLs they expect.
const API_PATHS_MODULE = 'lib/api-paths.ts';
const API_LITERAL = /['"`]\/api\//;

/** Every non-test file, other than the api-paths module, with an `'/api/` string literal. */
function strayApiUrls(files: string[]): string[] {
  return files
    .map((file) => relative(SRC, file).split(sep).join('/'))
    .filter((path) => path !== API_PATHS_MODULE && !/\.test\.tsx?$/.test(path))
    .filter((path) => API_LITERAL.test(readFileSync(join(SRC, path), 'utf8')));
}

describe('portal layers', () => {
  it('no feature imports another feature, and components/ and lib/ import no feature', () => {
    expect(forbiddenImports(sourceFiles(SRC))).toEqual([]);
  });

  it(`no feature folder holds more than ${MAX_FEATURE_FILES} files`, () => {
    expect(oversizedFeatures()).toEqual([]);
  });

  it(`no file but ${API_PATHS_MODULE} spells an '/api/ URL`, () => {
    expect(strayApiUrls(sourceFiles(SRC))).toEqual([]);
  });
});
