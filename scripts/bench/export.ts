/**
 * `npm run bench:export [-- --engine=sqlite|postgres|both]`: the memory a data export takes. Seeds
 * the bench boards (the large one: 10,000 ideas, 100,000 votes), puts its owner on Pro and
 * downloads its votes CSV through the real app, reading the stream chunk by chunk, and after
 * each chunk collects garbage and samples the heap still held. For contrast it then builds the
 * same CSV in memory the way a non-streaming export would. Not a test: nothing here asserts.
 * Runs with --expose-gc (see package.json) so the baseline is a collected heap.
 */
import { eq } from 'drizzle-orm';
import { companies, users } from '../../api/src/db/schema';
import { exportColumns, exportPages } from '../../api/src/domains/data/data-export';
import { exportChunks } from '../../api/src/domains/data/export-format';
import { loadConfig } from '../../api/src/env';
import { createSayso } from '../../api/src/server';
import { type EngineKind, enginesFromArgs, prepareDatabase } from './engines';

const MB = 1024 * 1024;
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('Run with node --expose-gc');

/** Heap in use now (JavaScript objects and the buffers they hold). */
const used = () => {
  const memory = process.memoryUsage();
  return memory.heapUsed + memory.arrayBuffers;
};

/**
 * Runs `work` with a sampler that collects garbage first, so each sample is what is still held;
 * answers the peak of it over a collected baseline.
 */
async function peakHeld(work: (sample: () => void) => Promise<void>): Promise<number> {
  gc?.();
  let low = used();
  let peak = low;
  const sample = () => {
    gc?.();
    const now = used();
    low = Math.min(low, now);
    peak = Math.max(peak, now);
  };
  await work(sample);
  sample();
  // From the lowest point: a baseline may still hold what the engine frees a moment later.
  return peak - low;
}

async function measure(kind: EngineKind): Promise<string> {
  console.log(`[${kind}] Seeding the bench boards (the large one has 100,000 votes)…`);
  const database = await prepareDatabase(kind);
  const config = loadConfig({ ...database.env, SEED_DEMO: 'false', RATE_LIMITS: 'off' });
  const sayso = await createSayso(config, () => {});
  try {
    const [company] = await sayso.db.select().from(companies).where(eq(companies.slug, 'large'));
    if (!company) throw new Error('The bench board is missing');
    await sayso.db.update(users).set({ subscriptionPlan: 'pro' }).where(eq(users.id, company.ownerId));
    const cookie = `sayso_session=${await sayso.deps.signer.sign(company.ownerId, 0)}`;

    const download = () =>
      sayso.app.request(`http://localhost/api/companies/${company.id}/export/votes`, { headers: { cookie } });
    let bytes = 0;
    let lines = 0;
    const started = performance.now();
    const streamed = await peakHeld(async (sample) => {
      const res = await download();
      if (res.status !== 200) throw new Error(`export answered ${res.status}`);
      for await (const chunk of res.body as ReadableStream<Uint8Array>) {
        bytes += chunk.byteLength;
        for (const byte of chunk) if (byte === 10) lines++;
        sample();
      }
    });
    // Seconds with a collection per chunk: slower than a real download, which collects as it likes.
    const seconds = (performance.now() - started) / 1000;

    const buffered = await peakHeld(async (sample) => {
      const parts: string[] = [];
      for await (const part of exportChunks(
        'csv',
        exportColumns('votes'),
        exportPages(sayso.db, company.id, 'votes'),
      )) {
        parts.push(part);
        sample();
      }
      const whole = parts.join('');
      sample();
      if (whole.length === 0) throw new Error('nothing exported');
    });
    // Plain speed: the whole download read as a client would, nothing sampled (last, so the memory
    // figures start from a heap no earlier download has touched).
    const plainStart = performance.now();
    const plainBytes = (await (await download()).arrayBuffer()).byteLength;
    const plainSeconds = (performance.now() - plainStart) / 1000;
    if (plainBytes !== bytes) throw new Error('the two downloads differ');
    const figures = [
      `rows=${lines - 1}`,
      `csv-mb=${(bytes / MB).toFixed(1)}`,
      `seconds=${plainSeconds.toFixed(2)}`,
      `sampled-seconds=${seconds.toFixed(2)}`,
      `streamed-peak-held-mb=${(streamed / MB).toFixed(1)}`,
      `buffered-peak-held-mb=${(buffered / MB).toFixed(1)}`,
    ];
    return `bench-export[${kind}]: ${figures.join(' ')}`;
  } finally {
    await sayso.stop();
    await sayso.engine.close();
    await database.close();
  }
}

const summaries: string[] = [];
for (const kind of enginesFromArgs(process.argv.slice(2))) summaries.push(await measure(kind));
console.log(['', ...summaries].join('\n'));
