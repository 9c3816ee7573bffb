import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { openEngine } from '/work/main/api/src/db/engine';
import { seedBoard } from './seed-board';
import { databasePath } from '/work/main/api/src/db/data-dir';

const dir = mkdtempSync(path.join(os.tmpdir(), 'mb-'));
const engine = await openEngine({ dataDir: dir, database: undefined });
await seedBoard(engine, 'small', 100, 1000);
await engine.close();
const db = new Database(databasePath(dir));
db.pragma('journal_mode = WAL'); db.pragma('synchronous = NORMAL'); db.pragma('foreign_keys = ON');
const ids = db.prepare('select id, company_id from features').all() as any[];
const hooks = db.prepare('select id from webhook_endpoints where company_id = ? and enabled limit 1');
const ins = db.prepare('insert into votes (feature_id, user_id, visitor_id, created_at) values (?, ?, ?, ?) returning id, created_at');
const bump = db.prepare('update features set votes = votes + 1, last_activity_at = ? where id = ? returning votes, company_id, title');
const begin = db.prepare('begin immediate'); const commit = db.prepare('commit');
const mode = process.argv[2];
if (mode === 'nockpt') db.pragma('wal_autocheckpoint = 0');
if (mode === 'off') db.pragma('synchronous = OFF');
const commits: number[] = [];
const t: Record<string, number> = { begin: 0, hooks: 0, ins: 0, bump: 0, commit: 0 };
const N = 5000;
for (let i = 0; i < N; i++) {
  const idea = ids[i % ids.length]; const now = new Date().toISOString();
  let s = performance.now(); begin.run(); t.begin += performance.now() - s;
  s = performance.now(); hooks.get(idea.company_id); t.hooks += performance.now() - s;
  s = performance.now(); ins.get(idea.id, null, randomUUID(), now); t.ins += performance.now() - s;
  s = performance.now(); bump.get(now, idea.id); t.bump += performance.now() - s;
  s = performance.now(); commit.run(); const d = performance.now() - s; t.commit += d; commits.push(d);
}
for (const k in t) console.log(k, (t[k] / N * 1000).toFixed(1), 'µs');
commits.sort((a,b)=>a-b); console.log('commit p50', (commits[N/2]*1000).toFixed(1), 'p90', (commits[Math.floor(N*0.9)]*1000).toFixed(1), 'p99', (commits[Math.floor(N*0.99)]*1000).toFixed(1), 'max', (commits[N-1]*1000).toFixed(0));
