// Throwaway (not committed): 5,000 sequential anonymous votes through the app on SQLite, with and
// without the insight rollup triggers on votes, in alternating blocks of 500.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { companies, ideas, users } from '../../api/src/db/schema';
import { loadConfig } from '../../api/src/env';
import { createSayso } from '../../api/src/server';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sayso-votecost-'));
const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false', RATE_LIMITS: 'off', JWT_SECRET: 'x'.repeat(48) });
const sayso = await createSayso(config, () => {});
const [owner] = await sayso.db.insert(users).values({ name: 'O', email: 'o@x.io', username: 'o', passwordHash: 'x' }).returning();
const [company] = await sayso.db.insert(companies).values({ name: 'C', slug: 'votecost', ownerId: owner!.id }).returning();
const ideaIds = (await sayso.db.insert(ideas).values(Array.from({ length: 50 }, (_, i) => ({ companyId: company!.id, title: `Idea ${i}`, description: 'Long enough description', category: 'other' as const }))).returning({ id: ideas.id })).map((r) => r.id);
const triggers = (await sayso.db.all<{ name: string; sql: string }>(sql`select name, sql from sqlite_master where type = 'trigger' and tbl_name = 'votes' and name like 'insight_%'`));
const times: Record<string, number[]> = { with: [], without: [] };
let n = 0;
const vote = async () => {
  const id = ideaIds[n++ % ideaIds.length];
  const started = performance.now();
  const res = await sayso.app.request(`http://localhost/api/features/${id}/anonymous-vote`, { method: 'POST' });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`vote ${res.status}`);
  return performance.now() - started;
};
for (let i = 0; i < 50; i++) await vote(); // warm-up
for (let block = 0; block < 20; block++) {
  const mode = block % 2 ? 'without' : 'with';
  if (mode === 'without') for (const t of triggers) await sayso.db.run(sql.raw(`drop trigger ${t.name}`));
  for (let i = 0; i < 500; i++) times[mode]!.push(await vote());
  if (mode === 'without') for (const t of triggers) await sayso.db.run(sql.raw(t.sql));
}
const sum = (a: number[]) => a.reduce((s, v) => s + v, 0);
const p = (a: number[], q: number) => [...a].sort((x, y) => x - y)[Math.floor(a.length * q)]!.toFixed(3);
for (const mode of ['without', 'with'])
  console.log(`votecost: engine=sqlite triggers=${mode} votes=${times[mode]!.length} total-ms=${sum(times[mode]!).toFixed(0)} mean-ms=${(sum(times[mode]!) / times[mode]!.length).toFixed(3)} p50-ms=${p(times[mode]!, 0.5)} p95-ms=${p(times[mode]!, 0.95)} votes-per-s=${(times[mode]!.length / (sum(times[mode]!) / 1000)).toFixed(0)}`);
await sayso.close?.();
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
