/**
 * The API's shape (docs/decisions/021-one-folder-per-domain.md): one folder per domain under
 * domains/, beside the shared infrastructure (http/, db/, lib/, contract/, ops/).
 * - The domains' modules form an acyclic graph: a cycle means two domains are really one, or
 *   one holds something that belongs lower down.
 * - A domain's route files (routes.ts, *-routes.ts) are imported by the app shell alone: one
 *   domain's routes never reach into another's.
 * - Route files may call any domain's services (they are the edge: validate, call, answer), so
 *   they are left out of the graph; services are what must not go round in circles.
 * The graph is printed, so a reviewer sees the layering the code has today.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));
const IMPORT = /(?:\bfrom|\bimport|\bvi\.mock)\s*\(?\s*['"](\.[^'"]+)['"]/g;
const ROUTE_FILE = /(^|\/)(routes|[a-z0-9-]+-routes)\.ts$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const inSrc = (file: string) => relative(SRC, file).split(sep).join('/');

/** `domains/<name>/…` → `<name>`; anything else (http, db, lib, contract, ops) → null. */
function domainOf(path: string): string | null {
  const [top, name] = path.split('/');
  return top === 'domains' && name ? name : null;
}

/** Every relative import of a source file, as paths inside src/ (without extension). */
function importsOf(file: string): string[] {
  const from = posix.dirname(inSrc(file));
  return [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((match) =>
    posix.normalize(posix.join(from, (match[1] ?? '').replace(/\.ts$/, ''))),
  );
}

const modules = sourceFiles(SRC).filter((file) => !file.endsWith('.test.ts'));

function domainGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of modules) {
    const path = inSrc(file);
    const from = domainOf(path);
    if (!from || ROUTE_FILE.test(path)) continue;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const target of importsOf(file)) {
      const to = domainOf(target);
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

/** The domains on a cycle, each cycle once, as `a → b → a`. */
function cycles(graph: Map<string, Set<string>>): string[] {
  const found = new Set<string>();
  const visit = (node: string, path: string[]) => {
    for (const next of graph.get(node) ?? []) {
      const at = path.indexOf(next);
      if (at !== -1) {
        const loop = path.slice(at);
        const start = loop.indexOf([...loop].sort()[0] ?? next);
        found.add([...loop.slice(start), ...loop.slice(0, start), loop[start]].join(' → '));
      } else visit(next, [...path, next]);
    }
  };
  for (const node of graph.keys()) visit(node, [node]);
  return [...found];
}

/** Test files of the API, wherever they sit. */
const testFiles = [...sourceFiles(SRC), ...sourceFiles(join(SRC, '..', 'test'))].filter((file) =>
  file.endsWith('.test.ts'),
);

describe('API domains', () => {
  it('form an acyclic graph (printed below)', () => {
    const graph = domainGraph();
    const lines = [...graph].sort(([a], [b]) => a.localeCompare(b));
    console.log(lines.map(([from, to]) => `${from} → ${[...to].sort().join(', ') || '∅'}`).join('\n'));
    expect(cycles(graph)).toEqual([]);
  });

  it("never import another domain's route file", () => {
    const crossings = modules.flatMap((file) => {
      const path = inSrc(file);
      return importsOf(file)
        .filter(
          (target) =>
            ROUTE_FILE.test(`${target}.ts`) && domainOf(target) && domainOf(target) !== domainOf(path),
        )
        .filter(() => path !== 'app.ts' && !path.startsWith('http/'))
        .map((target) => `${path} imports ${target}`);
    });
    expect(crossings).toEqual([]);
  });

  it('keep no services/, routes/ or middleware/ folder beside them', () => {
    const layers = readdirSync(SRC).filter((name) => ['services', 'routes', 'middleware'].includes(name));
    expect(layers).toEqual([]);
  });
});

describe('API tests', () => {
  // useSayso() opens the app before a file's (or a describe's) tests and closes it after, even
  // when a hook fails; a hand-written `x = await openSayso()` in a hook with its own close is the
  // copy it replaces. An app opened and closed inside one test is that test's business.
  it('open the app with useSayso(), never by assigning openSayso() in a hook', () => {
    const handWritten = testFiles
      .filter((file) => /^\s*\w+ = await openSayso\(/m.test(readFileSync(file, 'utf8')))
      .map((file) => relative(join(SRC, '..'), file));
    expect(handWritten).toEqual([]);
  });
});
