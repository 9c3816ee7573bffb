/** The outbox against a real SMTP server: sent once, retried with backoff, leased by one worker. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSayso } from '../../../test/helpers';
import { startSmtp, type TestSmtp } from '../../../test/smtp';
import { outbox } from '../../db/schema';
import { OutboxWorker } from '../delivery/outbox-worker';
import { createMailer } from './mailer';
import { backoffMs, enqueueEmail, leaseDue, MAX_ATTEMPTS } from './outbox';

let smtp: TestSmtp;
const sayso = useSayso();
beforeAll(async () => {
  smtp = await startSmtp();
  // The app's own worker would race the workers under test.
  await sayso().stop();
});
afterAll(async () => {
  await smtp.close();
});

const message = (to: string) => ({ to, subject: `Hello ${to}`, text: `Body for ${to}` });
const rowFor = async (to: string) =>
  (await sayso().db.select().from(outbox).where(eq(outbox.toAddress, to)))[0];

function clock(start = new Date()) {
  let now = start.getTime();
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

function worker(now: () => Date) {
  return new OutboxWorker(
    sayso().db,
    createMailer({ smtpUrl: smtp.url, from: 'Sayso <a@b.test>' }, () => {}),
    {
      now,
    },
  );
}

describe('outbox', () => {
  it('sends a queued message once and marks it sent', async () => {
    await enqueueEmail(sayso().db, message('once@example.com'));
    const w = worker(() => new Date());
    await w.tick();
    await w.tick();
    await w.stop();
    expect(smtp.messages.filter((m) => m.subject === 'Hello once@example.com')).toHaveLength(1);
    expect(await rowFor('once@example.com')).toMatchObject({
      status: 'sent',
      attempts: 1,
      leasedUntil: null,
    });
  });

  it('retries a refused message after its backoff, then sends it', async () => {
    const time = clock();
    await enqueueEmail(sayso().db, message('retry@example.com'), time.now());
    smtp.failNext(1);
    const w = worker(time.now);
    await w.tick();
    const failed = await rowFor('retry@example.com');
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed?.lastError).toMatch(/Try again later/);
    expect(Date.parse(failed?.nextAttemptAt ?? '') - time.now().getTime()).toBe(backoffMs(1));

    await w.tick(); // not due yet
    expect((await rowFor('retry@example.com'))?.attempts).toBe(1);
    time.advance(backoffMs(1));
    await w.tick();
    await w.stop();
    expect(await rowFor('retry@example.com')).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(smtp.messages.filter((m) => m.subject === 'Hello retry@example.com')).toHaveLength(1);
  });

  it('gives up after MAX_ATTEMPTS with the backoff growing each time', async () => {
    const time = clock();
    await enqueueEmail(sayso().db, message('never@example.com'), time.now());
    smtp.failNext(MAX_ATTEMPTS);
    const w = worker(time.now);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await w.tick();
      expect((await rowFor('never@example.com'))?.attempts).toBe(attempt);
      time.advance(backoffMs(attempt));
    }
    await w.tick();
    await w.stop();
    expect(await rowFor('never@example.com')).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(backoffMs(2)).toBe(2 * backoffMs(1));
  });

  it('leases a row to one worker; another takes it only after the lease runs out', async () => {
    const time = clock(new Date(Date.now() + 3600_000));
    await enqueueEmail(sayso().db, message('lease@example.com'), time.now());
    const first = (await leaseDue(sayso().db, time.now())).map((row) => row.toAddress);
    expect(first).toContain('lease@example.com');
    expect((await leaseDue(sayso().db, time.now())).map((row) => row.toAddress)).not.toContain(
      'lease@example.com',
    );
    time.advance(60_000);
    expect((await leaseDue(sayso().db, time.now())).map((row) => row.toAddress)).toContain(
      'lease@example.com',
    );
  });

  it('never leases a row to two workers that ask at the same moment', async () => {
    // Later than every other test's rows, so only these are due.
    const at = new Date(Date.now() + 48 * 3600_000);
    const addresses = Array.from({ length: 60 }, (_, i) => `race-${i}@example.com`);
    for (const to of addresses) await enqueueEmail(sayso().db, message(to), at);
    const leased = (await Promise.all(Array.from({ length: 12 }, () => leaseDue(sayso().db, at)))).flat();
    const ids = leased.map((row) => row.id);
    expect(ids.length).toBe(new Set(ids).size);
  });

  it('prints the message to the log when SMTP_URL is not set', async () => {
    const lines: string[] = [];
    const mailer = createMailer({ smtpUrl: undefined, from: 'Sayso <no-reply@localhost>' }, (line) =>
      lines.push(line),
    );
    await mailer.send({
      to: 'dev@example.com',
      subject: 'Reset',
      text: 'http://localhost:3000/reset-password?token=abc',
    });
    expect(lines.join('\n')).toContain('To: dev@example.com');
    expect(lines.join('\n')).toContain('http://localhost:3000/reset-password?token=abc');
  });
});
