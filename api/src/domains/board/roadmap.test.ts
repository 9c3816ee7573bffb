/** GET /api/companies/{slug}/roadmap: columns, the 90-day cut, order, caps and the read cache. */

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Client, insertCompany, insertUser, ownerWithCompany, useSayso } from '../../../test/helpers';
import { ROADMAP_COLUMN_LIMIT, type Status } from '../../contract';
import { ideas } from '../../db/schema';
import { isClientRoute } from '../../http/static-files';

const sayso = useSayso();

const DAY_MS = 24 * 60 * 60 * 1000;

interface Spec {
  title: string;
  status: Status;
  votes?: number;
  daysAgo?: number;
}

async function insertIdeas(companyId: number, specs: Spec[]): Promise<number[]> {
  const rows = specs.map((spec) => ({
    companyId,
    title: spec.title,
    description: 'Long enough to be a description.',
    category: 'performance' as const,
    status: spec.status,
    votes: spec.votes ?? 0,
    createdAt: new Date(Date.now() - (spec.daysAgo ?? 1) * DAY_MS).toISOString(),
  }));
  return (await sayso().db.insert(ideas).values(rows).returning({ id: ideas.id })).map((row) => row.id);
}

async function roadmap(slug: string, client = new Client(sayso())) {
  const res = await client.get(`/api/companies/${slug}/roadmap`);
  expect(res.status).toBe(200);
  return res.body as Record<
    'planned' | 'inProgress' | 'completed',
    { title: string; [k: string]: unknown }[]
  >;
}

const titles = (list: { title: string }[]) => list.map((idea) => idea.title);

describe('GET /api/companies/{slug}/roadmap', () => {
  it('puts planned, in-progress and completed ideas in their columns, most votes first, and leaves ideas out', async () => {
    const company = await insertCompany(sayso(), await insertUser(sayso()));
    await insertIdeas(company.id, [
      { title: 'Just an idea', status: 'idea', votes: 50 },
      { title: 'Planned few', status: 'planned', votes: 1 },
      { title: 'Planned many', status: 'planned', votes: 9 },
      { title: 'Planned older tie', status: 'planned', votes: 5, daysAgo: 3 },
      { title: 'Planned newer tie', status: 'planned', votes: 5, daysAgo: 2 },
      { title: 'Building', status: 'in_progress', votes: 2 },
      { title: 'Shipped', status: 'completed', votes: 4 },
    ]);
    const body = await roadmap(company.slug);
    expect(titles(body.planned)).toEqual([
      'Planned many',
      'Planned newer tie',
      'Planned older tie',
      'Planned few',
    ]);
    expect(titles(body.inProgress)).toEqual(['Building']);
    expect(titles(body.completed)).toEqual(['Shipped']);
    expect(body.planned[0]).toMatchObject({
      status: 'planned',
      category: 'performance',
      votes: 9,
      comments: 0,
      voted: false,
    });
  });

  it('shows completed ideas of the last 90 days only', async () => {
    const company = await insertCompany(sayso(), await insertUser(sayso()));
    await insertIdeas(company.id, [
      { title: 'Recent', status: 'completed', daysAgo: 89 },
      { title: 'Too old', status: 'completed', daysAgo: 91, votes: 100 },
      { title: 'Old but planned', status: 'planned', daysAgo: 400 },
    ]);
    const body = await roadmap(company.slug);
    expect(titles(body.completed)).toEqual(['Recent']);
    expect(titles(body.planned)).toEqual(['Old but planned']);
  });

  it('counts the 90 days from when the status changed, not from when the idea was made', async () => {
    const owner = await ownerWithCompany(sayso());
    const [oldIdea, longDone] = await insertIdeas(owner.company.id, [
      { title: 'Old idea shipped today', status: 'idea', daysAgo: 400 },
      { title: 'Recent idea shipped long ago', status: 'in_progress', daysAgo: 10 },
    ]);
    for (const id of [oldIdea, longDone]) {
      const res = await owner.client.patch(`/api/features/${id}`, { status: 'completed' });
      expect(res.status).toBe(200);
    }
    // Its status changed 91 days ago, though the idea is 10 days old in this made-up history.
    await sayso()
      .db.update(ideas)
      .set({ statusChangedAt: new Date(Date.now() - 91 * DAY_MS).toISOString() })
      .where(eq(ideas.id, longDone as number));
    expect(titles((await roadmap(owner.company.slug)).completed)).toEqual(['Old idea shipped today']);
  });

  it(`answers at most ${ROADMAP_COLUMN_LIMIT} ideas per column, the most voted`, async () => {
    const company = await insertCompany(sayso(), await insertUser(sayso()));
    const n = ROADMAP_COLUMN_LIMIT + 5;
    await insertIdeas(
      company.id,
      Array.from({ length: n }, (_, i) => ({ title: `P${i}`, status: 'planned' as const, votes: i })),
    );
    const body = await roadmap(company.slug);
    expect(body.planned).toHaveLength(ROADMAP_COLUMN_LIMIT);
    expect(body.planned[0]?.title).toBe(`P${n - 1}`);
    expect(body.planned.at(-1)?.title).toBe(`P${n - ROADMAP_COLUMN_LIMIT}`);
  });

  it('answers 404 for an unknown company', async () => {
    const res = await new Client(sayso()).get('/api/companies/no-such-company-here/roadmap');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Company not found');
  });

  it("moves an idea at once when its status changes, and marks the viewer's own vote", async () => {
    const owner = await ownerWithCompany(sayso());
    const [id] = await insertIdeas(owner.company.id, [{ title: 'Moving', status: 'planned' }]);
    expect(titles((await roadmap(owner.company.slug)).planned)).toEqual(['Moving']);
    const patched = await owner.client.patch(`/api/features/${id}`, { status: 'in_progress' });
    expect(patched.status).toBe(200);
    const after = await roadmap(owner.company.slug);
    expect(after.planned).toEqual([]);
    expect(titles(after.inProgress)).toEqual(['Moving']);

    const visitor = new Client(sayso());
    expect((await visitor.post(`/api/features/${id}/anonymous-vote`)).status).toBe(200);
    expect((await roadmap(owner.company.slug, visitor)).inProgress[0]).toMatchObject({
      votes: 1,
      voted: true,
    });
    expect((await roadmap(owner.company.slug)).inProgress[0]).toMatchObject({ votes: 1, voted: false });
  });
});

describe('/company/{slug}/roadmap in the portal', () => {
  it('is a client route (the page, not a 404), and nothing below it is', () => {
    expect(isClientRoute('/company/acme/roadmap')).toBe(true);
    expect(isClientRoute('/company/acme/roadmap/extra')).toBe(false);
  });
});
