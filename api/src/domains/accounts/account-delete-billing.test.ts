/**
 * Deleting an account that pays: the Stripe subscription ends with it, so nobody is billed for
 * an account that no longer exists; when Stripe cannot be reached nothing is deleted.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBilling, subscribedUser } from '../../../test/billing-helpers';
import { users } from '../../db/schema';
import { hashPassword } from '../users/passwords';

const PASSWORD = 'correct-horse-battery';
let env: Awaited<ReturnType<typeof openBilling>>;
beforeAll(async () => {
  env = await openBilling();
});
afterAll(() => env.close());

async function payingUser() {
  const user = await subscribedUser(env.sayso, env.fake);
  const passwordHash = await hashPassword(PASSWORD);
  await env.sayso.db.update(users).set({ passwordHash }).where(eq(users.id, user.id));
  return user;
}

const userExists = async (id: number) =>
  (await env.sayso.db.select().from(users).where(eq(users.id, id)))[0] !== undefined;

describe('deleting a paying account', () => {
  it('cancels the Stripe subscription at once, then deletes the account', async () => {
    const user = await payingUser();
    const res = await user.client.post('/api/account/delete', { password: PASSWORD });
    expect(res.status).toBe(200);
    expect(env.fake.calls('DELETE', `/v1/subscriptions/${user.subscriptionId}`)).toHaveLength(1);
    expect(env.fake.store.get(user.subscriptionId, 'subscription').status).toBe('canceled');
    expect(await userExists(user.id)).toBe(false);
  });

  it('deletes nothing when Stripe fails, and says so', async () => {
    const user = await payingUser();
    const port = Number(new URL(env.fake.url).port);
    await env.fake.stop();
    try {
      const res = await user.client.post('/api/account/delete', { password: PASSWORD });
      expect(res.status).toBe(502);
      expect(await userExists(user.id)).toBe(true);
    } finally {
      await env.fake.start(port);
    }
  });
});
