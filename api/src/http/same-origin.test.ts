import { beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  cookieLine,
  fastUser,
  ideaBody,
  openSayso,
  ownerWithCompany,
  PASSWORD,
  signUp,
  submitIdea,
  TINY_PNG,
  useSayso,
} from '../../test/helpers';

let owner: Awaited<ReturnType<typeof ownerWithCompany>>;
const PUBLIC_URL = 'https://feedback.example.com';
const sayso = useSayso(() => openSayso({ PUBLIC_URL }));
beforeAll(async () => {
  owner = await ownerWithCompany(sayso());
});

const EVIL = { origin: 'https://evil.example' };

describe('the Origin check on mutating calls', () => {
  it('refuses every kind of mutation from a foreign Origin with 403, changing nothing', async () => {
    const idea = await submitIdea(owner.client, owner.company.id);
    const before = {
      company: (await owner.client.get(`/api/companies/${owner.company.slug}`)).body,
      idea: (await owner.client.get(`/api/features/${idea.id}`)).body,
      board: (await owner.client.get(`/api/companies/${owner.company.slug}/features`)).body,
    };
    const image = new FormData();
    image.set('image', new File([TINY_PNG], 'a.png', { type: 'image/png' }));
    image.set('type', 'logo');
    image.set('companySlug', owner.company.slug);
    const attempts: Array<[string, string, unknown]> = [
      ['PATCH', `/api/companies/${owner.company.id}`, { name: 'Pwned' }],
      ['PATCH', `/api/features/${idea.id}`, { status: 'completed' }],
      ['DELETE', `/api/features/${idea.id}`, undefined],
      ['POST', `/api/features/${idea.id}/vote`, undefined],
      ['POST', `/api/features/${idea.id}/anonymous-vote`, undefined],
      ['POST', `/api/features/${idea.id}/comments`, { content: 'csrf' }],
      ['POST', '/api/features', ideaBody(owner.company.id)],
      ['POST', '/api/features/anonymous', ideaBody(owner.company.id)],
      ['POST', '/api/auth/logout', undefined],
      ['DELETE', `/api/companies/${owner.company.id}`, undefined],
    ];
    for (const [method, path, json] of attempts) {
      const res = await owner.client.call(method, path, { json, headers: EVIL });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body).toEqual({ message: 'Cross-site request refused' });
    }
    const upload = await owner.client.call('POST', '/api/upload', { body: image, headers: EVIL });
    expect(upload.status).toBe(403);
    expect(owner.client.cookies.has('sayso_session')).toBe(true); // logout was refused too
    expect((await owner.client.get(`/api/companies/${owner.company.slug}`)).body).toEqual(before.company);
    expect((await owner.client.get(`/api/features/${idea.id}`)).body).toEqual(before.idea);
    expect((await owner.client.get(`/api/companies/${owner.company.slug}/features`)).body).toEqual(
      before.board,
    );
    expect((await owner.client.get(`/api/features/${idea.id}/comments`)).body).toEqual([]);
  });

  it('refuses a foreign sign-up and a look-alike origin', async () => {
    const client = new Client(sayso());
    const signup = await client.post(
      '/api/auth/signup',
      { name: 'Evil', email: 'evil@example.com', username: 'evil', password: 'password123' },
      { headers: EVIL },
    );
    expect(signup.status).toBe(403);
    expect(client.cookies.size).toBe(0);
    for (const origin of [
      'https://feedback.example.com.evil.example',
      'http://feedback.example.com',
      'null',
    ]) {
      const res = await owner.client.post('/api/features', ideaBody(owner.company.id), {
        headers: { origin },
      });
      expect(res.status, origin).toBe(403);
    }
  });

  it("allows PUBLIC_URL's origin and no Origin at all", async () => {
    const user = await fastUser(sayso());
    for (const headers of [{ origin: PUBLIC_URL }, {}] as Record<string, string>[]) {
      const res = await user.client.post('/api/features', ideaBody(owner.company.id), { headers });
      expect(res.status, JSON.stringify(headers)).toBe(201);
    }
    expect((await user.client.get('/api/auth/me')).body.user.monthlySubmissionsUsed).toBe(2);
  });

  it("refuses an Origin that only matches the Host header: the Host is the caller's to choose", async () => {
    const user = await fastUser(sayso());
    for (const base of ['http://localhost', 'https://evil.example']) {
      const client = new Client(sayso(), base);
      client.cookies.set('sayso_session', String(user.client.cookies.get('sayso_session')));
      const res = await client.post('/api/features', ideaBody(owner.company.id), {
        headers: { origin: base },
      });
      expect(res.status, base).toBe(403);
      expect(res.body).toEqual({ message: 'Cross-site request refused' });
    }
    expect((await user.client.get('/api/auth/me')).body.user.monthlySubmissionsUsed).toBe(0);
  });

  it('allows reads from a foreign Origin', async () => {
    const client = new Client(sayso());
    for (const path of [
      '/api/health',
      '/api/companies',
      `/api/companies/${owner.company.slug}`,
      `/api/companies/${owner.company.slug}/features`,
    ]) {
      expect((await client.get(path, { headers: EVIL })).status, path).toBe(200);
    }
  });
});

describe('with an https PUBLIC_URL', () => {
  it('marks the session and hint cookies Secure, and answers with HSTS', async () => {
    const { client } = await signUp(sayso());
    const me = await client.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const login = await new Client(sayso()).post('/api/auth/login', {
      email: me.body.user.email,
      password: PASSWORD,
    });
    expect(cookieLine(login, 'sayso_session')).toMatchObject({
      secure: true,
      httponly: true,
      samesite: 'Lax',
    });
    expect(cookieLine(login, 'sayso_signed_in')).toMatchObject({ secure: true });
  });
});
