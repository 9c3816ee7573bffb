/**
 * /api/companies/{id}/webhooks: the owner's endpoints (CRUD, validation, limit, secret shown
 * once, roll) and real deliveries of the four events, from the board and from the v1 API, to
 * a real local receiver whose signatures the test recomputes.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fastUser, type Loose, ownerWithCompany, submitIdea, useSayso } from '../../../test/helpers';
import { companyWithKey, servedDocument, V1_IDEA } from '../../../test/v1-client';
import {
  addEndpoint,
  deliveriesOf,
  drainWebhooks,
  expectDocumentedPayload,
  hooksPath,
  webhookSayso,
} from '../../../test/webhook-kit';
import { type Receiver, startReceiver, verifySignature } from '../../../test/webhook-receiver';
import { WEBHOOK_ENDPOINT_LIMIT, WEBHOOK_EVENTS } from '../../contract';
import { newWebhookSecret } from './webhooks';

const sayso = useSayso(webhookSayso);
let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
});
afterEach(() => {
  receiver.received.length = 0;
});

const bodies = () => receiver.received.map((entry) => JSON.parse(entry.body) as Loose);
/** The worker sends a batch in parallel, so requests arrive in any order: sorted by event. */
const ORDER = ['idea.created', 'idea.status_changed', 'vote.created', 'comment.created', 'webhook.test'];
const byEvent = (a: Loose, b: Loose) => ORDER.indexOf(a.type) - ORDER.indexOf(b.type);

describe('webhook endpoints', () => {
  it('creates an endpoint whose secret is shown once, lists, changes, rolls and deletes it', async () => {
    const owner = await ownerWithCompany(sayso());
    const created = await owner.client.post(hooksPath(owner), {
      url: `  ${receiver.url}/hook `,
      events: ['vote.created', 'idea.created', 'vote.created'],
    });
    expect(created.status).toBe(201);
    const { secret, ...endpoint } = created.body;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(endpoint).toMatchObject({
      url: `${receiver.url}/hook`,
      events: ['idea.created', 'vote.created'],
      enabled: true,
      disabledReason: null,
      consecutiveFailures: 0,
    });
    const listed = await owner.client.get(hooksPath(owner));
    expect(listed.body).toEqual([endpoint]);
    expect(JSON.stringify(listed.body)).not.toContain(secret);

    const patched = await owner.client.patch(hooksPath(owner, `/${endpoint.id}`), {
      events: ['comment.created'],
      enabled: false,
    });
    expect(patched.body).toMatchObject({
      events: ['comment.created'],
      enabled: false,
      disabledReason: 'manual',
    });
    const enabled = await owner.client.patch(hooksPath(owner, `/${endpoint.id}`), { enabled: true });
    expect(enabled.body).toMatchObject({ enabled: true, disabledReason: null });

    const rolled = await owner.client.post(hooksPath(owner, `/${endpoint.id}/roll-secret`));
    expect(rolled.status).toBe(200);
    expect(rolled.body.secret).toMatch(/^whsec_/);
    expect(rolled.body.secret).not.toBe(secret);

    expect((await owner.client.delete(hooksPath(owner, `/${endpoint.id}`))).status).toBe(200);
    expect((await owner.client.get(hooksPath(owner))).body).toEqual([]);
    expect((await owner.client.delete(hooksPath(owner, `/${endpoint.id}`))).status).toBe(404);
  });

  it('refuses bad input with a clear 400 and creates nothing', async () => {
    const owner = await ownerWithCompany(sayso());
    const cases: [unknown, string][] = [
      [
        { url: 'ftp://example.com/x', events: ['idea.created'] },
        'Please enter a URL starting with http:// or https://',
      ],
      [
        { url: 'not a url', events: ['idea.created'] },
        'Please enter a URL starting with http:// or https://',
      ],
      [{ events: ['idea.created'] }, 'Please enter a URL starting with http:// or https://'],
      [
        { url: 'https://user:pw@example.com/', events: ['idea.created'] },
        'The URL may not contain a user name or password',
      ],
      [
        { url: `https://example.com/${'a'.repeat(2000)}`, events: ['idea.created'] },
        'URL must be at most 2000 characters',
      ],
      [{ url: 'https://example.com/', events: [] }, 'Please choose at least one event'],
      [{ url: 'https://example.com/' }, 'Please choose at least one event'],
      [
        { url: 'https://example.com/', events: ['idea.deleted'] },
        `Events must be among: ${WEBHOOK_EVENTS.join(', ')}`,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await owner.client.post(hooksPath(owner), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const endpoint = await addEndpoint(owner, receiver.url);
    const patch = await owner.client.patch(hooksPath(owner, `/${endpoint.id}`), { enabled: 'yes' });
    expect(patch.body.message).toBe('enabled must be true or false');
    expect((await owner.client.get(hooksPath(owner))).body).toHaveLength(1);
  });

  it(`holds at most ${WEBHOOK_ENDPOINT_LIMIT} endpoints per company`, async () => {
    const owner = await ownerWithCompany(sayso());
    for (let i = 0; i < WEBHOOK_ENDPOINT_LIMIT; i++) await addEndpoint(owner, `${receiver.url}/${i}`);
    const over = await owner.client.post(hooksPath(owner), { url: receiver.url, events: ['idea.created'] });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe(`A company can have at most ${WEBHOOK_ENDPOINT_LIMIT} webhook endpoints`);
  });

  it("does not find another company's endpoint", async () => {
    const owner = await ownerWithCompany(sayso());
    const other = await ownerWithCompany(sayso());
    const endpoint = await addEndpoint(owner, receiver.url);
    const path = `/api/companies/${other.company.id}/webhooks/${endpoint.id}`;
    expect((await other.client.patch(path, { enabled: false })).status).toBe(404);
    expect((await other.client.delete(path)).status).toBe(404);
    expect((await other.client.get(`${path}/deliveries`)).status).toBe(404);
    expect((await owner.client.get(hooksPath(owner))).body[0].enabled).toBe(true);
  });
});

describe('webhook deliveries', () => {
  it('carry no internal note (issue 28): a team endpoint may post where customers read', async () => {
    const owner = await ownerWithCompany(sayso());
    await addEndpoint(owner, `${receiver.url}/comments`, ['comment.created']);
    const idea = await submitIdea(owner.client, owner.company.id, { title: 'Notes stay home' });
    const note = await owner.client.post(`/api/features/${idea.id}/comments`, {
      content: 'Internal',
      internal: true,
    });
    expect(note.status).toBe(201);
    const open = await owner.client.post(`/api/features/${idea.id}/comments`, { content: 'Public' });
    expect(open.status).toBe(201);
    await drainWebhooks(sayso());
    expect(bodies().map((body) => [body.type, body.data.comment.content])).toEqual([
      ['comment.created', 'Public'],
    ]);
  });

  it('delivers the four board events, signed, to the endpoints that subscribed', async () => {
    const owner = await ownerWithCompany(sayso());
    const all = await addEndpoint(owner, `${receiver.url}/all`, [...WEBHOOK_EVENTS]);
    await addEndpoint(owner, `${receiver.url}/votes`, ['vote.created']);
    const fan = await fastUser(sayso(), 'Fan');
    const idea = await submitIdea(fan.client, owner.company.id, { title: 'Webhooks please' });
    expect((await owner.client.patch(`/api/features/${idea.id}`, { status: 'planned' })).status).toBe(200);
    expect((await fan.client.post(`/api/features/${idea.id}/vote`)).status).toBe(200);
    expect((await fan.client.post(`/api/features/${idea.id}/comments`, { content: 'Yes!' })).status).toBe(
      201,
    );
    await drainWebhooks(sayso());

    const toAll = receiver.received.filter((entry) => entry.path === '/all');
    expect(
      toAll
        .map((entry) => JSON.parse(entry.body))
        .sort(byEvent)
        .map((body) => body.type),
    ).toEqual(['idea.created', 'idea.status_changed', 'vote.created', 'comment.created']);
    const doc = await servedDocument(sayso());
    for (const entry of toAll) {
      expectDocumentedPayload(doc, JSON.parse(entry.body));
      expect(verifySignature(all.secret, entry)).toBe(true);
      expect(verifySignature(newWebhookSecret(), entry)).toBe(false);
      expect(entry.headers['content-type']).toBe('application/json');
      expect(entry.headers['webhook-id']).toBe(JSON.parse(entry.body).id);
    }
    const [created, status, vote, comment] = toAll.map((entry) => JSON.parse(entry.body)).sort(byEvent);
    const company = { id: owner.company.id, slug: owner.company.slug, name: owner.company.name };
    // Every event's idea names its board (issue 27).
    const onBoard = {
      boardId: idea.boardId,
      board: { id: idea.boardId, name: 'Feature Requests', slug: 'feature-requests' },
    };
    expect(created).toMatchObject({
      id: expect.stringMatching(/^evt_/),
      company,
      data: { idea: { id: idea.id, title: 'Webhooks please', status: 'idea', ...onBoard } },
    });
    expect(Date.parse(created.created_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(status.data).toMatchObject({
      idea: { id: idea.id, status: 'planned', ...onBoard },
      previousStatus: 'idea',
    });
    expect(vote.data).toMatchObject({
      idea: { id: idea.id, votes: 1, ...onBoard },
      vote: { source: 'user', userName: 'Fan' },
    });
    expect(comment.data).toMatchObject({
      idea: { id: idea.id, commentCount: 1, ...onBoard },
      comment: { content: 'Yes!', userName: 'Fan' },
    });

    const toVotes = receiver.received.filter((entry) => entry.path === '/votes');
    expect(toVotes.map((entry) => JSON.parse(entry.body).type)).toEqual(['vote.created']);
    const log = await deliveriesOf(owner, all.id);
    expect(log).toHaveLength(4);
    expect(log[0]).toMatchObject({
      eventType: 'comment.created',
      status: 'succeeded',
      attempts: 1,
      responseStatus: 200,
      responseExcerpt: 'ok',
      error: null,
    });
  });

  it('delivers the events of changes made through the v1 REST API', async () => {
    const doc = await servedDocument(sayso());
    const { owner, api } = await companyWithKey(sayso(), doc);
    const endpoint = await addEndpoint(owner, `${receiver.url}/v1`, [...WEBHOOK_EVENTS]);
    const { id } = (await api.post('/ideas', V1_IDEA)).body;
    await api.patch(`/ideas/${id}`, { status: 'in_progress' });
    await api.post(`/ideas/${id}/votes`, { externalId: 'crm-7' });
    await api.post(`/ideas/${id}/comments`, { content: 'From the CRM' });
    await drainWebhooks(sayso());
    const received = bodies()
      .filter((body) => body.company.id === owner.company.id)
      .sort(byEvent);
    expect(received.map((body) => body.type)).toEqual([
      'idea.created',
      'idea.status_changed',
      'vote.created',
      'comment.created',
    ]);
    // A key votes for an identified person of the company (never a Sayso account): named by its id.
    expect(received[2].data.vote).toMatchObject({ source: 'api', userName: 'crm-7' });
    // Every payload is what the OpenAPI document's webhooks section says.
    for (const body of received) expectDocumentedPayload(doc, body);
    for (const entry of receiver.received) expect(verifySignature(endpoint.secret, entry)).toBe(true);
  });

  it('sends nothing for a disabled endpoint, and no event to a company without endpoints', async () => {
    const owner = await ownerWithCompany(sayso());
    const endpoint = await addEndpoint(owner, receiver.url, [...WEBHOOK_EVENTS]);
    await owner.client.patch(hooksPath(owner, `/${endpoint.id}`), { enabled: false });
    await submitIdea(owner.client, owner.company.id);
    const quiet = await ownerWithCompany(sayso());
    await submitIdea(quiet.client, quiet.company.id);
    await drainWebhooks(sayso());
    expect(receiver.received).toEqual([]);
    expect(await deliveriesOf(owner, endpoint.id)).toEqual([]);
    const test = await owner.client.post(hooksPath(owner, `/${endpoint.id}/test`));
    expect(test.status).toBe(400);
    expect(test.body.message).toBe('This endpoint is disabled; enable it first');
  });

  it('announces a held idea when the team approves it, not when it is submitted', async () => {
    const owner = await ownerWithCompany(sayso());
    await addEndpoint(owner, receiver.url, ['idea.created']);
    const moderation = `/api/companies/${owner.company.id}/moderation`;
    expect((await owner.client.patch(moderation, { reviewNewIdeas: true })).status).toBe(200);
    const fan = await fastUser(sayso(), 'Fan');
    const held = await submitIdea(fan.client, owner.company.id, { title: 'Held back' });
    await drainWebhooks(sayso());
    expect(receiver.received).toEqual([]);
    expect((await owner.client.post(`/api/features/${held.id}/approve`)).status).toBe(200);
    await drainWebhooks(sayso());
    expect(bodies()).toMatchObject([
      { type: 'idea.created', data: { idea: { id: held.id, title: 'Held back', held: false } } },
    ]);
  });

  it('sends a test event to one endpoint whatever its filter', async () => {
    const owner = await ownerWithCompany(sayso());
    const endpoint = await addEndpoint(owner, receiver.url, ['vote.created']);
    const queued = await owner.client.post(hooksPath(owner, `/${endpoint.id}/test`));
    expect(queued.status).toBe(201);
    expect(queued.body).toMatchObject({ eventType: 'webhook.test', status: 'pending', attempts: 0 });
    await drainWebhooks(sayso());
    expect(bodies()).toMatchObject([{ type: 'webhook.test', data: { message: 'A test event from Sayso' } }]);
    expectDocumentedPayload(await servedDocument(sayso()), bodies()[0]);
    const [entry] = receiver.received;
    expect(entry && verifySignature(endpoint.secret, entry)).toBe(true);
  });

  it('signs with the rolled secret only, from the roll on', async () => {
    const owner = await ownerWithCompany(sayso());
    const endpoint = await addEndpoint(owner, receiver.url);
    const rolled = (await owner.client.post(hooksPath(owner, `/${endpoint.id}/roll-secret`))).body;
    await owner.client.post(hooksPath(owner, `/${endpoint.id}/test`));
    await drainWebhooks(sayso());
    const [entry] = receiver.received;
    expect(entry && verifySignature(rolled.secret, entry)).toBe(true);
    expect(entry && verifySignature(endpoint.secret, entry)).toBe(false);
  });
});
