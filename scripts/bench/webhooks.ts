/**
 * `npm run bench:webhooks [-- --engine=sqlite|postgres|both]`: what webhooks cost. (1) The
 * vote service (castVote, one transaction) with no endpoint, with an endpoint that does not
 * take votes, and with one that does (a delivery row written in the vote's transaction).
 * (2) Deliveries per second from the outbox worker to a local receiver (one endpoint, so at its
 * in-flight share). (3) How long another company's delivery waits while a receiver with a
 * backlog of STALLED holds every request open (decision 018). Not a test.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { companies, ideas, users, webhookDeliveries, webhookEndpoints } from '../../api/src/db/schema';
import { OutboxWorker } from '../../api/src/domains/delivery/outbox-worker';
import { createMailer } from '../../api/src/domains/outbox/mailer';
import { castVote } from '../../api/src/domains/votes/votes';
import { loadConfig } from '../../api/src/env';
import { createSayso, type Sayso } from '../../api/src/server';
import { type PostgresCluster, startPostgres } from '../../api/test/postgres-cluster';
import { startReceiver } from '../../api/test/webhook-receiver';
import { type EngineKind, enginesFromArgs } from './engines';

const ROUND = 200;
const ROUNDS = 9;
const DELIVERIES = 1_000;
const STALLED = 200;

async function company(sayso: Sayso) {
  const unique = randomUUID().slice(0, 8);
  const [owner] = await sayso.db
    .insert(users)
    .values({ name: 'Owner', email: `${unique}@bench.local`, username: unique, passwordHash: 'x' })
    .returning();
  const [row] = await sayso.db
    .insert(companies)
    .values({ name: `Bench ${unique}`, slug: `bench-${unique}`, ownerId: owner?.id ?? 0 })
    .returning();
  const [idea] = await sayso.db
    .insert(ideas)
    .values({
      companyId: row?.id ?? 0,
      title: 'Bench idea',
      description: 'For the webhooks bench.',
      category: 'other',
    })
    .returning();
  return { companyId: row?.id ?? 0, ideaId: idea?.id ?? 0 };
}

type Setup = { ideaId: number; next: number };

/** A company with an endpoint taking `events` (none: no endpoint). */
async function setup(sayso: Sayso, events: string[] | null): Promise<Setup> {
  const { companyId, ideaId } = await company(sayso);
  if (events)
    await sayso.db.insert(webhookEndpoints).values({
      companyId,
      url: 'http://127.0.0.1:9/',
      events: JSON.stringify(events),
      secret: 'whsec_AAAA',
    });
  return { ideaId, next: 0 };
}

/** Microseconds per castVote over one round of ROUND anonymous votes. */
async function round(sayso: Sayso, target: Setup): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < ROUND; i++)
    await castVote(sayso.db, target.ideaId, { user: null, visitorId: `bench-${target.next++}` });
  return ((performance.now() - started) * 1000) / ROUND;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Median µs per vote for each setup, the rounds interleaved so machine noise hits all alike. */
async function votesCost(sayso: Sayso, setups: Setup[]): Promise<number[]> {
  const samples = setups.map(() => [] as number[]);
  for (let r = 0; r < ROUNDS; r++)
    for (const [index, target] of setups.entries()) samples[index]?.push(await round(sayso, target));
  return samples.map(median);
}

/** A new company's endpoint at `url` with `count` test deliveries queued; answers its id. */
async function queued(sayso: Sayso, url: string, count: number): Promise<number> {
  const { companyId } = await company(sayso);
  const [endpoint] = await sayso.db
    .insert(webhookEndpoints)
    .values({ companyId, url, events: '["idea.created"]', secret: 'whsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' })
    .returning();
  const payload = JSON.stringify({
    id: 'evt_bench',
    type: 'webhook.test',
    data: { message: 'x'.repeat(500) },
  });
  for (let i = 0; i < count; i += 500)
    await sayso.db.insert(webhookDeliveries).values(
      Array.from({ length: Math.min(500, count - i) }, () => ({
        endpointId: endpoint?.id ?? 0,
        eventId: 'evt_bench',
        eventType: 'webhook.test' as const,
        payload,
      })),
    );
  return endpoint?.id ?? 0;
}

const benchWorker = (sayso: Sayso) =>
  new OutboxWorker(
    sayso.db,
    createMailer({ smtpUrl: undefined, from: 'a@b.c' }, () => {}),
    {
      webhooks: { allowPrivate: true, publicUrl: 'http://bench' },
    },
  );

/** Milliseconds until another company's delivery arrives, queued behind a stalled backlog. */
async function delayBehindStalled(sayso: Sayso): Promise<number> {
  const [stalled, fast] = [await startReceiver(), await startReceiver()];
  const held: { end: (body: string) => void }[] = [];
  stalled.answerWith((_req, res) => held.push(res));
  await queued(sayso, stalled.url, STALLED);
  await queued(sayso, fast.url, 1);
  const worker = benchWorker(sayso);
  const started = performance.now();
  const pass = worker.tick();
  while (fast.received.length === 0) await new Promise((resolve) => setTimeout(resolve, 1));
  const ms = performance.now() - started;
  stalled.answerWith((_req, res) => res.end('ok'));
  for (const res of held.splice(0)) res.end('ok');
  await pass;
  await worker.stop();
  await stalled.close();
  await fast.close();
  return ms;
}

async function deliveriesPerSecond(sayso: Sayso): Promise<number> {
  const receiver = await startReceiver();
  await queued(sayso, receiver.url, DELIVERIES);
  const worker = benchWorker(sayso);
  const started = performance.now();
  await worker.tick();
  const seconds = (performance.now() - started) / 1000;
  await worker.stop();
  await receiver.close();
  if (receiver.received.length !== DELIVERIES) throw new Error(`received ${receiver.received.length}`);
  return DELIVERIES / seconds;
}

async function run(kind: EngineKind): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sayso-bench-webhooks-'));
  let cluster: PostgresCluster | undefined;
  if (kind === 'postgres') cluster = await startPostgres();
  const env: Record<string, string> = { DATA_DIR: dataDir, SEED_DEMO: 'false', RATE_LIMITS: 'off' };
  if (cluster) Object.assign(env, { DATABASE_URL: cluster.url, JWT_SECRET: 'bench-secret-'.padEnd(40, 'x') });
  const sayso = await createSayso(loadConfig(env), () => {});
  try {
    await sayso.deps.outbox.stop();
    const setups = [
      await setup(sayso, null),
      await setup(sayso, ['idea.created']),
      await setup(sayso, ['vote.created']),
    ];
    await votesCost(sayso, setups); // warm-up
    const [none = 0, other = 0, taking = 0] = await votesCost(sayso, setups);
    const rate = await deliveriesPerSecond(sayso);
    const delay = await delayBehindStalled(sayso);
    return [
      `[${kind}] castVote: ${none.toFixed(0)} µs without endpoints, ${other.toFixed(0)} µs with one not taking votes, ${taking.toFixed(0)} µs with one taking votes (median of ${ROUNDS} interleaved rounds of ${ROUND} votes); worker: ${rate.toFixed(0)} deliveries/s to a local receiver (${DELIVERIES})`,
      `[${kind}] fairness: another company's delivery arrived ${delay.toFixed(0)} ms after the pass began, behind ${STALLED} queued for a receiver holding every request open`,
    ].join('\n');
  } finally {
    await sayso.stop();
    await sayso.engine.close();
    await cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const lines: string[] = [];
  for (const kind of enginesFromArgs(process.argv.slice(2))) lines.push(await run(kind));
  console.log(lines.join('\n'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
