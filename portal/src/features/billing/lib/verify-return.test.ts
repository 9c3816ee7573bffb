import type { VerifySubscriptionResult } from '@sayso/api/contract';
import { describe, expect, it, vi } from 'vitest';
import { verifyQueryFor, verifyWithRetry } from './verify-return';

const q = (text: string) => new URLSearchParams(text);

describe('verifyQueryFor', () => {
  it('verifies a Payment Element return only with its three parameters and redirect_status succeeded', () => {
    expect(
      verifyQueryFor(
        q('plan=pro&payment_intent=pi_1&payment_intent_client_secret=s&redirect_status=succeeded'),
      ),
    ).toEqual({
      payment_intent: 'pi_1',
    });
    expect(
      verifyQueryFor(q('plan=pro&payment_intent=pi_1&payment_intent_client_secret=s&redirect_status=failed')),
    ).toBeNull();
    expect(verifyQueryFor(q('plan=pro&payment_intent=pi_1&redirect_status=succeeded'))).toBeNull();
    expect(verifyQueryFor(q('plan=pro'))).toBeNull();
  });

  it('verifies a hosted Checkout return by its session id, never the unfilled placeholder', () => {
    expect(verifyQueryFor(q('plan=pro&session_id=cs_test_1'))).toEqual({ session_id: 'cs_test_1' });
    expect(verifyQueryFor(q('plan=pro&session_id={CHECKOUT_SESSION_ID}'))).toBeNull();
  });
});

describe('verifyWithRetry', () => {
  const result = (verified: boolean, status: string) =>
    ({ verified, status, plan: 'pro' }) as VerifySubscriptionResult;

  it('asks again while Stripe is still settling, then stops at the answer', async () => {
    const verify = vi
      .fn()
      .mockResolvedValueOnce(result(false, 'processing'))
      .mockResolvedValueOnce(result(true, 'active'));
    const wait = vi.fn(async () => {});
    expect(await verifyWithRetry({ payment_intent: 'pi_1' }, verify, wait)).toMatchObject({ verified: true });
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('does not retry a final refusal, and gives up after three retries', async () => {
    const refused = vi.fn().mockResolvedValue(result(false, 'requires_payment_method'));
    await verifyWithRetry({ payment_intent: 'pi_1' }, refused, async () => {});
    expect(refused).toHaveBeenCalledTimes(1);
    const pending = vi.fn().mockResolvedValue(result(false, 'processing'));
    expect(await verifyWithRetry({ payment_intent: 'pi_1' }, pending, async () => {})).toMatchObject({
      verified: false,
    });
    expect(pending).toHaveBeenCalledTimes(4);
  });
});
