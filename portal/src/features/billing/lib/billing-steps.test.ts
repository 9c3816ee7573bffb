import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutUrl, subscriptionSecret } from './billing-steps';

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const CONFIG = {
  enabled: true,
  publishableKey: 'pk',
  currency: 'eur',
  prices: { pro: 'price_p', business: 'price_b' },
};

afterEach(() => vi.unstubAllGlobals());

describe('billing steps (spec section 8 texts)', () => {
  it('creates a session for the plan price and answers its url', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(answer(200, CONFIG))
      .mockResolvedValueOnce(answer(200, { url: 'https://pay' }));
    vi.stubGlobal('fetch', fetch);
    expect(await checkoutUrl('business')).toBe('https://pay');
    const body = JSON.parse(fetch.mock.calls[1]?.[1].body);
    expect(body.priceId).toBe('price_b');
    expect(body.successUrl).toMatch(
      /\/subscription\/success\?plan=business&session_id=\{CHECKOUT_SESSION_ID\}$/,
    );
  });

  it("says 'Billing is not configured' without offering a retry", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(answer(200, { enabled: false, message: 'Billing is not configured' })),
    );
    await expect(checkoutUrl('pro')).rejects.toMatchObject({
      title: 'Billing is not configured',
      canRetry: false,
    });
  });

  it('wraps server failures and missing answers in the spec messages', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(answer(200, CONFIG))
        .mockResolvedValueOnce(answer(502, { message: 'Could not reach Stripe' })),
    );
    await expect(checkoutUrl('pro')).rejects.toThrow(
      'Failed to create checkout session: Could not reach Stripe',
    );
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValueOnce(answer(200, CONFIG)).mockResolvedValueOnce(answer(200, {})),
    );
    await expect(checkoutUrl('pro')).rejects.toThrow('No checkout URL returned from the server');
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(answer(400, { message: 'Unknown price' })));
    await expect(subscriptionSecret('price_x')).rejects.toThrow(
      'Failed to create payment intent: Unknown price',
    );
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(answer(200, {})));
    await expect(subscriptionSecret('price_p')).rejects.toThrow('No client secret returned from the server');
  });
});
