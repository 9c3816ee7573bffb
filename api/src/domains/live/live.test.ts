/** The live events stream over real HTTP: delivery, isolation, resume, reset, cleanup and the cap. */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCompany, insertIdea, insertUser, makeSayso, type TestSayso } from '../../../test/fixtures';
import { openSse, type SseFrame } from '../../../test/sse-client';
import { createApp } from '../../app';
import { LiveHub, STREAMS_PER_ADDRESS } from './live-events';

let sayso: TestSayso;
let server: ReturnType<typeof serve>;
let base: string;

function listen(app: ReturnType<typeof createApp>): Promise<ReturnType<typeof serve>> {
  return new Promise((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
}
const urlOf = (s: ReturnType<typeof serve>) => `http://127.0.0.1:${(s.address() as AddressInfo).port}`;

beforeAll(async () => {
  sayso = await makeSayso();
  server = await listen(sayso.app);
  base = urlOf(server);
});
afterAll(async () => {
  sayso.deps.live.close();
  await new Promise((done) => server.close(done));
  await sayso.stop();
  await sayso.engine.close();
});

async function board() {
  const owner = await insertUser(sayso, 'Owner');
  const company = await insertCompany(sayso, owner);
  return { owner, company, idea: await insertIdea(sayso, company.id) };
}

const vote = (ideaId: number) =>
  fetch(`${base}/api/features/${ideaId}/anonymous-vote`, {
    method: 'POST',
    headers: { origin: sayso.deps.config.publicUrl },
  });
const isEvent = (name: string) => (frame: SseFrame) => frame.event === name;
const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((done) => setTimeout(done, 10));
};

describe('GET /api/companies/{slug}/events', () => {
  it('delivers a vote within 1 s to the company stream only, with an id and public counts', async () => {
    const a = await board();
    const b = await board();
    const streamA = await openSse(`${base}/api/companies/${a.company.slug}/events`);
    const streamB = await openSse(`${base}/api/companies/${b.company.slug}/events`);
    expect(streamA.status).toBe(200);
    expect(streamA.headers['content-type']).toMatch(/^text\/event-stream/);
    await streamA.next((frame) => frame.retry !== undefined);

    const started = performance.now();
    expect((await vote(a.idea.id)).status).toBe(200);
    const frame = await streamA.next(isEvent('vote'), 1000);
    console.log(`vote to event: ${(performance.now() - started).toFixed(0)} ms`);
    expect(JSON.parse(frame.data ?? '')).toEqual({ featureId: a.idea.id, votes: 1 });
    expect(Number(frame.id)).toBeGreaterThan(0);
    await new Promise((done) => setTimeout(done, 200));
    expect(streamB.frames.filter((f) => f.event)).toEqual([]);
    streamA.close();
    streamB.close();
  });

  it('announces the new comment count', async () => {
    const { company, idea, owner } = await board();
    const stream = await openSse(`${base}/api/companies/${company.slug}/events`);
    const res = await fetch(`${base}/api/features/${idea.id}/comments`, {
      method: 'POST',
      headers: {
        origin: sayso.deps.config.publicUrl,
        cookie: owner.cookie,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ content: 'Live comment' }),
    });
    expect(res.status).toBe(201);
    const frame = await stream.next(isEvent('comment'));
    expect(JSON.parse(frame.data ?? '')).toEqual({ featureId: idea.id, comments: 1 });
    stream.close();
  });

  it('replays exactly the missed events after Last-Event-ID, by header or query', async () => {
    const { company, idea } = await board();
    const second = await insertIdea(sayso, company.id);
    const stream = await openSse(`${base}/api/companies/${company.slug}/events`);
    await vote(idea.id);
    const seen = await stream.next(isEvent('vote'));
    stream.close();
    await vote(second.id);
    await vote(idea.id);

    const resumed = await openSse(`${base}/api/companies/${company.slug}/events`, {
      'last-event-id': seen.id ?? '',
    });
    await resumed.next((frame) => frame.event === 'vote' && frame.data?.includes(`"votes":2`) === true);
    const replayed = resumed.frames.filter((frame) => frame.event);
    expect(replayed.map((frame) => JSON.parse(frame.data ?? ''))).toEqual([
      { featureId: second.id, votes: 1 },
      { featureId: idea.id, votes: 2 },
    ]);
    resumed.close();

    const byQuery = await openSse(`${base}/api/companies/${company.slug}/events?lastEventId=${seen.id}`);
    await byQuery.next((frame) => frame.data?.includes(`"votes":2`) === true);
    expect(byQuery.frames.filter((frame) => frame.event)).toHaveLength(2);
    byQuery.close();
  });

  it('sends reset for an id older than the buffer, or one it never issued', async () => {
    const { company, idea } = await board();
    const watcher = await openSse(`${base}/api/companies/${company.slug}/events`);
    await until(() => sayso.deps.live.listenerCount(company.id) === 1);
    const publish = (votes: number) =>
      sayso.deps.live.publish(company.id, { type: 'vote', featureId: idea.id, votes });
    await publish(1);
    const oldest = await watcher.next(isEvent('vote'));
    // The replay buffer keeps 200 events per company: after 201 more, the one that followed
    // the oldest is gone too, so resuming from the oldest cannot be answered from the buffer.
    for (let votes = 2; votes <= 202; votes++) await publish(votes);
    await watcher.next((frame) => frame.data?.includes('"votes":202') === true, 5000);
    watcher.close();
    for (const id of [oldest.id ?? '', '999999999999999999', 'not-a-number']) {
      const stream = await openSse(`${base}/api/companies/${company.slug}/events`, { 'last-event-id': id });
      await stream.next(isEvent('reset'));
      stream.close();
    }
  });

  it('unsubscribes when the client goes away', async () => {
    const { company } = await board();
    const streams = await Promise.all(
      [1, 2, 3].map(() => openSse(`${base}/api/companies/${company.slug}/events`)),
    );
    await until(() => sayso.deps.live.listenerCount(company.id) === 3);
    expect(sayso.deps.live.listenerCount(company.id)).toBe(3);
    for (const stream of streams) stream.close();
    await until(() => sayso.deps.live.listenerCount() === 0);
    expect(sayso.deps.live.listenerCount(company.id)).toBe(0);
    expect(sayso.deps.live.listenerCount()).toBe(0);
  });

  it('answers 404 JSON for an unknown company, before any stream', async () => {
    const stream = await openSse(`${base}/api/companies/no-such-company/events`);
    expect(stream.status).toBe(404);
    expect(JSON.parse(await stream.text())).toEqual({ message: 'Company not found' });
  });

  it('answers 429 JSON beyond the per-address cap; a closed stream frees its slot', async () => {
    const { company } = await board();
    // Behind one trusted proxy, so the test can speak from two addresses.
    const proxied = await listen(
      createApp({ ...sayso.deps, config: { ...sayso.deps.config, trustProxyHops: 1 } }),
    );
    const url = `${urlOf(proxied)}/api/companies/${company.slug}/events`;
    const from = (address: string) => openSse(url, { 'x-forwarded-for': address });
    const held = await Promise.all(Array.from({ length: STREAMS_PER_ADDRESS }, () => from('203.0.113.9')));
    expect(held.every((stream) => stream.status === 200)).toBe(true);
    const refused = await from('203.0.113.9');
    expect(refused.status).toBe(429);
    expect(JSON.parse(await refused.text())).toEqual({
      message: 'Too many live connections from your address. Please close some tabs and try again.',
    });
    // Another address is not held back by this one.
    const other = await from('198.51.100.9');
    expect(other.status).toBe(200);
    held[0]?.close();
    await until(() => sayso.deps.live.listenerCount(company.id) === STREAMS_PER_ADDRESS);
    const again = await from('203.0.113.9');
    expect(again.status).toBe(200);
    for (const stream of [...held, other, again]) stream.close();
    await until(() => sayso.deps.live.listenerCount() === 0);
    await new Promise((done) => proxied.close(done));
  });

  it('answers 503 JSON beyond the connection cap', async () => {
    const { company } = await board();
    const live = new LiveHub({ publish: async () => {}, listen: () => () => {} }, { maxStreams: 1 });
    const capped = await listen(createApp({ ...sayso.deps, live }));
    const url = `${urlOf(capped)}/api/companies/${company.slug}/events`;
    const first = await openSse(url);
    expect(first.status).toBe(200);
    await until(() => live.listenerCount() === 1);
    const second = await openSse(url);
    expect(second.status).toBe(503);
    expect(JSON.parse(await second.text()).message).toMatch(/Too many live connections/);
    first.close();
    live.close();
    await new Promise((done) => capped.close(done));
  });
});
