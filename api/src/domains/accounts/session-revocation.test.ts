/**
 * Sessions are rows (issue 23): logout ends this device's session only, and a copy of its
 * cookie taken before is refused after; the account page lists the person's sessions (device,
 * last use, this one marked) and ends one or all of them.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Client, signUp, useSayso } from '../../../test/helpers';
import { sessions } from '../../db/schema';
import { LAST_USED_STEP_MS } from '../users/session-store';

const sayso = useSayso();

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

function copyOf(client: Client): Client {
  const copy = new Client(sayso());
  for (const [name, value] of client.cookies) copy.cookies.set(name, value);
  return copy;
}

/** A person signed in on two devices: `desk` (by sign-up) and `phone` (by login). */
async function onTwoDevices() {
  const { client: desk, fields, user } = await signUp(sayso(), {});
  const phone = new Client(sayso());
  const login = await phone.call('POST', '/api/auth/login', {
    json: { email: fields.email, password: fields.password },
    headers: { 'user-agent': IPHONE },
  });
  expect(login.status).toBe(200);
  return { desk, phone, fields, user };
}

const listOf = async (client: Client) => {
  const res = await client.get('/api/account/sessions');
  expect(res.status).toBe(200);
  return res.body.sessions as { id: number; device: string; host: string; current: boolean }[];
};

describe('logout', () => {
  it('ends this session only: a copy of its cookie is refused, the other device stays signed in', async () => {
    const { desk, phone } = await onTwoDevices();
    const stolen = copyOf(desk);
    expect((await stolen.get('/api/auth/me')).status).toBe(200);

    expect((await desk.post('/api/auth/logout')).status).toBe(200);

    const replay = await stolen.get('/api/auth/me');
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ message: 'Please sign in to continue' });
    expect((await stolen.post('/api/companies', { name: 'Replayed Co' })).status).toBe(401);
    expect((await phone.get('/api/auth/me')).status).toBe(200);
    expect((await listOf(phone)).map((s) => s.device)).toEqual(['Safari on iOS']);
  });

  it('signs in again after a logout with a token that works', async () => {
    const { client, fields } = await signUp(sayso());
    await client.post('/api/auth/logout');
    const again = new Client(sayso());
    expect(
      (await again.post('/api/auth/login', { email: fields.email, password: fields.password })).status,
    ).toBe(200);
    expect((await again.get('/api/auth/me')).body.user.email).toBe(fields.email);
  });

  it("refuses a validly signed token naming an ended session or another person's", async () => {
    const a = await onTwoDevices();
    const b = await signUp(sayso());
    const [own] = (await listOf(a.desk)).filter((s) => s.current);
    const forged = new Client(sayso());
    const sign = (userId: number, sessionId: number) =>
      sayso().deps.signer.sign({ userId, sessionId, host: 'localhost', boardOnly: false });
    forged.cookies.set('sayso_session', await sign(b.user.id, own?.id ?? 0));
    expect((await forged.get('/api/auth/me')).status).toBe(401);
    await a.desk.post('/api/auth/logout');
    forged.cookies.set('sayso_session', await sign(a.user.id, own?.id ?? 0));
    expect((await forged.get('/api/auth/me')).status).toBe(401);
  });
});

describe('the session list', () => {
  it('lists each signed-in device with its device summary and host, this one marked', async () => {
    const { desk } = await onTwoDevices();
    await desk.call('GET', '/api/auth/me', { headers: { 'user-agent': FIREFOX } });
    const listed = await listOf(desk);
    expect(listed).toHaveLength(2);
    expect(listed.filter((s) => s.current)).toHaveLength(1);
    expect(listed.map((s) => s.device).sort()).toEqual(['Safari on iOS', 'Unknown device']);
    expect(listed.every((s) => s.host === 'localhost')).toBe(true);
    for (const entry of listed) {
      expect(entry).toEqual({
        id: expect.any(Number),
        device: expect.any(String),
        host: 'localhost',
        createdAt: expect.any(String),
        lastUsedAt: expect.any(String),
        current: expect.any(Boolean),
      });
    }
  });

  it('ends one other session by id; unknown, foreign or malformed ids are 404 and change nothing', async () => {
    const { desk, phone } = await onTwoDevices();
    const stranger = await signUp(sayso());
    const phoneSession = (await listOf(phone)).find((s) => s.current);
    if (!phoneSession) throw new Error('the phone has no current session');

    for (const id of ['abc', '0', '999999999', String(phoneSession.id)]) {
      const res = await stranger.client.delete(`/api/account/sessions/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.body).toEqual({ message: 'Session not found' });
    }
    expect((await phone.get('/api/auth/me')).status).toBe(200);

    expect((await desk.delete(`/api/account/sessions/${phoneSession.id}`)).status).toBe(200);
    expect((await phone.get('/api/auth/me')).status).toBe(401);
    expect((await desk.get('/api/auth/me')).status).toBe(200);
    expect(await listOf(desk)).toHaveLength(1);
    expect((await desk.delete(`/api/account/sessions/${phoneSession.id}`)).status).toBe(404);
  });

  it('signs out everywhere: every session ends, this one included, and its cookie is cleared', async () => {
    const { desk, phone } = await onTwoDevices();
    const res = await desk.delete('/api/account/sessions');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ended: 2 });
    expect(res.setCookies.some((line) => /^sayso_session=;/.test(line))).toBe(true);
    expect((await phone.get('/api/auth/me')).status).toBe(401);
    expect((await copyOf(desk).get('/api/auth/me')).status).toBe(401);
  });

  it('answers 401 signed out', async () => {
    const visitor = new Client(sayso());
    expect((await visitor.get('/api/account/sessions')).status).toBe(401);
    expect((await visitor.delete('/api/account/sessions/1')).status).toBe(401);
    expect((await visitor.delete('/api/account/sessions')).status).toBe(401);
  });

  it('notes the last use at most every few minutes, so a burst of calls writes nothing', async () => {
    const { client } = await signUp(sayso());
    const [current] = await listOf(client);
    if (!current) throw new Error('no session listed');
    const lastUsed = async () =>
      (await sayso().db.select().from(sessions).where(eq(sessions.id, current.id)))[0]?.lastUsedAt;
    const recent = await lastUsed();
    for (let i = 0; i < 3; i++) await client.get('/api/auth/me');
    expect(await lastUsed()).toBe(recent);

    const old = new Date(Date.now() - LAST_USED_STEP_MS - 1000).toISOString();
    await sayso().db.update(sessions).set({ lastUsedAt: old }).where(eq(sessions.id, current.id));
    await client.get('/api/auth/me');
    const touched = (await lastUsed()) as string;
    expect(touched > old).toBe(true);
    expect(Date.now() - Date.parse(touched)).toBeLessThan(60_000);
  });
});
