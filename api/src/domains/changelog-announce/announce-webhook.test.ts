/**
 * The `changelog.published` webhook event: queued with the announcement, in its transaction, to
 * the endpoints that subscribed to it only, once however often the announcement runs, and as
 * the OpenAPI document's `webhooks` section describes it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Loose, ownerWithCompany, submitIdea, useSayso } from '../../../test/helpers';
import { servedDocument } from '../../../test/v1-client';
import { addEndpoint, drainWebhooks, expectDocumentedPayload, webhookSayso } from '../../../test/webhook-kit';
import { type Receiver, startReceiver } from '../../../test/webhook-receiver';
import { announce, insertPublishedEntry } from './announce-test-kit';

const sayso = useSayso(webhookSayso);
let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
});

describe('changelog.published', () => {
  it('reaches the endpoints that subscribed to it, once, as documented', async () => {
    const owner = await ownerWithCompany(sayso());
    await addEndpoint(owner, `${receiver.url}/changelog`, ['changelog.published']);
    await addEndpoint(owner, `${receiver.url}/ideas`, ['idea.created']);
    const idea = await submitIdea(owner.client, owner.company.id, { title: 'Shipped idea' });
    const entry = await insertPublishedEntry(sayso(), owner.company.id, [idea.id], {
      body: 'It is **here**.',
    });
    await announce(sayso(), entry);
    await announce(sayso(), entry);
    await drainWebhooks(sayso());

    const toChangelog = receiver.received.filter((delivery) => delivery.path === '/changelog');
    expect(toChangelog).toHaveLength(1);
    const body: Loose = JSON.parse(toChangelog[0]?.body ?? '{}');
    expect(body.type).toBe('changelog.published');
    expect(body.data.entry).toMatchObject({
      id: entry.id,
      slug: entry.slug,
      title: entry.title,
      body: 'It is **here**.',
      labels: [],
      url: `${sayso().deps.config.publicUrl}/company/${owner.company.slug}/changelog/${entry.slug}`,
      ideas: [{ id: idea.id, title: 'Shipped idea', board: { slug: 'feature-requests' } }],
    });
    expectDocumentedPayload(await servedDocument(sayso()), body);
    expect(
      receiver.received.filter((delivery) => delivery.path === '/ideas').map((d) => JSON.parse(d.body).type),
    ).toEqual(['idea.created']);
  });
});
