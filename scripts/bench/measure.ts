/** The loads of one bench run against a started server, and the figures they give. */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { idleStreamsRss } from './live';
import { healthDuringSearchFlood, hostileSearchLatency } from './search';
import { similarLatency } from './similar';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 32;

export type Load = Awaited<ReturnType<typeof load>>;

/** `connections` clients for DURATION seconds; `paths`, when given, one picked at random per request. */
export async function load(
  url: string,
  method: 'GET' | 'POST' = 'GET',
  paths?: string[],
  duration = DURATION,
) {
  const pick = () => paths?.[Math.floor(Math.random() * paths.length)];
  const requests = paths && [{ method, setupRequest: (req: object) => ({ ...req, path: pick() }) }];
  const result = await autocannon({ url, method, connections: CONNECTIONS, duration, requests });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** Sequential requests, so the figure is the server's own time for one page, not queueing. */
async function latencyP95(url: string, samples = 300): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return Number((times[Math.floor(samples * 0.95)] as number).toFixed(2));
}

function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/**
 * Every load against the server at `base` (process `pid`); `rollbacks` (PostgreSQL) counts the
 * database's rolled-back transactions, read around the vote loads.
 */
export async function measureServer(base: string, pid: number, rollbacks?: () => Promise<number>) {
  // Unmeasured: the first seconds of a fresh process (JIT, the pool's connections) would
  // otherwise count against whichever load comes first.
  // The peak RSS after each phase: which load raises it (issue 25).
  const rssByPhase: string[] = [];
  const phase = <T>(name: string, result: T): T => {
    rssByPhase.push(`${name} ${peakRssMb(pid)}`);
    return result;
  };
  phase('started', 0);
  for (const path of ['small/features', 'large/stats', 'large/features?limit=20&sort=most_votes']) {
    await load(`${base}/api/companies/${path}`, 'GET', undefined, 2);
  }
  phase('warm-up', 0);
  const read = phase('board', await load(`${base}/api/companies/small/features`));
  const stats = phase('stats', await load(`${base}/api/companies/large/stats`));
  const page = phase('page', await load(`${base}/api/companies/large/features?limit=20&sort=most_votes`));
  const pageP95 = await latencyP95(`${base}/api/companies/large/features?limit=20&offset=40&sort=newest`);
  const roadmapP95 = phase('roadmap', await latencyP95(`${base}/api/companies/large/roadmap`));
  const searchP95 = await latencyP95(`${base}/api/companies/large/features?limit=20&q=idea%20number%2042`);
  const hostile = phase('searches', await hostileSearchLatency(`${base}/api/companies/large/features`));
  const similar = phase('similar', await similarLatency(base, 'large'));
  const flood = phase(
    'search flood',
    await healthDuringSearchFlood(base, `${base}/api/companies/large/features`),
  );
  const ids = (
    (await (await fetch(`${base}/api/companies/small/features`)).json()) as Array<{ id: number }>
  ).map((idea) => idea.id);
  // Each request carries no visitor cookie, so every one is a new anonymous vote: a real write.
  // All on one idea (one hot row), then spread over the 100 ideas of the small board.
  const before = await rollbacks?.();
  const vote = await load(`${base}/api/features/${ids[0]}/anonymous-vote`, 'POST');
  const votePaths = ids.map((id) => `/api/features/${id}/anonymous-vote`);
  const voteSpread = await load(base, 'POST', votePaths);
  const retried = before === undefined ? undefined : ((await rollbacks?.()) ?? before) - before;
  const rss = phase('votes', peakRssMb(pid));
  // After the peak is read: the streams' memory is a figure of its own.
  const streamsMb = await idleStreamsRss(`${base}/api/companies/small/events`, pid);
  return {
    read,
    stats,
    page,
    pageP95,
    roadmapP95,
    searchP95,
    hostile,
    similar,
    flood,
    vote,
    voteSpread,
    retried,
    rss,
    rssByPhase,
    streamsMb,
  };
}

export type Figures = Awaited<ReturnType<typeof measureServer>>;

/** The human-readable lines of one engine's run, and last its one-line summary. */
export function report(engine: string, bare: Load, f: Figures): { lines: string[]; summary: string } {
  const ratio = (f.read.rps / bare.rps).toFixed(2);
  const pageRatio = (f.page.rps / bare.rps).toFixed(2);
  const search = engine === 'postgres' ? 'tsvector, on the request' : 'FTS5, in the worker';
  const lines = [
    `engine:                           ${engine}`,
    `bare Hono, same JSON (100 ideas): ${bare.rps} req/s, p99 ${bare.p99} ms`,
    `board read, 100 ideas:            ${f.read.rps} req/s, p99 ${f.read.p99} ms, errors ${f.read.errors}`,
    `stats, 10,000 ideas:              ${f.stats.rps} req/s, p99 ${f.stats.p99} ms, errors ${f.stats.errors}`,
    `page of 20, 10,000 ideas:         ${f.page.rps} req/s (${pageRatio}× bare), p99 ${f.page.p99} ms, errors ${f.page.errors}`,
    `page of 20, sequential p95:       ${f.pageP95} ms (newest, offset 40)`,
    `roadmap, 10,000 ideas, seq. p95:  ${f.roadmapP95} ms (3 columns of 100; target < 20 ms)`,
    `search page, sequential p95:      ${f.searchP95} ms (${search})`,
    `anonymous vote, one idea:         ${f.vote.rps} req/s, p99 ${f.vote.p99} ms, errors ${f.vote.errors}`,
    `anonymous vote, 100 ideas:        ${f.voteSpread.rps} req/s, p99 ${f.voteSpread.p99} ms, errors ${f.voteSpread.errors}`,
    ...(f.retried === undefined
      ? []
      : [`vote transactions rolled back:    ${f.retried} (serialization failures, each retried)`]),
    `hostile searches, sequential:     p95 ${f.hostile.p95} ms, max ${f.hostile.max} ms (target p95 < 20 ms)`,
    `similar ideas while typing, seq.:  p95 ${f.similar.p95} ms, max ${f.similar.max} ms (10,000 ideas; target p95 < 10 ms)`,
    `/api/health during 20 searchers:  p95 ${f.flood.p95} ms, max ${f.flood.max} ms (idle ${f.flood.idleP50} ms; ${f.flood.searches} searches)`,
    `server peak RSS:                  ${f.rss} MB (MB after each phase: ${f.rssByPhase.join(', ')})`,
    `idle SSE streams:                 ${f.streamsMb} MB RSS per 1,000 (target < 50 MB)`,
  ];
  const summary =
    `bench: engine=${engine} read-rps=${f.read.rps} read-ratio-vs-bare=${ratio} page-ratio-vs-bare=${pageRatio} ` +
    `p99-ms=${f.read.p99} roadmap-p95-ms=${f.roadmapP95} search-p95-ms=${f.hostile.p95} similar-p95-ms=${f.similar.p95} health-max-ms-under-search=${f.flood.max} ` +
    `vote-rps=${f.vote.rps} vote-spread-rps=${f.voteSpread.rps} vote-errors=${f.vote.errors + f.voteSpread.errors}${f.retried === undefined ? '' : ` vote-rollbacks=${f.retried}`} rss-mb=${f.rss} sse-mb-per-1000=${f.streamsMb}`;
  return { lines, summary };
}
