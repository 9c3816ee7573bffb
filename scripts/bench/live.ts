/** What idle live-event streams cost the server: resident memory per 1,000 open streams. */

import { readFileSync } from 'node:fs';
import http from 'node:http';

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Resolves once the stream has answered with its first bytes (the retry hint). */
function open(url: string): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent: false, headers: { accept: 'text/event-stream' } });
    req.on('error', reject);
    req.on('response', (res) => res.once('data', () => resolve(req)));
  });
}

/** Opens `count` streams on the board's events, reads the RSS growth, then closes them. */
export async function idleStreamsRss(url: string, pid: number, count = 1000): Promise<number> {
  const before = rssMb(pid);
  const streams: http.ClientRequest[] = [];
  for (let i = 0; i < count; i += 100) {
    streams.push(...(await Promise.all(Array.from({ length: Math.min(100, count - i) }, () => open(url)))));
  }
  await new Promise((done) => setTimeout(done, 1000));
  const grown = rssMb(pid) - before;
  for (const req of streams) req.destroy();
  return Number(((grown * 1000) / count).toFixed(1));
}
