import { describe, expect, it } from 'vitest';
import { Client, cookieLine, PASSWORD, signUp, uniqueUser, useSayso } from '../../../test/helpers';

const sayso = useSayso();

const THIRTY_DAYS = String(30 * 24 * 3600);
const USER_KEYS = [
  'companySlug',
  'email',
  'emailVerified',
  'id',
  'isCompanyOwner',
  'monthlySubmissionLimit',
  'monthlySubmissionsUsed',
  'name',
  'subscriptionEndsAt',
  'subscriptionPlan',
  'subscriptionUpdatedAt',
  'username',
];

function expectNoSecrets(text: string) {
  expect(text).not.toMatch(/argon2|passwordHash|password_hash/i);
  expect(text).not.toContain(PASSWORD);
}

const WEAK = 'Please choose a less guessable password';

describe('POST /api/auth/signup', () => {
  it('creates the user, answers 201 { user } and sets a 30-day httpOnly SameSite=Lax session', async () => {
    const client = new Client(sayso());
    const fields = uniqueUser({ email: '  Mixed.Case@Example.COM ' });
    const res = await client.post('/api/auth/signup', fields);
    expect(res.status).toBe(201);
    expect(Object.keys(res.body.user).sort()).toEqual(USER_KEYS);
    expect(res.body.user).toMatchObject({
      name: fields.name,
      email: 'mixed.case@example.com',
      username: fields.username,
      companySlug: null,
      isCompanyOwner: false,
      subscriptionPlan: 'free',
      monthlySubmissionsUsed: 0,
      monthlySubmissionLimit: 10,
    });
    expectNoSecrets(JSON.stringify(res.body));
    const session = cookieLine(res, 'sayso_session');
    expect(session).toMatchObject({ httponly: true, samesite: 'Lax', 'max-age': THIRTY_DAYS, path: '/' });
    expect(session?.secure).toBeUndefined(); // PUBLIC_URL is http here
    const [, payload] = String(session?.value).split('.');
    const claims = JSON.parse(Buffer.from(payload as string, 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(30 * 24 * 3600);
    expect(claims.sub).toBe(String(res.body.user.id));
    // The hint cookie is readable by scripts and holds no secret.
    expect(cookieLine(res, 'sayso_signed_in')).toMatchObject({ value: '1', 'max-age': THIRTY_DAYS });
    expect(cookieLine(res, 'sayso_signed_in')?.httponly).toBeUndefined();

    const me = await client.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.user).toEqual(res.body.user);
    expectNoSecrets(JSON.stringify(me.body));
  });

  it('refuses a taken email (in any case) or username with 409', async () => {
    const { fields } = await signUp(sayso());
    const client = new Client(sayso());
    const sameEmail = await client.post(
      '/api/auth/signup',
      uniqueUser({ email: fields.email.toUpperCase() }),
    );
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.message).toBe('An account with this email already exists');
    const sameName = await client.post('/api/auth/signup', uniqueUser({ username: fields.username }));
    expect(sameName.status).toBe(409);
    expect(sameName.body.message).toBe('This username is already taken');
    expect(client.cookies.size).toBe(0);
  });

  it('lets exactly one of three racing sign-ups with the same email through; the others get 409', async () => {
    const fields = uniqueUser();
    const answers = await Promise.all(
      [1, 2, 3].map(() => new Client(sayso()).post('/api/auth/signup', fields)),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409]);
    for (const res of answers.filter((answer) => answer.status === 409)) {
      expect(res.body.message).toMatch(/already exists/);
    }
  });

  const invalid: Array<[string, Record<string, unknown>, string, string]> = [
    ['a one-letter name', { name: 'A' }, 'name', 'Name must be at least 2 characters'],
    ['a blank name', { name: '   ' }, 'name', 'Name must be at least 2 characters'],
    ['a huge name', { name: 'n'.repeat(101) }, 'name', 'Name must be less than 100 characters'],
    ['a bad email', { email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    ['a huge email', { email: `${'e'.repeat(300)}@x.com` }, 'email', 'Please enter a valid email address'],
    ['a short username', { username: 'ab' }, 'username', 'Username must be at least 3 characters'],
    [
      'an uppercase username',
      { username: 'Bad_User' },
      'username',
      'Username can only contain lowercase letters, numbers, underscores and hyphens',
    ],
    [
      'a username with spaces',
      { username: 'bad user' },
      'username',
      'Username can only contain lowercase letters, numbers, underscores and hyphens',
    ],
    ['a huge username', { username: 'u'.repeat(33) }, 'username', 'Username must be less than 32 characters'],
    ['a short password', { password: 'short' }, 'password', 'Password must be at least 8 characters'],
    ['a password of one repeated character', { password: 'aaaaaaaaaa' }, 'password', WEAK],
    ['a whitespace-only password', { password: ' \t  \n    ' }, 'password', WEAK],
    [
      'a huge password',
      { password: 'p'.repeat(201) },
      'password',
      'Password must be less than 200 characters',
    ],
  ];
  for (const [what, override, path, message] of invalid) {
    it(`refuses ${what} with 400 '${message}'`, async () => {
      const client = new Client(sayso());
      const res = await client.post('/api/auth/signup', uniqueUser(override));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.issues).toContainEqual({ path, message });
      expect(client.cookies.size).toBe(0);
    });
  }

  it('refuses wrong types, null and a missing body with 400 and a message', async () => {
    const client = new Client(sayso());
    for (const body of [
      uniqueUser({ name: 12345 }),
      uniqueUser({ email: ['a@b.com'] }),
      uniqueUser({ password: null }),
      [],
      null,
      'text',
    ]) {
      const res = await client.post('/api/auth/signup', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    const missing = await client.call('POST', '/api/auth/signup');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Malformed JSON in request body');
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password: { user } and a new session cookie', async () => {
    const { fields, user } = await signUp(sayso());
    const client = new Client(sayso());
    const res = await client.post('/api/auth/login', {
      email: fields.email.toUpperCase(),
      password: PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toEqual(user);
    expectNoSecrets(JSON.stringify(res.body));
    expect(cookieLine(res, 'sayso_session')).toMatchObject({ httponly: true, samesite: 'Lax' });
    expect((await client.get('/api/auth/me')).body.user.id).toBe(user.id);
  });

  it("answers 401 'Invalid email or password' for a wrong password or an unknown email, and sets no cookie", async () => {
    const { fields } = await signUp(sayso());
    const client = new Client(sayso());
    for (const body of [
      { email: fields.email, password: 'wrong-password' },
      { email: 'nobody@example.com', password: PASSWORD },
    ]) {
      const res = await client.post('/api/auth/login', body);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Invalid email or password' });
      expect(res.setCookies).toEqual([]);
    }
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });

  it('validates the email and the password', async () => {
    const client = new Client(sayso());
    const badEmail = await client.post('/api/auth/login', { email: 'nope', password: 'x' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toBe('Please enter a valid email address');
    const noPassword = await client.post('/api/auth/login', { email: 'a@example.com', password: '' });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.message).toBe('Password is required');
    const hugePassword = await client.post('/api/auth/login', {
      email: 'a@example.com',
      password: 'p'.repeat(1e5),
    });
    expect(hugePassword.status).toBe(400);
    expect(hugePassword.body.message).toBe('Invalid email or password');
    const wrongType = await client.post('/api/auth/login', { email: 'a@example.com', password: 12345678 });
    expect(wrongType.status).toBe(400);
    const malformed = await client.call('POST', '/api/auth/login', {
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Malformed JSON in request body');
  });
});

describe('GET /api/auth/me and POST /api/auth/logout', () => {
  it('answers 401 with a message when signed out, or with a forged or stale session', async () => {
    const client = new Client(sayso());
    const res = await client.get('/api/auth/me');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Please sign in to continue' });
    client.cookies.set('sayso_session', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.forged');
    const forged = await client.get('/api/auth/me');
    expect(forged.status).toBe(401);
    // The dead cookie is cleared so the portal stops sending it.
    expect(client.cookies.has('sayso_session')).toBe(false);
  });

  it('logout answers { ok: true }, clears the session cookie, and /me is 401 afterwards', async () => {
    const { client } = await signUp(sayso());
    expect((await client.get('/api/auth/me')).status).toBe(200);
    const res = await client.post('/api/auth/logout');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(cookieLine(res, 'sayso_session')).toMatchObject({ value: '', 'max-age': '0', path: '/' });
    expect(client.cookies.has('sayso_session')).toBe(false);
    expect(client.cookies.has('sayso_signed_in')).toBe(false);
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });

  it('answers with no-store so no cache keeps a user', async () => {
    const { client } = await signUp(sayso());
    const res = await client.get('/api/auth/me');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
