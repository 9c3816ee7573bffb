import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountPerTest } from '@/test/mount';
import { renderAt, serve } from '../changelog-test-kit';
import { SubscriptionResult } from './subscription-result';

const mount = mountPerTest();
afterEach(() => vi.unstubAllGlobals());
const ACME = { body: { companySlug: 'acme', companyName: 'Acme' } };

const draw = (action: 'confirm' | 'unsubscribe', token: string) =>
  renderAt(
    mount,
    `/changelog/${action}?token=${token}`,
    `/changelog/${action}`,
    <SubscriptionResult action={action} token={token} />,
  );

describe('SubscriptionResult', () => {
  it('confirms with the link token, once, and links back to the changelog', async () => {
    const fetchMock = serve({ '/api/changelog/subscriptions/confirm': ACME });
    const container = await draw('confirm', 'tok-1');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ token: 'tok-1' });
    expect(container.querySelector('[role="status"]')?.textContent).toBe(
      "You're subscribed. You'll get an e-mail when Acme publishes an update.",
    );
    const back = container.querySelector('a');
    expect(back?.textContent).toBe("Back to Acme's changelog");
    expect(back?.getAttribute('href')).toBe('/company/acme/changelog');
  });

  it('unsubscribes with the link token and says so', async () => {
    const fetchMock = serve({ '/api/changelog/subscriptions/unsubscribe': ACME });
    const container = await draw('unsubscribe', 'tok-2');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ token: 'tok-2' });
    expect(container.querySelector('[role="status"]')?.textContent).toBe(
      "You're unsubscribed. You'll get no more e-mails about Acme's changelog.",
    );
  });

  it("shows the server's message for a used or unknown link", async () => {
    serve({
      '/api/changelog/subscriptions/confirm': {
        status: 400,
        body: { message: 'This link is invalid or has expired' },
      },
    });
    const container = await draw('confirm', 'old');
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'This link is invalid or has expired',
    );
    expect(container.querySelector('a')).toBeNull();
  });

  it('asks nothing for a link without its token', async () => {
    const fetchMock = serve({});
    const container = await draw('unsubscribe', '');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(container.querySelector('[role="alert"]')?.textContent).toContain('This link is incomplete.');
  });
});
