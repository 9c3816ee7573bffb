/**
 * GET/PATCH /api/companies/{id}/settings at every plan: Advanced customisation, Custom branding
 * and Private roadmaps are stored only on a plan that has them (403 naming the plan otherwise,
 * nothing stored), apply on the public company answer only while the plan has them, and come
 * back on upgrade. A private roadmap is the exception: it stays private after a downgrade.
 */
import { describe, expect, it } from 'vitest';
import {
  Client,
  fastUser,
  type Loose,
  ownerOnPlan,
  ownerWithCompany,
  setPlan,
  useSayso,
} from '../../../test/helpers';
import { type PlanId, STATUS_LABELS } from '../../contract';

const sayso = useSayso();

const CUSTOMISED = {
  welcomeText: 'Tell us what to build next.',
  defaultSort: 'newest',
  statuses: ['planned', 'in_progress'],
  statusLabels: { planned: 'Next up', completed: 'Shipped' },
};
const BRANDED = { accentColor: '#0F766E', theme: 'dark' };

const publicPage = async (slug: string) => (await new Client(sayso()).get(`/api/companies/${slug}`)).body;

describe.each([
  ['free', { customisation: false, branding: false, privateRoadmap: false }],
  ['pro', { customisation: true, branding: true, privateRoadmap: true }],
  ['business', { customisation: true, branding: true, privateRoadmap: true }],
] as const)('on %s', (plan: PlanId, allowed) => {
  it(`advanced customisation: ${allowed.customisation ? 'stored and shown' : '403, nothing stored'}`, async () => {
    const { client, company } = await ownerOnPlan(sayso(), plan);
    const res = await client.patch(`/api/companies/${company.id}/settings`, CUSTOMISED);
    const page = await publicPage(company.slug);
    if (!allowed.customisation) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Advanced customisation needs the Pro plan');
      expect((await client.get(`/api/companies/${company.id}/settings`)).body.welcomeText).toBeNull();
      expect(page.board).toMatchObject({ welcomeText: null, defaultSort: 'most_votes' });
      return;
    }
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      ...CUSTOMISED,
      statusLabels: { planned: 'Next up', completed: 'Shipped' },
    });
    expect(page.board).toEqual({
      welcomeText: 'Tell us what to build next.',
      defaultSort: 'newest',
      statuses: ['planned', 'in_progress'],
      statusLabels: { ...STATUS_LABELS, planned: 'Next up', completed: 'Shipped' },
      roadmapPublic: true,
    });
  });

  it(`custom branding: ${allowed.branding ? 'stored and shown' : '403, nothing stored'}`, async () => {
    const { client, company } = await ownerOnPlan(sayso(), plan);
    const res = await client.patch(`/api/companies/${company.id}/settings`, BRANDED);
    const { branding } = await publicPage(company.slug);
    if (!allowed.branding) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Custom branding needs the Pro plan');
      expect(branding).toMatchObject({ accentColor: null, theme: 'light' });
      return;
    }
    expect(res.status).toBe(200);
    expect(branding).toMatchObject({ accentColor: '#0f766e', theme: 'dark' });
  });

  it(`a private roadmap: ${allowed.privateRoadmap ? 'stored and shown' : '403, nothing stored'}`, async () => {
    const { client, company } = await ownerOnPlan(sayso(), plan);
    const res = await client.patch(`/api/companies/${company.id}/settings`, { roadmapPrivate: true });
    expect(res.status).toBe(allowed.privateRoadmap ? 200 : 403);
    expect((await publicPage(company.slug)).board.roadmapPublic).toBe(!allowed.privateRoadmap);
  });
});

describe('settings', () => {
  it('a mixed change is refused whole when one part is above the plan', async () => {
    const { client, company } = await ownerOnPlan(sayso(), 'pro');
    await setPlan(sayso(), company.ownerId, 'free');
    const res = await client.patch(`/api/companies/${company.id}/settings`, {
      theme: 'dark',
      roadmapPrivate: true,
    });
    expect(res.status).toBe(403);
    expect((await client.get(`/api/companies/${company.id}/settings`)).body).toMatchObject({
      theme: 'light',
      roadmapPrivate: false,
    });
  });

  it('a downgrade keeps what was stored but stops applying it; an upgrade brings it back', async () => {
    const { client, company } = await ownerOnPlan(sayso(), 'pro');
    await client.patch(`/api/companies/${company.id}/settings`, { ...CUSTOMISED, ...BRANDED });
    const applied = await publicPage(company.slug);

    await setPlan(sayso(), company.ownerId, 'free');
    const fallen = await publicPage(company.slug);
    expect(fallen.board).toEqual({
      welcomeText: null,
      defaultSort: 'most_votes',
      statuses: ['idea', 'planned', 'in_progress', 'completed'],
      statusLabels: STATUS_LABELS,
      roadmapPublic: true,
    });
    expect(fallen.branding).toEqual({ poweredBy: true, accentColor: null, theme: 'light' });
    expect((await client.get(`/api/companies/${company.id}/settings`)).body).toMatchObject({
      ...CUSTOMISED,
      accentColor: '#0f766e',
      theme: 'dark',
    });

    await setPlan(sayso(), company.ownerId, 'pro');
    expect(await publicPage(company.slug)).toEqual(applied);
  });

  it('a private roadmap stays private after a downgrade, and the owner can still make it public', async () => {
    const { client, company } = await ownerOnPlan(sayso(), 'pro');
    await client.patch(`/api/companies/${company.id}/settings`, { roadmapPrivate: true });

    await setPlan(sayso(), company.ownerId, 'free');
    expect((await publicPage(company.slug)).board.roadmapPublic).toBe(false);
    const privateAgain = await client.patch(`/api/companies/${company.id}/settings`, {
      roadmapPrivate: true,
    });
    expect(privateAgain.status).toBe(403);

    const made = await client.patch(`/api/companies/${company.id}/settings`, { roadmapPrivate: false });
    expect(made.status).toBe(200);
    expect((await publicPage(company.slug)).board.roadmapPublic).toBe(true);
    expect(
      (await client.patch(`/api/companies/${company.id}/settings`, { roadmapPrivate: true })).status,
    ).toBe(403);
  });

  it('an empty label restores the standard one, and an empty welcome text clears it', async () => {
    const { client, company } = await ownerOnPlan(sayso(), 'pro');
    await client.patch(`/api/companies/${company.id}/settings`, CUSTOMISED);
    const res = await client.patch(`/api/companies/${company.id}/settings`, {
      statusLabels: { planned: '  ' },
      welcomeText: '',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ statusLabels: {}, welcomeText: null });
    expect((await publicPage(company.slug)).board.statusLabels.planned).toBe('Planned');
  });

  it.each([
    [{ statuses: [] }, 'Show at least one status on the board'],
    [{ statuses: ['shipped'] }, 'Please choose a status'],
    [{ accentColor: 'red' }, 'Please enter a colour like #4f46e5'],
    [{ accentColor: '#12345g' }, 'Please enter a colour like #4f46e5'],
    [{ theme: 'neon' }, 'Please choose light or dark'],
    [{ defaultSort: 'random' }, 'Please choose a sort order'],
    [{ welcomeText: 'Welcome! '.repeat(56) }, 'Welcome text must be less than 500 characters'],
    [{ statusLabels: { planned: 'x'.repeat(25) } }, 'Status labels must be less than 24 characters'],
    [{ statusLabels: { shipped: 'Done' } }, 'Unrecognized key: \\"shipped\\"'],
  ] as [Loose, string][])('refuses bad settings (case %#) and stores nothing', async (body, message) => {
    const { client, company } = await ownerOnPlan(sayso(), 'business');
    const before = (await client.get(`/api/companies/${company.id}/settings`)).body;
    const res = await client.patch(`/api/companies/${company.id}/settings`, body);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(message);
    expect((await client.get(`/api/companies/${company.id}/settings`)).body).toEqual(before);
  });

  it("is the owner's alone: 401 signed out, 403 for anyone else, 404 for no company", async () => {
    const { company } = await ownerWithCompany(sayso());
    const stranger = await fastUser(sayso(), 'Stranger');
    await setPlan(sayso(), stranger.id, 'business');
    expect((await new Client(sayso()).get(`/api/companies/${company.id}/settings`)).status).toBe(401);
    expect((await stranger.client.get(`/api/companies/${company.id}/settings`)).status).toBe(403);
    const patch = await stranger.client.patch(`/api/companies/${company.id}/settings`, { theme: 'dark' });
    expect(patch.status).toBe(403);
    expect((await publicPage(company.slug)).branding.theme).toBe('light');
    expect((await stranger.client.get('/api/companies/999999/settings')).status).toBe(404);
  });
});
