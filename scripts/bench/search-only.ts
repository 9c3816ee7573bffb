/**
 * `node --import tsx scripts/bench/search-only.ts [-- --engine=sqlite|postgres|both] [--loads]`:
 * the search part of `npm run bench` alone (issue 25). Seeds the same 20,100 ideas, starts the
 * production server on BENCH_PORT (4401 by default) and prints, per engine: the server's RSS
 * before and after its first search (on SQLite the second figure includes the search worker),
 * the search page, hostile-search and similar-idea p95, /api/health under 20 parallel
 * searchers, and the peak RSS. `--loads` runs the whole of measure.ts instead (every load of
 * `npm run bench`, so the peak RSS is the bench's). Not a test: nothing here asserts.
 */
import { readFileSync } from 'node:fs';
import { type EngineKind, enginesFromArgs, prepareDatabase } from './engines';
import { measureServer } from './measure';
import { healthDuringSearchFlood, hostileSearchLatency } from './search';
import { start, startArgs, stop } from './server';
import { cpuSeconds, postmasterOf, serverProcesses } from './server-cpu';
import { similarLatency } from './similar';

const PORT = Number(process.env.BENCH_PORT ?? 4401);

/** A figure of /proc/<pid>/status in MB (VmRSS now, VmHWM the peak). */
function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
}

/**
 * CPU milliseconds the server side (the API process and its database) spends per call of
 * `work`: a figure a crowded machine inflates far less than wall-clock latency.
 */
async function cpuPerCall<T>(pids: () => number[], calls: number, work: () => Promise<T>) {
  const before = pids().reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  const result = await work();
  const after = pids().reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  return { result, cpuMs: Number((((after - before) * 1000) / calls).toFixed(2)) };
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function sequentialP95(url: string, samples = 300): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    await (await fetch(url)).arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return Number((times[Math.floor(samples * 0.95)] as number).toFixed(2));
}

/** The search figures alone, with the RSS the first search adds. */
async function measureSearch(base: string, pid: number, postmaster?: number) {
  const board = `${base}/api/companies/large/features`;
  // Unsearched warm-up: the JIT and the read cache, so the RSS step below is the search's.
  for (let i = 0; i < 200; i++) await (await fetch(`${board}?limit=20&offset=${i}`)).arrayBuffer();
  await pause(500);
  const rssBefore = statusMb(pid, 'VmRSS');
  await (await fetch(`${board}?q=warm`)).arrayBuffer();
  await pause(1000);
  const rssAfter = statusMb(pid, 'VmRSS');
  const searchP95 = await sequentialP95(`${board}?limit=20&q=idea%20number%2042`);
  // Backends come and go with the pool: the processes are listed again after the work.
  const pids = () => serverProcesses(pid, postmaster);
  const { result: hostile, cpuMs: hostileCpu } = await cpuPerCall(pids, 300, () =>
    hostileSearchLatency(board),
  );
  const { result: similar, cpuMs: similarCpu } = await cpuPerCall(pids, 400, () =>
    similarLatency(base, 'large'),
  );
  const flood = await healthDuringSearchFlood(base, board);
  const rss = statusMb(pid, 'VmHWM');
  return { rssBefore, rssAfter, searchP95, hostile, hostileCpu, similar, similarCpu, flood, rss };
}

async function runEngine(kind: EngineKind, loads: boolean): Promise<string> {
  console.log(`\n[${kind}] Seeding 20,100 ideas…`);
  const database = await prepareDatabase(kind);
  let server: Awaited<ReturnType<typeof start>> | undefined;
  try {
    const env = { ...database.env, PORT: String(PORT), RATE_LIMITS: 'off', SEED_DEMO: 'false' };
    server = await start(startArgs(), env, 'listening');
    const base = `http://127.0.0.1:${PORT}`;
    const pid = server.pid as number;
    console.log(`[${kind}] Measuring${loads ? ' (every load of npm run bench)' : ''}…`);
    if (loads) {
      const f = await measureServer(base, pid, database.rollbacks);
      return (
        `bench-search: engine=${kind} loads=all search-p95-ms=${f.hostile.p95} search-max-ms=${f.hostile.max} ` +
        `similar-p95-ms=${f.similar.p95} similar-max-ms=${f.similar.max} search-page-p95-ms=${f.searchP95} ` +
        `health-p95-ms-under-search=${f.flood.p95} health-max-ms-under-search=${f.flood.max} rss-mb=${f.rss}`
      );
    }
    const url = database.env.DATABASE_URL;
    const f = await measureSearch(base, pid, url ? await postmasterOf(url) : undefined);
    return (
      `bench-search: engine=${kind} search-p95-ms=${f.hostile.p95} search-max-ms=${f.hostile.max} ` +
      `search-cpu-ms=${f.hostileCpu} similar-p95-ms=${f.similar.p95} similar-max-ms=${f.similar.max} ` +
      `similar-cpu-ms=${f.similarCpu} search-page-p95-ms=${f.searchP95} ` +
      `health-p95-ms-under-search=${f.flood.p95} health-max-ms-under-search=${f.flood.max} ` +
      `rss-before-search-mb=${f.rssBefore} rss-after-first-search-mb=${f.rssAfter} rss-peak-mb=${f.rss}`
    );
  } finally {
    await stop(server);
    await database.close();
  }
}

const args = process.argv.slice(2);
const lines: string[] = [];
for (const kind of enginesFromArgs(args)) lines.push(await runEngine(kind, args.includes('--loads')));
console.log(['', ...lines].join('\n'));
