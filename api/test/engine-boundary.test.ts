/**
 * The engine boundary (db/engine.ts): outside the SQLite engine module and the search worker,
 * no code under api/src may use the synchronous SQLite API. Everything else awaits drizzle
 * queries, so it runs unchanged on PostgreSQL.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '../src');

/**
 * Files allowed to talk to better-sqlite3 directly: the SQLite engine and its background thread (and
 * their tests), the search worker, and the move to PostgreSQL, whose source is a SQLite file by
 * definition. And the boundary itself, db/engine.ts, whose PostgreSQL-only helper
 * (`postgresRows`) reaches PostgreSQL's pool for named statements.
 */
const ENGINE_FILES = [
  /^db\/sqlite-engine(\.test)?\.ts$/,
  /^db\/sqlite-background-thread(\.test)?\.ts$/,
  /^db\/engine\.ts$/,
  /^services\/search-worker\.ts$/,
  /^ops\/migrate-to-postgres\.ts$/,
];

const SYNC_SQLITE = [
  // On a query chain (after a call, or at the start of a chained line): a Map's or Set's
  // `.values()` on a plain name is not a query.
  {
    name: 'sync drizzle call .all()/.get()/.run()/.values()',
    pattern: /(\)|^\s*)\.(all|get|run|values)\(\s*\)/,
  },
  {
    name: 'better-sqlite3 import',
    pattern: /from\s+['"](better-sqlite3|drizzle-orm\/better-sqlite3[^'"]*)['"]/,
  },
  { name: 'raw client ($client)', pattern: /\$client\b/ },
  { name: 'pragma call', pattern: /\.pragma\(/ },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every use of the synchronous SQLite API outside the engine, as 'file:line: what'. */
function boundaryViolations(root = src): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(root)) {
    const relative = path.relative(root, file).split(path.sep).join('/');
    if (ENGINE_FILES.some((allowed) => allowed.test(relative))) continue;
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        for (const { name, pattern } of SYNC_SQLITE)
          if (pattern.test(line)) found.push(`${relative}:${i + 1}: ${name}: ${line.trim()}`);
      });
  }
  return found;
}

describe('engine boundary', () => {
  it('finds no synchronous SQLite API outside the SQLite engine and the search worker', () => {
    expect(boundaryViolations()).toEqual([]);
  });

  it('recognises each kind of violation', () => {
    const lines = [
      'db.select().from(users).get();',
      '      .run();',
      "import Database from 'better-sqlite3';",
      "import { drizzle } from 'drizzle-orm/better-sqlite3';",
      'db.$client.close();',
      "sqlite.pragma('journal_mode = WAL');",
    ];
    for (const line of lines)
      expect(
        SYNC_SQLITE.some(({ pattern }) => pattern.test(line)),
        line,
      ).toBe(true);
    for (const line of [
      "c.get('user'); await Promise.all(list);",
      'for (const set of this.subscribers.values())',
    ])
      expect(
        SYNC_SQLITE.some(({ pattern }) => pattern.test(line)),
        line,
      ).toBe(false);
  });
});
