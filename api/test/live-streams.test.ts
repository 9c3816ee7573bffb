/**
 * Live event streams against the real server process: 1,000 idle streams cost < 50 MB of
 * memory (issue 12), and SIGTERM ends open streams at once instead of waiting for them.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ServerProcess, signalServer, startServer } from './server-process';
import { openSse, type SseStream } from './sse-client';

const IDLE_STREAMS = 1000;
const BUDGET_MB = 50;

let server: ServerProcess;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'sayso-live-'));
  // Behind a trusted proxy, so the streams can come from many addresses (X-Forwarded-For): one
  // address may hold only STREAMS_PER_ADDRESS of them.
  server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: 'true', TRUST_PROXY: '1' });
});
afterAll(async () => {
  // The test stops the server itself; this is for a failure before that.
  if (server.child.exitCode === null && server.child.signalCode === null) signalServer(server, 'SIGKILL');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

/** Resident memory of the server process, in MB. */
function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1]) / 1024;
}

let opened = 0;
/** Each stream as from its own client address, as many people's tabs would be. */
const nextAddress = () => {
  opened++;
  return `10.${(opened >> 16) & 255}.${(opened >> 8) & 255}.${opened & 255}`;
};

async function openStreams(count: number): Promise<SseStream[]> {
  const streams: SseStream[] = [];
  // In batches, as tabs arrive; each stream counts once its first frame is in.
  for (let i = 0; i < count; i += 100) {
    const batch = Array.from({ length: Math.min(100, count - i) }, () =>
      openSse(`${server.baseUrl}/api/companies/demo/events`, { 'x-forwarded-for': nextAddress() }),
    );
    streams.push(...(await Promise.all(batch)));
  }
  await Promise.all(streams.map((stream) => stream.next((frame) => frame.retry !== undefined, 10_000)));
  return streams;
}

it(`holds ${IDLE_STREAMS} idle streams in < ${BUDGET_MB} MB, then exits at once on SIGTERM`, async () => {
  const pid = server.child.pid as number;
  // Warm up the route and its modules first, so the figure is the streams' own cost.
  for (const stream of await openStreams(20)) stream.close();
  await new Promise((done) => setTimeout(done, 500));
  const before = rssMb(pid);
  const streams = await openStreams(IDLE_STREAMS);
  await new Promise((done) => setTimeout(done, 1000));
  const grown = rssMb(pid) - before;
  console.log(`${IDLE_STREAMS} idle SSE streams: RSS ${before.toFixed(1)} → +${grown.toFixed(1)} MB`);
  expect(streams.every((stream) => stream.status === 200)).toBe(true);
  expect(grown).toBeLessThan(BUDGET_MB);

  const started = performance.now();
  signalServer(server, 'SIGTERM');
  expect(await server.exited).toBe(0);
  const ms = performance.now() - started;
  console.log(`SIGTERM with ${IDLE_STREAMS} open streams: exited in ${ms.toFixed(0)} ms`);
  expect(ms).toBeLessThan(5000);
}, 60_000);
