/**
 * The Insights bench (also the last phase of `npm run bench`): "a year of a busy board"
 * (seed-insights.ts) on a fresh database, the production server on loopback, and the owner's
 * Insights tab for the last 365 days: sequential p95 of each section's answer and of the whole
 * tab (its three requests at once, as the portal sends them), with the server side's CPU per
 * tab (the API process, and on PostgreSQL the database server's processes). Target: the tab
 * under 30 ms right after a write (issue 25).
 * `npm run bench:insights [-- --engine=sqlite|postgres|both]`. Not a test: nothing asserts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { addDays, utcDay } from '../../api/src/contract';
import { type Db, openEngine } from '../../api/src/db/engine';
import { usageByHost, usageTotals } from '../../api/src/domains/insights/usage';
import { createSessionSigner } from '../../api/src/domains/users/session';
import { startSession } from '../../api/src/domains/users/session-store';
import { type PostgresCluster, startPostgres } from '../../api/test/postgres-cluster';
import { type EngineKind, enginesFromArgs } from './engines';
import { seedBusyYear } from './seed-insights';
import { start, startArgs, stop } from './server';
import { cpuSpent, postmasterOf, serverCpu } from './server-cpu';

// BENCH_PORT moves the server, so two checkouts can bench side by side.
const PORT = Number(process.env.BENCH_PORT ?? 4303);
const SAMPLES = 200;
const COLD_SAMPLES = 60;
const JWT_SECRET = 'bench-insights-secret-'.padEnd(48, 'x');

function p95(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  return Number((sorted[Math.floor(sorted.length * 0.95)] as number).toFixed(2));
}

/** Milliseconds until every URL has answered in full (all at once); throws on a non-2xx. */
async function timedAll(urls: string[], cookie: string): Promise<number> {
  const started = performance.now();
  await Promise.all(
    urls.map(async (url) => {
      const res = await fetch(url, { headers: { cookie } });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${url}: ${res.status}`);
    }),
  );
  return performance.now() - started;
}

/** The server side's CPU seconds so far per process (the API's, and on PostgreSQL the database's). */
type ServerCpu = () => Map<number, number>;

/**
 * p95 of `samples` timings of all `urls` at once, and the server side's mean CPU milliseconds
 * per sample; `before` runs untimed (and unmeasured) ahead of each.
 */
async function p95Of(
  urls: string[],
  cookie: string,
  serverCpu: ServerCpu,
  before?: () => Promise<unknown>,
  samples = SAMPLES,
) {
  const times: number[] = [];
  let cpu = 0;
  for (let i = 0; i < samples; i++) {
    await before?.();
    const cpuBefore = serverCpu();
    times.push(await timedAll(urls, cookie));
    cpu += cpuSpent(cpuBefore, serverCpu());
  }
  return { p95: p95(times), cpuMs: Number(((cpu * 1000) / samples).toFixed(2)) };
}

/**
 * The widget-event charts alone (funnel, sources, top host pages) for the last 365 days, read
 * in process from the per-day counts (`usage_daily`) as the Insights services read them: the
 * figure the per-day aggregation is for. Sequential p95 of both queries together.
 */
async function usageChartsP95(db: Db, companyId: number): Promise<number> {
  const to = utcDay(new Date());
  const range = { from: addDays(to, -364), to };
  const times: number[] = [];
  for (let i = 0; i < 10 + SAMPLES; i++) {
    const started = performance.now();
    await Promise.all([usageTotals(db, companyId, range), usageByHost(db, companyId, range)]);
    if (i >= 10) times.push(performance.now() - started);
  }
  return p95(times);
}

/**
 * Each section and the whole tab twice: warm (nothing written since the last read, so the read
 * cache answers) and cold (an anonymous vote lands on the board before each read, as on a
 * busy board, so every figure is computed anew).
 */
async function measure(base: string, cookie: string, voteUrl: string, serverCpu: ServerCpu) {
  const to = utcDay(new Date());
  const range = `from=${addDays(to, -364)}&to=${to}`;
  const urls = ['', '/advanced', '/premium'].map((section) => `${base}${section}?${range}`);
  const vote = () => fetch(voteUrl, { method: 'POST' }).then((res) => res.arrayBuffer());
  for (let i = 0; i < 10; i++) await timedAll(urls, cookie); // warm-up, unmeasured
  const figures: Record<string, number> = {};
  for (const [name, url] of [
    ['basic', urls[0]],
    ['advanced', urls[1]],
    ['premium', urls[2]],
  ] as const) {
    figures[`${name}Cold`] = (await p95Of([url as string], cookie, serverCpu, vote, COLD_SAMPLES)).p95;
  }
  const cold = await p95Of(urls, cookie, serverCpu, vote, COLD_SAMPLES);
  const warm = await p95Of(urls, cookie, serverCpu);
  return { ...figures, tabCold: cold.p95, tabColdCpu: cold.cpuMs, tabWarm: warm.p95, tabWarmCpu: warm.cpuMs };
}

/** Seeds a fresh database of `kind`, serves it, measures the tab; answers the summary line. */
export async function runInsightsBench(kind: EngineKind): Promise<string> {
  console.log(`\n[${kind}] Insights: seeding a year of a busy board…`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sayso-bench-insights-'));
  let cluster: PostgresCluster | undefined;
  let server: Awaited<ReturnType<typeof start>> | undefined;
  try {
    if (kind === 'postgres') cluster = await startPostgres();
    const engine = await openEngine({ dataDir, database: cluster && { url: cluster.url, poolSize: 1 } });
    const { companyId, ownerId, ideaId, sessionId, usageP95 } = await seedBusyYear(engine, 'busy')
      .then(async (seeded) => ({
        ...seeded,
        // Sessions are rows bound to a host (loopback names are all 'localhost').
        sessionId: (await startSession(engine.db, seeded.ownerId, 'localhost', 'bench')).id,
        usageP95: await usageChartsP95(engine.db, seeded.companyId),
      }))
      .finally(() => engine.close());
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      JWT_SECRET,
      PORT: String(PORT),
      RATE_LIMITS: 'off',
      SEED_DEMO: 'false',
    };
    if (cluster) env.DATABASE_URL = cluster.url;
    server = await start(startArgs(), env, 'listening');
    const cookie = `sayso_session=${await createSessionSigner(JWT_SECRET).sign({ userId: ownerId, sessionId, host: 'localhost' })}`;
    const origin = `http://127.0.0.1:${PORT}`;
    const postmaster = cluster && (await postmasterOf(cluster.url));
    const pid = server.pid as number;
    const f = await measure(
      `${origin}/api/companies/${companyId}/insights`,
      cookie,
      `${origin}/api/features/${ideaId}/anonymous-vote`,
      () => serverCpu(pid, postmaster),
    );
    console.log(
      `[${kind}] Insights, 365 days of a busy board, sequential p95 after a write: basic ${f.basicCold} ms, ` +
        `advanced ${f.advancedCold} ms, premium ${f.premiumCold} ms, whole tab ${f.tabCold} ms (target < 30 ms); ` +
        `whole tab unchanged since the last read ${f.tabWarm} ms (target < 50 ms); ` +
        `server-side CPU per whole tab ${f.tabColdCpu} ms after a write, ${f.tabWarmCpu} ms unchanged; ` +
        `widget-event charts (usage_daily, in process) ${usageP95} ms (target < 50 ms)`,
    );
    return (
      `bench: engine=${kind} insights-year-p95-ms basic=${f.basicCold} advanced=${f.advancedCold} ` +
      `premium=${f.premiumCold} tab=${f.tabCold} tab-warm=${f.tabWarm} usage-charts=${usageP95} ` +
      `tab-cpu-ms=${f.tabColdCpu} tab-warm-cpu-ms=${f.tabWarmCpu}`
    );
  } finally {
    await stop(server);
    await cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const summaries: string[] = [];
  for (const kind of enginesFromArgs(process.argv.slice(2))) summaries.push(await runInsightsBench(kind));
  console.log(['', ...summaries].join('\n'));
}
