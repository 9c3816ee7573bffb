import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Client, fastUser, ownerWithCompany, submitIdea, TINY_PNG, useSayso } from '../../../test/helpers';
import { comments, ideas, uploads, votes } from '../../db/schema';

const sayso = useSayso();

const COMPANY_KEYS = [
  'board',
  'branding',
  'categories',
  'coverImageUrl',
  'createdAt',
  'description',
  'id',
  'ideaCount',
  'logoUrl',
  'name',
  'ownerId',
  'slug',
  'websiteUrl',
];

describe('POST /api/companies', () => {
  it('answers 401 when signed out and creates nothing', async () => {
    const res = await new Client(sayso()).post('/api/companies', { name: 'Nobody Inc' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Please sign in to continue');
    expect((await new Client(sayso()).get('/api/companies/nobody_inc')).status).toBe(404);
  });

  it('answers 201 { slug } made from the name, and makes the caller its owner', async () => {
    const { client, id } = await fastUser(sayso());
    const res = await client.post('/api/companies', { name: '  Zebra Café & Co!  ', description: 'Stripes' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ slug: 'zebra_cafe_co' });
    const company = await client.get('/api/companies/zebra_cafe_co');
    expect(company.status).toBe(200);
    expect(Object.keys(company.body).sort()).toEqual(COMPANY_KEYS);
    expect(company.body).toMatchObject({
      name: 'Zebra Café & Co!'.trim(),
      description: 'Stripes',
      ownerId: id,
      branding: { poweredBy: true },
    });
    const me = (await client.get('/api/auth/me')).body.user;
    expect(me).toMatchObject({ isCompanyOwner: true, companySlug: 'zebra_cafe_co' });
  });

  it('uses a proposed slug, cleaned, and appends -2, -3 on a collision', async () => {
    const slugs = [];
    for (let i = 0; i < 3; i++) {
      const { client } = await fastUser(sayso());
      const res = await client.post('/api/companies', { name: 'Whatever', slug: 'Shared Name!!' });
      expect(res.status).toBe(201);
      slugs.push(res.body.slug);
    }
    expect(slugs).toEqual(['shared_name', 'shared_name-2', 'shared_name-3']);
  });

  it('keeps slugs within 2..48 characters', async () => {
    const cases: Array<[string, RegExp]> = [
      ['L'.repeat(100), /^l{48}$/],
      ['L'.repeat(100), /^l{46}-2$/],
      ['!!', /^company-page$/],
      ['A!', /^a-page$/],
    ];
    for (const [name, slug] of cases) {
      const { client } = await fastUser(sayso());
      const res = await client.post('/api/companies', { name });
      expect(res.status).toBe(201);
      expect(res.body.slug).toMatch(slug);
    }
  });

  it('refuses a second company for the same owner with 409', async () => {
    const { client } = await ownerWithCompany(sayso());
    const res = await client.post('/api/companies', { name: 'Second One' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('You already have a company page');
  });

  const invalid: Array<[Record<string, unknown>, string]> = [
    [{ name: 'A' }, 'Company name must be at least 2 characters'],
    [{ name: '  ' }, 'Company name must be at least 2 characters'],
    [{ name: 'N'.repeat(101) }, 'Company name must be less than 100 characters'],
    [{ name: 'Fine Name', description: 'd'.repeat(501) }, 'Description must be less than 500 characters'],
    [{ name: 'Fine Name', slug: 's'.repeat(101) }, 'Slug must be less than 100 characters'],
  ];
  for (const [body, message] of invalid) {
    it(`refuses ${JSON.stringify(body).slice(0, 40)} with 400 '${message}'`, async () => {
      const { client } = await fastUser(sayso());
      const res = await client.post('/api/companies', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect((await client.get('/api/auth/me')).body.user.isCompanyOwner).toBe(false);
    });
  }

  it('refuses wrong types with 400', async () => {
    const { client } = await fastUser(sayso());
    for (const body of [{ name: 42 }, { name: ['Acme Co'] }, { name: null }, {}, [], null]) {
      const res = await client.post('/api/companies', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
  });
});

describe('GET /api/companies, /{slug}, /{slug}/stats', () => {
  it('lists summaries, the most active first', async () => {
    const quiet = await ownerWithCompany(sayso());
    const busy = await ownerWithCompany(sayso());
    for (let i = 0; i < 3; i++) await submitIdea(quiet.client, quiet.company.id);
    for (let i = 0; i < 4; i++) await submitIdea(busy.client, busy.company.id);
    const res = await new Client(sayso()).get('/api/companies');
    expect(res.status).toBe(200);
    const slugs = res.body.map((c: { slug: string }) => c.slug);
    expect(slugs).toContain(quiet.company.slug);
    expect(slugs.indexOf(busy.company.slug)).toBeLessThan(slugs.indexOf(quiet.company.slug));
    expect(Object.keys(res.body[0]).sort()).toEqual(['description', 'id', 'logoUrl', 'name', 'slug']);
  });

  it('features a new company on the landing only once it has 3 ideas', async () => {
    const fresh = await ownerWithCompany(sayso());
    const listed = async () =>
      (await new Client(sayso()).get('/api/companies')).body.map((c: { slug: string }) => c.slug);
    for (let i = 0; i < 2; i++) await submitIdea(fresh.client, fresh.company.id);
    expect(await listed()).not.toContain(fresh.company.slug);
    await submitIdea(fresh.client, fresh.company.id);
    expect(await listed()).toContain(fresh.company.slug);
  });

  it("answers 404 'Company not found' for an unknown slug on every read", async () => {
    const client = new Client(sayso());
    for (const suffix of ['', '/stats', '/features']) {
      const res = await client.get(`/api/companies/no-such-company${suffix}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Company not found' });
    }
    expect((await client.get(`/api/companies/${'x'.repeat(5000)}`)).status).toBe(404);
  });

  it('counts ideas, in-progress, completed and distinct contributors', async () => {
    const { client: owner, company } = await ownerWithCompany(sayso());
    const fresh = await owner.get(`/api/companies/${company.slug}/stats`);
    expect(fresh.body).toEqual({ totalIdeas: 0, inProgress: 0, completed: 0, contributors: 0 });

    const a = await submitIdea(owner, company.id);
    const b = await submitIdea(owner, company.id);
    const visitor = new Client(sayso());
    const c = await submitIdea(visitor, company.id, {}, true);
    await owner.patch(`/api/features/${a.id}`, { status: 'in_progress' });
    await owner.patch(`/api/features/${b.id}`, { status: 'completed' });
    const voter = await fastUser(sayso());
    await voter.client.post(`/api/features/${c.id}/vote`);
    await visitor.post(`/api/features/${a.id}/anonymous-vote`); // the same visitor: no new contributor
    const res = await new Client(sayso()).get(`/api/companies/${company.slug}/stats`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ totalIdeas: 3, inProgress: 1, completed: 1, contributors: 3 });
  });
});

describe('PATCH /api/companies/{id}', () => {
  it('answers 401 signed out, 403 to another user, 404 for unknown ids, and changes nothing', async () => {
    const { company } = await ownerWithCompany(sayso());
    const before = (await new Client(sayso()).get(`/api/companies/${company.slug}`)).body;
    const signedOut = await new Client(sayso()).patch(`/api/companies/${company.id}`, { name: 'Hijacked' });
    expect(signedOut.status).toBe(401);
    const other = await fastUser(sayso());
    const forbidden = await other.client.patch(`/api/companies/${company.id}`, { name: 'Hijacked' });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe("You don't have permission to manage this company");
    for (const id of ['abc', '0', '-1', '99999999', '99999999999999999999', '1.5']) {
      const res = await other.client.patch(`/api/companies/${id}`, { name: 'Hijacked' });
      expect(res.status, id).toBe(404);
      expect(res.body.message).toBe('Company not found');
    }
    expect((await new Client(sayso()).get(`/api/companies/${company.slug}`)).body).toEqual(before);
  });

  it('lets the owner edit the profile, and answers the company', async () => {
    const { client, company } = await ownerWithCompany(sayso());
    const res = await client.patch(`/api/companies/${company.id}`, {
      name: 'Renamed Co',
      description: 'New words',
      websiteUrl: 'https://renamed.example',
      logoUrl: '/uploads/0123456789abcdef0123456789abcdef.png',
      coverImageUrl: 'https://cdn.example/cover.jpg',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...company,
      name: 'Renamed Co',
      description: 'New words',
      websiteUrl: 'https://renamed.example',
      logoUrl: '/uploads/0123456789abcdef0123456789abcdef.png',
      coverImageUrl: 'https://cdn.example/cover.jpg',
    });
    expect((await new Client(sayso()).get(`/api/companies/${company.slug}`)).body).toEqual(res.body);
    const cleared = await client.patch(`/api/companies/${company.id}`, {
      websiteUrl: '',
      description: null,
      logoUrl: null,
    });
    expect(cleared.body).toMatchObject({
      websiteUrl: null,
      description: null,
      logoUrl: null,
      name: 'Renamed Co',
    });
    const empty = await client.patch(`/api/companies/${company.id}`, {});
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual(cleared.body);
  });

  const invalid: Array<[Record<string, unknown>, string]> = [
    [{ name: '' }, 'Company name is required'],
    [{ name: 'N'.repeat(101) }, 'Company name must be less than 100 characters'],
    [{ description: 'd'.repeat(501) }, 'Description must be less than 500 characters'],
    [{ websiteUrl: 'not a url' }, 'Please enter a valid URL'],
    [{ websiteUrl: 'javascript:alert(1)' }, 'Please enter a valid URL'],
    [{ websiteUrl: `https://x.com/${'a'.repeat(3000)}` }, 'Please enter a valid URL'],
    [{ logoUrl: 'javascript:alert(1)' }, 'Image must be an uploaded image or an http(s) URL'],
    [{ coverImageUrl: 'data:image/png;base64,AAAA' }, 'Image must be an uploaded image or an http(s) URL'],
    [{ logoUrl: '/uploads/../sayso.db' }, 'Image must be an uploaded image or an http(s) URL'],
    [{ logoUrl: `https://x.com/${'a'.repeat(3000)}.png` }, 'Image URL is too long'],
  ];
  for (const [body, message] of invalid) {
    it(`refuses ${JSON.stringify(body).slice(0, 40)} with 400 '${message}'`, async () => {
      const { client, company } = await ownerWithCompany(sayso());
      const res = await client.patch(`/api/companies/${company.id}`, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect((await client.get(`/api/companies/${company.slug}`)).body).toEqual(company);
    });
  }
});

describe('DELETE /api/companies/{id}', () => {
  it('is owner-only: 401 signed out, 403 another user', async () => {
    const { company } = await ownerWithCompany(sayso());
    expect((await new Client(sayso()).delete(`/api/companies/${company.id}`)).status).toBe(401);
    const other = await fastUser(sayso());
    expect((await other.client.delete(`/api/companies/${company.id}`)).status).toBe(403);
    expect((await new Client(sayso()).get(`/api/companies/${company.slug}`)).status).toBe(200);
  });

  it('removes the company, its ideas, votes, comments and image files; the owner is no longer an owner', async () => {
    const { client, company } = await ownerWithCompany(sayso());
    const keep = await ownerWithCompany(sayso());
    const kept = await submitIdea(keep.client, keep.company.id);
    const idea = await submitIdea(client, company.id);
    await client.post(`/api/features/${idea.id}/vote`);
    await client.post(`/api/features/${idea.id}/comments`, { content: 'First!' });
    await keep.client.post(`/api/features/${kept.id}/vote`);
    const form = new FormData();
    form.set('image', new File([TINY_PNG], 'logo.png', { type: 'image/png' }));
    form.set('type', 'logo');
    form.set('companySlug', company.slug);
    const upload = await client.call('POST', '/api/upload', { body: form });
    expect(upload.status).toBe(200);
    expect((await client.get(upload.body.imageUrl)).status).toBe(200);

    const res = await client.delete(`/api/companies/${company.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect((await client.get(`/api/companies/${company.slug}`)).status).toBe(404);
    expect((await client.get(`/api/features/${idea.id}`)).status).toBe(404);
    expect((await client.get(upload.body.imageUrl)).status).toBe(404);
    const voteRows = (
      await sayso().db.select({ n: count() }).from(votes).where(eq(votes.ideaId, idea.id))
    )[0];
    const commentRows = (
      await sayso().db.select({ n: count() }).from(comments).where(eq(comments.ideaId, idea.id))
    )[0];
    expect([voteRows?.n, commentRows?.n]).toEqual([0, 0]);
    expect(await sayso().db.select().from(ideas).where(eq(ideas.companyId, company.id))).toEqual([]);
    expect(await sayso().db.select().from(uploads).where(eq(uploads.companyId, company.id))).toEqual([]);
    const me = (await client.get('/api/auth/me')).body.user;
    expect(me).toMatchObject({ isCompanyOwner: false, companySlug: null });
    // Another company's data is untouched, and the former owner may start again.
    expect((await client.get(`/api/features/${kept.id}`)).body.votes).toBe(1);
    expect((await client.post('/api/companies', { name: 'Fresh Start' })).status).toBe(201);
  });
});
