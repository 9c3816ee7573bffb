/**
 * Fair webhook delivery (issue 23): a receiver that stalls holds at most WEBHOOK_IN_FLIGHT_PER_ENDPOINT
 * requests and never delays another company's delivery; "send test" and "replay" are rate-limited
 * per endpoint with a 429; past WEBHOOK_QUEUE_LIMIT waiting deliveries, an endpoint's new events
 * are not queued but logged as failed (replayable), and test or replay is refused.
 */
import type http from 'node:http';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ideaBody, openSayso, ownerWithCompany, useSayso } from '../../../test/helpers';
import { addEndpoint, deliveriesOf, hooksPath, type Owner, webhookWorker } from '../../../test/webhook-kit';
import { answerOk, type Receiver, startReceiver } from '../../../test/webhook-receiver';
import { WEBHOOK_IN_FLIGHT_PER_ENDPOINT, WEBHOOK_MESSAGES, WEBHOOK_QUEUE_LIMIT } from '../../contract';
import { webhookDeliveries } from '../../db/schema';

/** Polls `check` until it holds; false after `ms` (a bound far above what a fair worker needs). */
async function until(check: () => boolean | Promise<boolean>, ms = 5_000): Promise<boolean> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) return false;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return true;
}

const sendTest = (owner: Owner, endpointId: number) =>
  owner.client.post(hooksPath(owner, `/${endpointId}/test`));

describe('a stalled receiver', () => {
  let slow: Receiver;
  let fast: Receiver;
  const sayso = useSayso(() => openSayso({ WEBHOOKS_ALLOW_PRIVATE: 'on' }));
  beforeAll(async () => {
    await sayso().deps.outbox.stop();
    [slow, fast] = [await startReceiver(), await startReceiver()];
  });
  afterAll(async () => {
    await slow.close();
    await fast.close();
  });

  it("holds at most its endpoint's share of requests across workers and never delays another company's delivery", async () => {
    const [stalled, other] = [await ownerWithCompany(sayso()), await ownerWithCompany(sayso())];
    const slowEndpoint = await addEndpoint(stalled, slow.url);
    const fastEndpoint = await addEndpoint(other, fast.url);
    // The stalled receiver's requests stay open until the test answers them.
    const held: http.ServerResponse[] = [];
    let mostHeld = 0;
    slow.answerWith((_req, res) => {
      held.push(res);
      mostHeld = Math.max(mostHeld, held.length);
    });
    // More queued ahead than a whole batch, then one event of another company behind them.
    for (let i = 0; i < 15; i++) expect((await sendTest(stalled, slowEndpoint.id)).status).toBe(201);
    expect((await sendTest(other, fastEndpoint.id)).status).toBe(201);
    // Two workers on one database, as two replicas run them: the endpoint's share holds across both.
    const workers = [webhookWorker(sayso()), webhookWorker(sayso())];
    const passes = Promise.all(workers.map((worker) => worker.tick()));
    try {
      expect(await until(() => fast.received.length === 1)).toBe(true);
      expect(await until(() => held.length === WEBHOOK_IN_FLIGHT_PER_ENDPOINT)).toBe(true);
      // Delivered while the stalled receiver still holds every request it was sent.
      expect(slow.received).toHaveLength(WEBHOOK_IN_FLIGHT_PER_ENDPOINT);
      // The receiver has answered; the worker records the outcome a moment later.
      const recorded = async () => (await deliveriesOf(other, fastEndpoint.id))[0].status === 'succeeded';
      expect(await until(recorded)).toBe(true);
      expect(slow.received).toHaveLength(WEBHOOK_IN_FLIGHT_PER_ENDPOINT);
    } finally {
      slow.answerWith(answerOk);
      for (const res of held.splice(0)) res.end('ok');
    }
    await passes;
    // Once the receiver answers, the rest of the queue goes out; a pass may end with some still
    // due (on PostgreSQL two workers' serializable leases can make one of them retry later), so
    // the workers keep passing until the queue is empty, as their timers would.
    const drained = async () => {
      await Promise.all(workers.map((worker) => worker.tick()));
      return slow.received.length === 15;
    };
    expect(await until(drained, 20_000)).toBe(true);
    for (const worker of workers) await worker.stop();
    expect(mostHeld).toBe(WEBHOOK_IN_FLIGHT_PER_ENDPOINT);
    expect(slow.received).toHaveLength(15);
    const log = await deliveriesOf(stalled, slowEndpoint.id);
    expect(log.every((row) => row.status === 'succeeded')).toBe(true);
  });
});

describe('send test and replay', () => {
  const sayso = useSayso(() => openSayso({ WEBHOOKS_ALLOW_PRIVATE: 'on', RATE_LIMITS: 'on' }));
  beforeAll(async () => {
    await sayso().deps.outbox.stop();
  });

  it('are limited to 30 per endpoint in 10 minutes together, with a 429; other endpoints keep theirs', async () => {
    const owner = await ownerWithCompany(sayso());
    const [busy, quiet] = [
      await addEndpoint(owner, 'http://127.0.0.1:9/a'),
      await addEndpoint(owner, 'http://127.0.0.1:9/b'),
    ];
    const first = await sendTest(owner, busy.id);
    expect(first.status).toBe(201);
    for (let i = 1; i < 20; i++) expect((await sendTest(owner, busy.id)).status).toBe(201);
    const replay = (deliveryId: number) =>
      owner.client.post(hooksPath(owner, `/${busy.id}/deliveries/${deliveryId}/replay`));
    for (let i = 20; i < 30; i++) expect((await replay(first.body.id)).status).toBe(201);
    const refused = await sendTest(owner, busy.id);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(
      /^Too many test events and replays for this endpoint\. Please try again in \d+ minutes?\.$/,
    );
    expect((await replay(first.body.id)).status).toBe(429);
    expect(await deliveriesOf(owner, busy.id)).toHaveLength(30);
    expect((await sendTest(owner, quiet.id)).status).toBe(201);
  });
});

describe(`past ${WEBHOOK_QUEUE_LIMIT} waiting deliveries`, () => {
  const sayso = useSayso(() => openSayso({ WEBHOOKS_ALLOW_PRIVATE: 'on' }));
  beforeAll(async () => {
    await sayso().deps.outbox.stop();
  });

  it('an endpoint logs new events as not queued, refuses test and replay; its neighbours queue as usual', async () => {
    const owner = await ownerWithCompany(sayso());
    const [full, fine] = [
      await addEndpoint(owner, 'http://127.0.0.1:9/full'),
      await addEndpoint(owner, 'http://127.0.0.1:9/fine'),
    ];
    const backlog = await sendTest(owner, full.id);
    const row = (
      await sayso().db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, backlog.body.id))
    )[0];
    if (!row) throw new Error('the test delivery was not stored');
    const { id: _id, ...copy } = row;
    await sayso()
      .db.insert(webhookDeliveries)
      .values(Array(WEBHOOK_QUEUE_LIMIT - 1).fill(copy));
    expect((await owner.client.post('/api/features', ideaBody(owner.company.id))).status).toBe(201);
    const waiting = (endpointId: number, status: 'pending' | 'failed') =>
      sayso()
        .db.select()
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, status)));
    expect(await waiting(full.id, 'pending')).toHaveLength(WEBHOOK_QUEUE_LIMIT);
    const [dropped] = await waiting(full.id, 'failed');
    expect(dropped).toMatchObject({
      eventType: 'idea.created',
      attempts: 0,
      error: WEBHOOK_MESSAGES.queueFull,
    });
    expect((await waiting(fine.id, 'pending')).map((entry) => entry.eventType)).toEqual(['idea.created']);
    const test = await sendTest(owner, full.id);
    expect(test.status).toBe(429);
    expect(test.body.message).toBe(WEBHOOK_MESSAGES.queueFull);
    const replay = await owner.client.post(hooksPath(owner, `/${full.id}/deliveries/${dropped?.id}/replay`));
    expect(replay.status).toBe(429);
    expect(await waiting(full.id, 'pending')).toHaveLength(WEBHOOK_QUEUE_LIMIT);
  });
});
