/**
 * With the app's own worker running (as in production), a change's webhook goes out at once
 * after the request, not at the worker's next 5-second poll.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSayso, ownerWithCompany, submitIdea, useSayso } from '../../../test/helpers';
import { addEndpoint } from '../../../test/webhook-kit';
import { type Receiver, startReceiver } from '../../../test/webhook-receiver';

let receiver: Receiver;
const sayso = useSayso(() => openSayso({ WEBHOOKS_ALLOW_PRIVATE: 'on' }));
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
});

describe('webhook wake-up', () => {
  it('delivers a new idea well within the poll interval', async () => {
    const owner = await ownerWithCompany(sayso());
    await addEndpoint(owner, receiver.url);
    // Let the worker's first pass (at start) finish, so only a wake-up can send it early.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    await submitIdea(owner.client, owner.company.id, { title: 'Straight away' });
    while (receiver.received.length === 0 && Date.now() - started < 4_000)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(receiver.received).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(JSON.parse(receiver.received[0]?.body ?? '{}').data.idea.title).toBe('Straight away');
  });
});
