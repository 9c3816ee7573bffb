/**
 * `npm run bench`: the production server on loopback with a board of 100 and one of 10,000
 * ideas (100,000 votes), plus a
 * second 10,000-idea company (20,100 ideas in all, for search), driven by autocannon, beside a bare Hono handler serving the same
 * JSON. Prints its figures and, last, one summary line. Not a test: nothing here asserts.
 */
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { idleStreamsRss } from './live';
import { healthDuringSearchFlood, hostileSearchLatency } from './search';
import { seedBoard } from './seed-board';

const root = path.resolve(import.meta.dirname, '../..');
const SERVER_PORT = 4301;
const BARE_PORT = 4302;
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 32;

function start(args: string[], env: NodeJS.ProcessEnv, ready: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, detached: true });
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      if (chunk.toString().includes(ready)) resolve(child);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
}

function stop(child: ChildProcess) {
  child.removeAllListeners('exit');
  if (child.pid) process.kill(-child.pid, 'SIGTERM');
}

async function load(url: string, method: 'GET' | 'POST' = 'GET') {
  const result = await autocannon({ url, method, connections: CONNECTIONS, duration: DURATION });
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

async function main() {
  console.log('Building the SDK and the portal…');
  if (!process.env.BENCH_SKIP_BUILD) execSync('npm run build', { cwd: root, stdio: 'ignore' });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sayso-bench-'));
  console.log('Seeding a board of 100 ideas and one of 10,000 ideas with 100,000 votes…');
  await seedBoard(dataDir, 'small', 100, 1_000);
  await seedBoard(dataDir, 'large', 10_000, 100_000);
  // A second large company: the database holds 20,100 ideas, as in the search target.
  await seedBoard(dataDir, 'other', 10_000, 10_000);

  const env = { PORT: String(SERVER_PORT), DATA_DIR: dataDir, RATE_LIMITS: 'off', SEED_DEMO: 'false' };
  // Exactly what `npm start` runs (its node flags included), minus npm in between.
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const startArgs = pkg.scripts.start.split(' ').slice(1);
  const server = await start(startArgs, env, 'listening');
  const base = `http://127.0.0.1:${SERVER_PORT}`;
  const boardJson = path.join(dataDir, 'board.json');
  writeFileSync(boardJson, await (await fetch(`${base}/api/companies/small/features`)).text());
  const bare = await start(
    ['--import', 'tsx', 'scripts/bench/bare-server.ts', boardJson, String(BARE_PORT)],
    {},
    'ready',
  );

  try {
    const bareRead = await load(`http://127.0.0.1:${BARE_PORT}/board`);
    const read = await load(`${base}/api/companies/small/features`);
    const stats = await load(`${base}/api/companies/large/stats`);
    const page = await load(`${base}/api/companies/large/features?limit=20&sort=most_votes`);
    const pageP95 = await latencyP95(`${base}/api/companies/large/features?limit=20&offset=40&sort=newest`);
    const searchP95 = await latencyP95(`${base}/api/companies/large/features?limit=20&q=idea%20number%2042`);
    const hostile = await hostileSearchLatency(`${base}/api/companies/large/features`);
    const flood = await healthDuringSearchFlood(base, `${base}/api/companies/large/features`);
    const firstId = (
      (await (await fetch(`${base}/api/companies/small/features?limit=1`)).json()) as Array<{ id: number }>
    )[0]?.id;
    // Each request carries no visitor cookie, so every one is a new anonymous vote: a real write.
    const vote = await load(`${base}/api/features/${firstId}/anonymous-vote`, 'POST');
    const rss = peakRssMb(server.pid as number);
    // After the peak is read: the streams' memory is a figure of its own.
    const streamsMb = await idleStreamsRss(`${base}/api/companies/small/events`, server.pid as number);

    const ratio = (read.rps / bareRead.rps).toFixed(2);
    const pageRatio = (page.rps / bareRead.rps).toFixed(2);
    console.log('');
    console.log(`bare Hono, same JSON (100 ideas): ${bareRead.rps} req/s, p99 ${bareRead.p99} ms`);
    console.log(
      `board read, 100 ideas:            ${read.rps} req/s, p99 ${read.p99} ms, errors ${read.errors}`,
    );
    console.log(
      `stats, 10,000 ideas:              ${stats.rps} req/s, p99 ${stats.p99} ms, errors ${stats.errors}`,
    );
    console.log(
      `page of 20, 10,000 ideas:         ${page.rps} req/s (${pageRatio}× bare), p99 ${page.p99} ms, errors ${page.errors}`,
    );
    console.log(`page of 20, sequential p95:       ${pageP95} ms (newest, offset 40)`);
    console.log(`search page, sequential p95:      ${searchP95} ms (FTS5)`);
    console.log(
      `anonymous vote (a write each):    ${vote.rps} req/s, p99 ${vote.p99} ms, errors ${vote.errors}`,
    );
    console.log(
      `hostile searches, sequential:     p95 ${hostile.p95} ms, max ${hostile.max} ms (target p95 < 20 ms)`,
    );
    console.log(
      `/api/health during 20 searchers:  p95 ${flood.p95} ms, max ${flood.max} ms (idle ${flood.idleP50} ms; ${flood.searches} searches)`,
    );
    console.log(`server peak RSS:                  ${rss} MB`);
    console.log(`idle SSE streams:                 ${streamsMb} MB RSS per 1,000 (target < 50 MB)`);
    console.log(
      `bench: read-rps=${read.rps} read-ratio-vs-bare=${ratio} page-ratio-vs-bare=${pageRatio} p99-ms=${read.p99} ` +
        `search-p95-ms=${hostile.p95} health-max-ms-under-search=${flood.max} vote-rps=${vote.rps} rss-mb=${rss} sse-mb-per-1000=${streamsMb}`,
    );
  } finally {
    stop(server);
    stop(bare);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
