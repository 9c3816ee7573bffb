/**
 * Choosing the board address on sign-up (issue 26): the public check answers available, taken or
 * invalid with the reason, and creating the company with `address` gets exactly that address
 * or is refused with the same reason, creating nothing.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, fastUser, insertMember, openSayso, ownerWithCompany, useSayso } from '../../../test/helpers';
import { usageDaily } from '../../db/schema';

const PUBLIC_URL = 'https://feedback.test';
const sayso = useSayso(() => openSayso({ PUBLIC_URL }));
let owner: Awaited<ReturnType<typeof ownerWithCompany>>;
beforeAll(async () => {
  owner = await ownerWithCompany(sayso());
});

const check = (slug: string) =>
  new Client(sayso()).get(`/api/companies/slug-availability?slug=${encodeURIComponent(slug)}`);
const fresh = () => `acme-${randomUUID().slice(0, 8)}`;

describe('GET /api/companies/slug-availability', () => {
  it('answers available for a free address and taken for a company’s', async () => {
    const free = fresh();
    expect((await check(free)).body).toEqual({ slug: free, status: 'available' });
    expect((await check(owner.company.slug)).body).toEqual({
      slug: owner.company.slug,
      status: 'taken',
      reason: 'This address is already taken',
    });
  });

  it('answers invalid with the reason for reserved words and broken addresses', async () => {
    for (const slug of ['dashboard', 'api', 'admin']) {
      const res = await check(slug);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        slug,
        status: 'invalid',
        reason: `"${slug}" is reserved. Please choose another address`,
      });
    }
    const reasons: Record<string, string> = {
      '': 'The address must be at least 2 characters',
      a: 'The address must be at least 2 characters',
      'Acme Inc': 'The address can only contain lowercase letters, numbers, hyphens and underscores',
      '-acme': 'The address must start and end with a letter or a number',
      [`a${'b'.repeat(48)}`]: 'The address must be at most 48 characters',
    };
    for (const [slug, reason] of Object.entries(reasons))
      expect((await check(slug)).body, slug).toMatchObject({ status: 'invalid', reason });
  });
});

describe('POST /api/companies with the chosen address', () => {
  it('creates the company at exactly that address, hyphens kept', async () => {
    const user = await fastUser(sayso());
    const address = fresh();
    const res = await user.client.post('/api/companies', { name: 'Acme Rockets', address });
    expect(res.status).toBe(201);
    expect(res.body.slug).toBe(address);
    expect((await check(address)).body.status).toBe('taken');
  });

  it('refuses a taken address (409) and a reserved one (400) with the field named, creating nothing', async () => {
    const user = await fastUser(sayso());
    const taken = await user.client.post('/api/companies', { name: 'Copycat', address: owner.company.slug });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      message: 'This address is already taken',
      issues: [{ path: 'address', message: 'This address is already taken' }],
    });
    const reserved = await user.client.post('/api/companies', { name: 'Admin', address: 'admin' });
    expect(reserved.status).toBe(400);
    expect(reserved.body.issues).toEqual([
      { path: 'address', message: '"admin" is reserved. Please choose another address' },
    ]);
    const me = await user.client.get('/api/auth/me');
    expect(me.body.user.companySlug).toBeNull();
  });

  it('never hands out a reserved word when the address comes from the name', async () => {
    const user = await fastUser(sayso());
    const res = await user.client.post('/api/companies', { name: 'Dashboard' });
    expect(res.status).toBe(201);
    expect(res.body.slug).toBe('dashboard-2');
  });
});

describe('GET /api/companies/{id}/onboarding', () => {
  it('is the team’s: 401 signed out, 403 for someone else', async () => {
    expect((await new Client(sayso()).get(`/api/companies/${owner.company.id}/onboarding`)).status).toBe(401);
    const other = await fastUser(sayso());
    expect((await other.client.get(`/api/companies/${owner.company.id}/onboarding`)).status).toBe(403);
  });

  it('ticks branding, the widget seen on another site (not on Sayso’s own) and an invitation', async () => {
    const { client, company } = await ownerWithCompany(sayso());
    const progress = () => client.get(`/api/companies/${company.id}/onboarding`);
    expect((await progress()).body).toEqual({
      brandingSet: false,
      widgetSeen: false,
      teammateInvited: false,
    });

    await client.patch(`/api/companies/${company.id}`, { logoUrl: 'https://example.com/logo.png' });
    const usage = (host: string) =>
      new Client(sayso()).post(`/api/companies/${company.slug}/usage`, {
        event: 'launcher_shown',
        source: 'widget',
        host,
      });
    // The widget previewed on Sayso's own pages is no install.
    await usage(`${PUBLIC_URL}/company/${company.slug}`);
    expect((await progress()).body).toMatchObject({ brandingSet: true, widgetSeen: false });
    await usage('https://shop.example.com/pricing');
    expect((await progress()).body).toMatchObject({ widgetSeen: true });
    expect(await sayso().db.select().from(usageDaily)).not.toHaveLength(0);

    // Someone joined the team (an invitation accepted, or a member added).
    await insertMember(sayso(), company, 'member');
    expect((await progress()).body).toEqual({ brandingSet: true, widgetSeen: true, teammateInvited: true });
  });
});
