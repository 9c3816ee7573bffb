/** /api/account: name, confirmed e-mail change (real SMTP), password change, deletion. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  createCompany,
  openSayso,
  PASSWORD,
  signUp,
  submitIdea,
  TINY_PNG,
  userRow,
  useSayso,
} from '../../../test/helpers';
import { linkToken, recipient, startSmtp, type TestSmtp } from '../../../test/smtp';
import { companies, ideas, uploads, users } from '../../db/schema';

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
const sayso = useSayso(() => openSayso({ SMTP_URL: smtp.url }));
afterAll(async () => {
  await smtp.close();
});

const copyOf = (client: Client) => {
  const copy = new Client(sayso());
  for (const [name, value] of client.cookies) copy.cookies.set(name, value);
  return copy;
};

describe('account', () => {
  it('answers 401 to every call when signed out', async () => {
    const client = new Client(sayso());
    expect((await client.patch('/api/account', { name: 'Someone' })).status).toBe(401);
    expect((await client.post('/api/account/email', { email: 'a@b.co', password: 'x' })).status).toBe(401);
    expect(
      (await client.post('/api/account/password', { currentPassword: 'x', newPassword: 'y' })).status,
    ).toBe(401);
    expect((await client.post('/api/account/delete', { password: 'x' })).status).toBe(401);
  });

  it('changes the name, with the sign-up rules', async () => {
    const { client, user } = await signUp(sayso());
    const bad = await client.patch('/api/account', { name: 'X' });
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual([{ path: 'name', message: 'Name must be at least 2 characters' }]);
    const ok = await client.patch('/api/account', { name: '  Ada Lovelace ' });
    expect(ok.status).toBe(200);
    expect(ok.body.user.name).toBe('Ada Lovelace');
    expect((await userRow(sayso(), user.id))?.name).toBe('Ada Lovelace');
  });

  it('changes the e-mail only when the link sent to the new address is followed', async () => {
    const { client, user, fields } = await signUp(sayso());
    const newEmail = `new-${user.username}@example.com`;
    const wrong = await client.post('/api/account/email', { email: newEmail, password: 'wrong-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.issues).toEqual([{ path: 'password', message: 'Password is incorrect' }]);

    const asked = await client.post('/api/account/email', { email: newEmail, password: PASSWORD });
    expect(asked.status).toBe(202);
    expect((await userRow(sayso(), user.id))?.email).toBe(fields.email);
    const mail = await smtp.waitFor((m) => recipient(m) === newEmail);
    const { path: linkPath, token } = linkToken(mail);
    expect(linkPath).toBe('/account/confirm-email');

    // The token is the credential: it works in a browser that is not signed in.
    const confirmed = await new Client(sayso()).post('/api/account/email/confirm', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.user.email).toBe(newEmail);
    expect((await userRow(sayso(), user.id))?.email).toBe(newEmail);
    expect((await new Client(sayso()).post('/api/account/email/confirm', { token })).status).toBe(400);
    expect(
      (await new Client(sayso()).post('/api/auth/login', { email: newEmail, password: PASSWORD })).status,
    ).toBe(200);
  });

  it('refuses an address already in use, when asked and when confirmed', async () => {
    const a = await signUp(sayso());
    const b = await signUp(sayso());
    const taken = await a.client.post('/api/account/email', { email: b.fields.email, password: PASSWORD });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('An account with this email already exists');

    const wanted = `wanted-${a.user.username}@example.com`;
    expect((await a.client.post('/api/account/email', { email: wanted, password: PASSWORD })).status).toBe(
      202,
    );
    const { token } = linkToken(await smtp.waitFor((m) => recipient(m) === wanted));
    await sayso().db.update(users).set({ email: wanted }).where(eq(users.id, b.user.id));
    const late = await a.client.post('/api/account/email/confirm', { token });
    expect(late.status).toBe(409);
    expect((await userRow(sayso(), a.user.id))?.email).toBe(a.fields.email);
  });

  it('changes the password: other sessions end, this browser stays signed in', async () => {
    const { client, fields } = await signUp(sayso());
    const other = copyOf(client);
    const wrong = await client.post('/api/account/password', {
      currentPassword: 'nope-nope',
      newPassword: 'new-pass-123',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.issues).toEqual([{ path: 'currentPassword', message: 'Password is incorrect' }]);
    const weak = await client.post('/api/account/password', {
      currentPassword: PASSWORD,
      newPassword: 'short',
    });
    expect(weak.body.issues).toEqual([
      { path: 'newPassword', message: 'Password must be at least 8 characters' },
    ]);

    const ok = await client.post('/api/account/password', {
      currentPassword: PASSWORD,
      newPassword: 'new-pass-123',
    });
    expect(ok.status).toBe(200);
    expect((await client.get('/api/auth/me')).status).toBe(200);
    expect((await other.get('/api/auth/me')).status).toBe(401);
    const login = (password: string) =>
      new Client(sayso()).post('/api/auth/login', { email: fields.email, password });
    expect((await login('new-pass-123')).status).toBe(200);
    expect((await login(PASSWORD)).status).toBe(401);
  });

  it('deletes the account with its company, ideas and uploaded images; counters elsewhere drop', async () => {
    const { client, user } = await signUp(sayso());
    const company = await createCompany(client);
    const form = new FormData();
    form.set('image', new File([TINY_PNG], 'logo.png', { type: 'image/png' }));
    form.set('type', 'logo');
    form.set('companySlug', company.slug);
    const upload = await client.call('POST', '/api/upload', { body: form });
    expect(upload.status).toBe(200);
    expect((await client.get(upload.body.imageUrl)).status).toBe(200);
    await submitIdea(client, company.id);

    // A vote and a comment on someone else's board.
    const other = await signUp(sayso());
    const otherCompany = await createCompany(other.client);
    const theirIdea = await submitIdea(other.client, otherCompany.id);
    expect((await client.post(`/api/features/${theirIdea.id}/vote`)).status).toBe(200);
    expect((await client.post(`/api/features/${theirIdea.id}/comments`, { content: 'Yes!' })).status).toBe(
      201,
    );

    const wrong = await client.post('/api/account/delete', { password: 'wrong-password' });
    expect(wrong.status).toBe(400);
    expect(await userRow(sayso(), user.id)).toBeDefined();

    const res = await client.post('/api/account/delete', { password: PASSWORD });
    expect(res.status).toBe(200);
    expect(await userRow(sayso(), user.id)).toBeUndefined();
    expect(
      (await sayso().db.select().from(companies).where(eq(companies.id, company.id)))[0],
    ).toBeUndefined();
    expect(await sayso().db.select().from(ideas).where(eq(ideas.companyId, company.id))).toEqual([]);
    expect((await client.get(upload.body.imageUrl)).status).toBe(404);
    expect(
      await sayso().db.select({ id: uploads.id }).from(uploads).where(eq(uploads.companyId, company.id)),
    ).toEqual([]);
    expect((await client.get('/api/auth/me')).status).toBe(401);
    const theirs = (await sayso().db.select().from(ideas).where(eq(ideas.id, theirIdea.id)))[0];
    expect(theirs).toMatchObject({ votes: 0, commentCount: 0 });
  });
});
