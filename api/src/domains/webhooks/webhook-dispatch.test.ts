/**
 * Delivering webhooks through the outbox worker on a test clock: retries with backoff,
 * auto-disable after failed deliveries with the owner's e-mail over real SMTP, re-enable,
 * replay, no redirect followed, the time limit and the 64 KB read cap, against a real receiver.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ownerWithCompany, type TestSayso, userRow } from '../../../test/helpers';
import { startSmtp, type TestSmtp } from '../../../test/smtp';
import {
  addEndpoint,
  clock,
  deliveriesOf,
  hooksPath,
  type Owner,
  webhookSayso,
  webhookWorker,
} from '../../../test/webhook-kit';
import { answerOk, type Receiver, startReceiver, verifySignature } from '../../../test/webhook-receiver';
import { WEBHOOK_DISABLE_AFTER, WEBHOOK_MAX_ATTEMPTS } from '../../contract';
import { outbox } from '../../db/schema';
import { backoffMs } from '../outbox/outbox';
import { DELIVERY_RETENTION_MS } from './webhook-dispatch';

let sayso: TestSayso & { close: () => Promise<void> };
let receiver: Receiver;
let smtp: TestSmtp;
beforeAll(async () => {
  sayso = await webhookSayso();
  receiver = await startReceiver();
  smtp = await startSmtp();
});
afterAll(async () => {
  await receiver.close();
  await smtp.close();
  await sayso.close();
});
afterEach(() => {
  receiver.received.length = 0;
  receiver.answerWith(answerOk);
});

async function outboxRow(subject: string) {
  return (await sayso.db.select().from(outbox).where(eq(outbox.subject, subject)))[0];
}

async function sendTest(owner: Owner, endpointId: number) {
  const res = await owner.client.post(hooksPath(owner, `/${endpointId}/test`));
  expect(res.status).toBe(201);
  return res.body;
}

describe('webhook delivery', () => {
  it('retries a failed delivery after the outbox backoff, then succeeds', async () => {
    const owner = await ownerWithCompany(sayso);
    const endpoint = await addEndpoint(owner, receiver.url);
    await sendTest(owner, endpoint.id);
    let calls = 0;
    receiver.answerWith((_req, res) => {
      calls += 1;
      res.statusCode = calls <= 2 ? 503 : 200;
      res.end(calls <= 2 ? 'down for maintenance' : 'ok');
    });
    const time = clock();
    const worker = webhookWorker(sayso, { now: time.now });
    await worker.tick();
    let [row] = await deliveriesOf(owner, endpoint.id);
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 1,
      responseStatus: 503,
      error: 'The receiver answered 503',
      responseExcerpt: 'down for maintenance',
    });
    expect(Date.parse(row.nextAttemptAt) - time.now().getTime()).toBe(backoffMs(1));
    // Not due yet: nothing is sent.
    time.advance(backoffMs(1) - 1_000);
    await worker.tick();
    expect(receiver.received).toHaveLength(1);
    time.advance(1_000);
    await worker.tick();
    expect(receiver.received).toHaveLength(2);
    time.advance(backoffMs(2));
    await worker.tick();
    await worker.stop();
    [row] = await deliveriesOf(owner, endpoint.id);
    expect(row).toMatchObject({
      status: 'succeeded',
      attempts: 3,
      responseStatus: 200,
      error: null,
      nextAttemptAt: null,
    });
    // Every try carried the same event id and a valid signature over its own timestamp.
    expect(new Set(receiver.received.map((entry) => entry.headers['webhook-id'])).size).toBe(1);
    for (const entry of receiver.received)
      expect(
        verifySignature(endpoint.secret, entry, 300, Number(entry.headers['webhook-timestamp']) * 1000),
      ).toBe(true);
  });

  it(`disables an endpoint after ${WEBHOOK_DISABLE_AFTER} deliveries in a row fail every try, e-mails the owner, and re-enables`, async () => {
    const owner = await ownerWithCompany(sayso);
    const endpoint = await addEndpoint(owner, `${receiver.url}/broken`);
    receiver.answerWith((_req, res) => {
      res.statusCode = 500;
      res.end('boom');
    });
    for (let i = 0; i < WEBHOOK_DISABLE_AFTER; i++) await sendTest(owner, endpoint.id);
    const time = clock();
    const worker = webhookWorker(sayso, { now: time.now, smtpUrl: smtp.url });
    for (let i = 0; i < WEBHOOK_MAX_ATTEMPTS; i++) {
      await worker.tick();
      time.advance(backoffMs(i + 1));
    }
    await worker.tick();
    // The owner's e-mail goes through the outbox, which retries a refused or timed-out send
    // after its backoff: a few more minutes on the clock let it, as in production.
    const subject = `Webhook endpoint disabled for ${owner.company.name}`;
    for (let retry = 1; retry <= 3 && (await outboxRow(subject))?.status === 'pending'; retry++) {
      time.advance(backoffMs(retry));
      await worker.tick();
    }
    await worker.stop();
    // The log first: when a try is missing, it says which delivery and what its error was.
    const log = await deliveriesOf(owner, endpoint.id);
    expect(log.map((row) => [row.status, row.attempts, row.error])).toEqual(
      Array(WEBHOOK_DISABLE_AFTER).fill(['failed', WEBHOOK_MAX_ATTEMPTS, 'The receiver answered 500']),
    );
    expect(receiver.received).toHaveLength(WEBHOOK_DISABLE_AFTER * WEBHOOK_MAX_ATTEMPTS);
    const [listed] = (await owner.client.get(hooksPath(owner))).body;
    expect(listed).toMatchObject({
      enabled: false,
      disabledReason: 'failures',
      consecutiveFailures: WEBHOOK_DISABLE_AFTER,
    });
    const email = (await userRow(sayso, owner.id))?.email ?? '';
    // The outbox row first: when the e-mail did not go, it says why.
    expect(await outboxRow(subject)).toMatchObject({ status: 'sent', lastError: null });
    const mail = await smtp.waitFor((m) => m.subject === subject);
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(email);
    expect(mail.text).toContain(`${receiver.url}/broken`);
    expect(mail.text).toContain(`http://sayso.test/dashboard/${owner.company.slug}`);

    const replay = await owner.client.post(
      hooksPath(owner, `/${endpoint.id}/deliveries/${log[0].id}/replay`),
    );
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe('This endpoint is disabled; enable it first');

    const enabled = await owner.client.patch(hooksPath(owner, `/${endpoint.id}`), { enabled: true });
    expect(enabled.body).toMatchObject({ enabled: true, disabledReason: null, consecutiveFailures: 0 });
  });

  it('replays a delivery: the same payload and event id again, as a new log line', async () => {
    const owner = await ownerWithCompany(sayso);
    const endpoint = await addEndpoint(owner, receiver.url);
    const first = await sendTest(owner, endpoint.id);
    const worker = webhookWorker(sayso);
    await worker.tick();
    const replay = await owner.client.post(hooksPath(owner, `/${endpoint.id}/deliveries/${first.id}/replay`));
    expect(replay.status).toBe(201);
    expect(replay.body).toMatchObject({ replayOf: first.id, eventId: first.eventId, status: 'pending' });
    await worker.tick();
    await worker.stop();
    const [again, original] = receiver.received;
    expect(again?.body).toBe(original?.body);
    expect(again?.headers['webhook-id']).toBe(first.eventId);
    const log = await deliveriesOf(owner, endpoint.id);
    expect(log.map((row) => [row.id, row.status])).toEqual([
      [replay.body.id, 'succeeded'],
      [first.id, 'succeeded'],
    ]);
    const missing = await owner.client.post(hooksPath(owner, `/${endpoint.id}/deliveries/999999/replay`));
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Delivery not found');
  });

  it('does not follow a redirect: a 3xx is a failed try', async () => {
    const owner = await ownerWithCompany(sayso);
    const endpoint = await addEndpoint(owner, `${receiver.url}/moved`);
    receiver.answerWith((req, res) => {
      if (req.url === '/moved') {
        res.statusCode = 302;
        res.setHeader('location', `${receiver.url}/elsewhere`);
      }
      res.end();
    });
    await sendTest(owner, endpoint.id);
    const worker = webhookWorker(sayso);
    await worker.tick();
    await worker.stop();
    expect(receiver.received.map((entry) => entry.path)).toEqual(['/moved']);
    const [row] = await deliveriesOf(owner, endpoint.id);
    expect(row).toMatchObject({
      status: 'pending',
      responseStatus: 302,
      error: `Redirects are not followed (302 to ${receiver.url}/elsewhere)`,
    });
  });

  it('gives up on a receiver that never answers after the time limit', async () => {
    const owner = await ownerWithCompany(sayso);
    const endpoint = await addEndpoint(owner, receiver.url);
    receiver.answerWith(() => {});
    await sendTest(owner, endpoint.id);
    const worker = webhookWorker(sayso, { timeoutMs: 300 });
    const started = Date.now();
    await worker.tick();
    await worker.stop();
    expect(Date.now() - started).toBeLessThan(3_000);
    const [row] = await deliveriesOf(owner, endpoint.id);
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 1,
      responseStatus: null,
      error: 'Timed out after 0.3 s',
    });
    expect(row.durationMs).toBeGreaterThanOrEqual(290);
  });

  it('reads at most 64 KB of an answer and keeps a short excerpt', async () => {
    const owner = await ownerWithCompany(sayso);
    const endpoint = await addEndpoint(owner, receiver.url);
    // 64 KB and more, then the answer never ends: only a capped read finishes before the limit.
    receiver.answerWith((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('x'.repeat(70 * 1024));
    });
    await sendTest(owner, endpoint.id);
    const worker = webhookWorker(sayso, { timeoutMs: 3_000 });
    await worker.tick();
    await worker.stop();
    const [row] = await deliveriesOf(owner, endpoint.id);
    expect(row).toMatchObject({ status: 'succeeded', responseStatus: 200, error: null });
    expect(row.responseExcerpt).toBe('x'.repeat(1_000));
    expect(row.durationMs).toBeLessThan(2_000);
  });

  it('keeps a binary answer in the log without its NUL characters (PostgreSQL cannot store them)', async () => {
    const owner = await ownerWithCompany(sayso);
    const endpoint = await addEndpoint(owner, receiver.url);
    receiver.answerWith((_req, res) => res.end(Buffer.from([0x6f, 0x00, 0x6b, 0x00, 0xff])));
    await sendTest(owner, endpoint.id);
    const worker = webhookWorker(sayso);
    await worker.tick();
    await worker.stop();
    const [row] = await deliveriesOf(owner, endpoint.id);
    expect(row).toMatchObject({ status: 'succeeded', attempts: 1, responseExcerpt: 'ok\ufffd' });
  });

  it('sweeps finished deliveries past the retention, and keeps pending ones', async () => {
    const owner = await ownerWithCompany(sayso);
    const endpoint = await addEndpoint(owner, receiver.url);
    const done = await sendTest(owner, endpoint.id);
    const now = webhookWorker(sayso);
    await now.tick();
    await now.stop();
    receiver.answerWith((_req, res) => {
      res.statusCode = 500;
      res.end();
    });
    const waiting = await sendTest(owner, endpoint.id);
    const later = clock(new Date(Date.now() + DELIVERY_RETENTION_MS + 60_000));
    const worker = webhookWorker(sayso, { now: later.now });
    await worker.tick();
    await worker.stop();
    const log = await deliveriesOf(owner, endpoint.id);
    expect(log.map((row) => [row.id, row.status])).toEqual([[waiting.id, 'pending']]);
    expect(log.some((row) => row.id === done.id)).toBe(false);
  });
});
