import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Layers, top to bottom: app/ composes features; a feature uses only itself and the shared
// layer (components/, lib/, config/, styles/, test/); the shared layer knows no feature.
// Features that reach into each other become one tangle the next screens cannot build on.

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

describe('portal layers', () => {
  it('no feature imports another feature, and components/ and lib/ import no feature', () => {
    expect(forbiddenImports(sourceFiles(SRC))).toEqual([]);
  });
});
