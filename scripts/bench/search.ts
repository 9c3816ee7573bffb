/**
 * Hostile search for `npm run bench`: every query is different (no cache hit can help), made
 * of the words that match most ideas, repeated, short prefixes, one-letter words and the most
 * distinct words a query may hold, without and with a page size.
 */

const WORDS = [
  'idea',
  'number',
  'about',
  'a',
  'realistic',
  'description',
  'of',
  'board',
  'id',
  'nu',
  're',
  'de',
];

/** `count` distinct hostile query strings (each at most 200 characters, the API's limit). */
function hostileQueries(count: number): string[] {
  const out: string[] = [];
  for (let i = 0; out.length < count; i++) {
    const shape = i % 4;
    const pick = (k: number) => WORDS[(i + k * 5) % WORDS.length] as string;
    if (shape === 0) out.push(`${Array(60).fill(pick(0).slice(0, 2)).join(' ').slice(0, 190)} ${i}`);
    else if (shape === 1) out.push([...WORDS.slice(0, 10), String(i)].join(' '));
    else if (shape === 2)
      out.push(`${pick(1).slice(0, 2)} ${pick(2).slice(0, 2)} ${pick(3).slice(0, 1)} n${i % 10}`);
    else out.push(`${pick(0)} ${pick(1)} ${i % 100}`);
  }
  return out;
}

function percentile(sorted: number[], p: number): number {
  return Number((sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] as number).toFixed(2));
}

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return performance.now() - started;
}

/** Sequential p95 and max of distinct hostile searches, whole answers (up to 500) and pages of 20. */
export async function hostileSearchLatency(board: string, samples = 300) {
  const times: number[] = [];
  for (const [i, q] of hostileQueries(samples).entries()) {
    const page = i % 2 === 0 ? '' : '&limit=20';
    times.push(await timed(`${board}?q=${encodeURIComponent(q)}${page}`));
  }
  times.sort((a, b) => a - b);
  return { p95: percentile(times, 0.95), max: percentile(times, 1) };
}

/** /api/health latency (p95 and max) while `parallel` clients search without pause. */
export async function healthDuringSearchFlood(base: string, board: string, parallel = 20, ms = 4000) {
  const idle: number[] = [];
  for (let i = 0; i < 50; i++) idle.push(await timed(`${base}/api/health`));
  const queries = hostileQueries(5000);
  let next = 0;
  let stop = false;
  const flood = Array.from({ length: parallel }, async () => {
    while (!stop) await timed(`${board}?q=${encodeURIComponent(queries[next++ % queries.length] as string)}`);
  });
  const busy: number[] = [];
  const until = performance.now() + ms;
  while (performance.now() < until) busy.push(await timed(`${base}/api/health`));
  stop = true;
  await Promise.all(flood);
  idle.sort((a, b) => a - b);
  busy.sort((a, b) => a - b);
  return {
    idleP50: percentile(idle, 0.5),
    p95: percentile(busy, 0.95),
    max: percentile(busy, 1),
    searches: next,
  };
}
