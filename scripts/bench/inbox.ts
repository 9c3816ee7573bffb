/**
 * The triage inbox bench (also a phase of `npm run bench`): a 10,000-idea board with 100,000
 * votes beside a second 10,000-idea company, and the inbox service answering every sort with
 * each filter, the search and a deep page, in process (server-side time, no HTTP): the p95 of
 * each combination and the worst of them. Target: every combination < 30 ms p95.
 * `npm run bench:inbox [-- --engine=sqlite|postgres|both]`. Not a test: nothing asserts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { eq } from 'drizzle-orm';
import { addDays, INBOX_SORTS, type InboxQuery, utcDay } from '../../api/src/contract';
import { type Db, openEngine } from '../../api/src/db/engine';
import { companies } from '../../api/src/db/schema';
import { inboxPage } from '../../api/src/domains/inbox/inbox';
import { encodeOffsetCursor } from '../../api/src/lib/cursor';
import { type PostgresCluster, startPostgres } from '../../api/test/postgres-cluster';
import { type EngineKind, enginesFromArgs, runSql } from './engines';
import { seedBoard } from './seed-board';

const SAMPLES = 60;
const WARM_UP = 5;

function p95(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  return Number((sorted[Math.floor(sorted.length * 0.95)] as number).toFixed(2));
}

/** Each filter the inbox offers, alone, then together, then a deep page. */
function filters(): Array<[string, InboxQuery]> {
  const today = utcDay(new Date());
  return [
    ['none', {}],
    ['status', { status: ['planned'] }],
    ['category', { category: ['performance'] }],
    ['new comments', { newComments: '1' }],
    ['date range', { from: addDays(today, -3), to: addDays(today, -1) }],
    ['search (every idea)', { q: 'idea' }],
    ['search (one idea)', { q: 'number 4242' }],
    [
      'all together',
      { q: 'realistic', status: ['idea', 'planned'], category: ['ux_improvements'], newComments: '1' },
    ],
    ['page 101 (offset 5,000)', { cursor: encodeOffsetCursor(5_000) }],
  ];
}

/**
 * Every sort with every filter: the p95 of the wall-clock time, and of this process's CPU time
 * (SQLite answers in process, so that is its server-side work even on a crowded machine).
 */
async function measureAll(db: Db, companyId: number, kind: EngineKind) {
  const lines: string[] = [];
  let worst = 0;
  let worstCpu = 0;
  for (const sort of INBOX_SORTS) {
    const figures: string[] = [];
    for (const [name, filter] of filters()) {
      const query = { ...filter, sort };
      const wall: number[] = [];
      const cpu: number[] = [];
      for (let i = 0; i < WARM_UP + SAMPLES; i++) {
        const started = performance.now();
        const usage = process.cpuUsage();
        await inboxPage(db, companyId, query);
        const used = process.cpuUsage(usage);
        if (i < WARM_UP) continue;
        wall.push(performance.now() - started);
        cpu.push((used.user + used.system) / 1000);
      }
      worst = Math.max(worst, p95(wall));
      worstCpu = Math.max(worstCpu, p95(cpu));
      figures.push(kind === 'sqlite' ? `${name} ${p95(wall)} (cpu ${p95(cpu)})` : `${name} ${p95(wall)}`);
    }
    lines.push(`[${kind}] Inbox p95 ms, sort=${sort}: ${figures.join(', ')}`);
  }
  return { lines, worst, worstCpu };
}

/** Seeds a fresh database of `kind`, measures the inbox in process; answers the summary line. */
export async function runInboxBench(kind: EngineKind): Promise<string> {
  console.log(`\n[${kind}] Inbox: seeding two boards of 10,000 ideas (100,000 votes on the first)…`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sayso-bench-inbox-'));
  let cluster: PostgresCluster | undefined;
  try {
    if (kind === 'postgres') cluster = await startPostgres();
    const engine = await openEngine({ dataDir, database: cluster && { url: cluster.url, poolSize: 4 } });
    try {
      await seedBoard(engine, 'large', 10_000, 100_000);
      await seedBoard(engine, 'other', 10_000, 10_000);
      if (cluster) await runSql(cluster.url, 'vacuum analyze');
      const [company] = await engine.db.select().from(companies).where(eq(companies.slug, 'large'));
      if (!company) throw new Error('The bench board was not stored');
      const { lines, worst, worstCpu } = await measureAll(engine.db, company.id, kind);
      console.log(lines.join('\n'));
      // Wall-clock figures: a busy machine (other processes on the cores) inflates every one.
      const load = os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ');
      console.log(`[${kind}] Inbox: load average ${load} on ${os.cpus().length} cores while measuring`);
      const cpu = kind === 'sqlite' ? `; this process's CPU time ${worstCpu} ms` : '';
      console.log(
        `[${kind}] Inbox: worst p95 of ${INBOX_SORTS.length * filters().length} combinations ${worst} ms${cpu} (target < 30 ms)`,
      );
      if (kind === 'sqlite')
        return `bench: engine=${kind} inbox-10k-p95-ms worst=${worst} worst-cpu=${worstCpu}`;
      return `bench: engine=${kind} inbox-10k-p95-ms worst=${worst}`;
    } finally {
      await engine.close();
    }
  } finally {
    await cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const summaries: string[] = [];
  for (const kind of enginesFromArgs(process.argv.slice(2))) summaries.push(await runInboxBench(kind));
  console.log(['', ...summaries].join('\n'));
}
