/** Logout ends the session on the server: a copy of the cookie taken before it is refused after. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, openSayso, signUp, type TestSayso } from '../../test/helpers';

let sayso: TestSayso & { close: () => Promise<void> };
beforeAll(async () => {
  sayso = await openSayso();
});
afterAll(() => sayso.close());

function copyOf(client: Client): Client {
  const copy = new Client(sayso);
  for (const [name, value] of client.cookies) copy.cookies.set(name, value);
  return copy;
}

describe('session revocation', () => {
  it('refuses a token copied before logout, on every device of that user', async () => {
    const { client, fields } = await signUp(sayso);
    const stolen = copyOf(client);
    const laptop = new Client(sayso);
    expect(
      (await laptop.post('/api/auth/login', { email: fields.email, password: fields.password })).status,
    ).toBe(200);
    expect((await stolen.get('/api/auth/me')).status).toBe(200);

    expect((await client.post('/api/auth/logout')).status).toBe(200);

    const replay = await stolen.get('/api/auth/me');
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ message: 'Please sign in to continue' });
    expect((await stolen.post('/api/companies', { name: 'Replayed Co' })).status).toBe(401);
    expect((await laptop.get('/api/auth/me')).status).toBe(401);
  });

  it('signs in again after a logout with a token that works', async () => {
    const { client, fields } = await signUp(sayso);
    await client.post('/api/auth/logout');
    const again = new Client(sayso);
    expect(
      (await again.post('/api/auth/login', { email: fields.email, password: fields.password })).status,
    ).toBe(200);
    expect((await again.get('/api/auth/me')).body.user.email).toBe(fields.email);
  });

  it('refuses a validly signed token carrying another session version', async () => {
    const { user } = await signUp(sayso);
    const forged = new Client(sayso);
    forged.cookies.set('sayso_session', await sayso.deps.signer.sign(user.id, 7));
    expect((await forged.get('/api/auth/me')).status).toBe(401);
  });
});
