/**
 * Live events across replicas: two hubs, each with its own PostgresTransport on one real
 * PostgreSQL server, as two API processes would have. An event published on one is heard on
 * both with the same id, concurrent publishers arrive in id order everywhere, and a client
 * that reconnects to the other replica resumes from its last id.
 */
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveEvent, LiveHub } from '../src/domains/live/live-events';
import { PostgresTransport } from '../src/domains/live/live-events-postgres';
import { type PostgresCluster, startPostgres } from './postgres-cluster';

const migrationsFolder = fileURLToPath(new URL('../src/db/migrations-pg', import.meta.url));

let cluster: PostgresCluster;
let pool: pg.Pool;
const transports: PostgresTransport[] = [];
const hubs: LiveHub[] = [];

beforeAll(async () => {
  cluster = await startPostgres();
  pool = new pg.Pool({ connectionString: cluster.url, max: 8 });
  await migrate(drizzle({ client: pool }), { migrationsFolder });
  for (let i = 0; i < 2; i++) {
    const transport = new PostgresTransport(pool, cluster.url);
    await transport.start();
    transports.push(transport);
    hubs.push(new LiveHub(transport));
  }
}, 60_000);

afterAll(async () => {
  for (const hub of hubs) hub.close();
  for (const transport of transports) await transport.stop();
  await pool?.end();
  await cluster?.stop();
});

/** Collects company `companyId`'s events on `hub` until `count` arrived (or 5 s passed). */
function collect(hub: LiveHub, companyId: number, count: number): Promise<LiveEvent[]> {
  return new Promise((resolve, reject) => {
    const events: LiveEvent[] = [];
    const timer = setTimeout(() => reject(new Error(`heard ${events.length} of ${count}`)), 5_000);
    const unsubscribe = hub.subscribe(companyId, (event) => {
      events.push(event);
      if (events.length < count) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(events);
    });
  });
}

describe('live events over PostgreSQL LISTEN/NOTIFY', () => {
  it('delivers an event published on one replica to both, with the same id, and not to other companies', async () => {
    const [a, b] = hubs as [LiveHub, LiveHub];
    const heardOnA = collect(a, 1, 1);
    const heardOnB = collect(b, 1, 1);
    let otherCompany = 0;
    const unsubscribe = b.subscribe(2, () => otherCompany++);
    await a.publish(1, { type: 'vote', featureId: 10, votes: 3 });
    const [[onA], [onB]] = await Promise.all([heardOnA, heardOnB]);
    expect(onA?.body).toEqual({ type: 'vote', featureId: 10, votes: 3 });
    expect(onB).toEqual(onA);
    unsubscribe();
    expect(otherCompany).toBe(0);
  });

  it('keeps id order on every replica when both publish at once', async () => {
    const [a, b] = hubs as [LiveHub, LiveHub];
    const onA = collect(a, 3, 100);
    const onB = collect(b, 3, 100);
    await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        (i % 2 ? a : b).publish(3, { type: 'comment', featureId: i, comments: i }),
      ),
    );
    const [eventsA, eventsB] = await Promise.all([onA, onB]);
    const ids = eventsA.map((event) => event.id);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(new Set(ids).size).toBe(100);
    expect(eventsB.map((event) => event.id)).toEqual(ids);
  });

  it('lets a client resume on the other replica from the last id it saw', async () => {
    const [a, b] = hubs as [LiveHub, LiveHub];
    // Both replicas hear the first event before the client moves on (b may hear it later than a).
    const first = Promise.all([collect(a, 4, 1), collect(b, 4, 1)]);
    await a.publish(4, { type: 'vote', featureId: 1, votes: 1 });
    const [[seen]] = await first;
    const rest = collect(b, 4, 2);
    await a.publish(4, { type: 'vote', featureId: 1, votes: 2 });
    await b.publish(4, { type: 'vote', featureId: 2, votes: 1 });
    await rest;
    const missed = b.since(4, seen?.id ?? 0);
    expect(missed?.map((event) => event.body)).toEqual([
      { type: 'vote', featureId: 1, votes: 2 },
      { type: 'vote', featureId: 2, votes: 1 },
    ]);
  });
});
