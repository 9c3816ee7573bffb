/**
 * Which statuses the public board lists (Advanced customisation) at every plan: Pro and
 * Business leave ideas of a hidden status out of the list, its total and search, and a request
 * naming a hidden status gets none; Free (and a downgrade) ignores the stored statuses.
 */
import { describe, expect, it } from 'vitest';
import { Client, ownerOnPlan, setPlan, submitIdea, useSayso } from '../../../test/helpers';
import type { PlanId } from '../../contract';

const sayso = useSayso();

/** A board with one open idea, one planned and two completed ones, all matching 'walrus'. */
async function boardOn(plan: PlanId) {
  const owner = await ownerOnPlan(sayso(), 'pro');
  const ids: Record<string, number> = {};
  for (const [key, status] of [
    ['open', 'idea'],
    ['next', 'planned'],
    ['done1', 'completed'],
    ['done2', 'completed'],
  ] as const) {
    const idea = await submitIdea(owner.client, owner.company.id, {
      title: `Walrus ${key} idea`,
      description: `A walrus asks for the ${key} thing.`,
    });
    ids[key] = idea.id;
    if (status !== 'idea') await owner.client.patch(`/api/features/${idea.id}`, { status });
  }
  const saved = await owner.client.patch(`/api/companies/${owner.company.id}/settings`, {
    statuses: ['idea', 'planned', 'in_progress'],
  });
  expect(saved.status).toBe(200);
  await setPlan(sayso(), owner.id, plan);
  const byId = Object.fromEntries(Object.entries(ids).map(([key, id]) => [id, key]));
  const list = async (query = '', client = new Client(sayso())) => {
    const res = await client.get(`/api/companies/${owner.company.slug}/features${query}`);
    expect(res.status, query).toBe(200);
    return {
      keys: (res.body as { id: number }[]).map((idea) => byId[idea.id]).sort(),
      total: res.headers.get('x-total-count'),
    };
  };
  return { owner, list };
}

const ALL = { keys: ['done1', 'done2', 'next', 'open'], total: '4' };
const SHOWN = { keys: ['next', 'open'], total: '2' };
const NONE = { keys: [], total: '0' };

describe.each([
  ['free', false],
  ['pro', true],
  ['business', true],
] as const)('on %s', (plan, applies) => {
  it(`${applies ? 'hides' : 'keeps'} ideas of a hidden status in list, total and search`, async () => {
    const { list } = await boardOn(plan);
    expect(await list()).toEqual(applies ? SHOWN : ALL);
    expect(await list('?limit=1')).toMatchObject({ total: applies ? '2' : '4' });
    expect(await list('?sort=newest&limit=10')).toEqual(applies ? SHOWN : ALL);
    expect(await list('?q=walrus')).toEqual(applies ? SHOWN : ALL);
  });

  it(`${applies ? 'answers none' : 'answers'} for a request naming a hidden status`, async () => {
    const { list } = await boardOn(plan);
    const completed = { keys: ['done1', 'done2'], total: '2' };
    expect(await list('?status=completed')).toEqual(applies ? NONE : completed);
    expect(await list('?status=completed&q=walrus')).toEqual(applies ? NONE : completed);
    expect(await list('?status=completed,planned')).toEqual(
      applies ? { keys: ['next'], total: '1' } : { keys: ['done1', 'done2', 'next'], total: '3' },
    );
  });
});

it('shows the hidden ideas again after a downgrade, and hides them again on upgrade', async () => {
  const { owner, list } = await boardOn('pro');
  expect(await list()).toEqual(SHOWN);
  await setPlan(sayso(), owner.id, 'free');
  expect(await list()).toEqual(ALL);
  await setPlan(sayso(), owner.id, 'business');
  expect(await list()).toEqual(SHOWN);
});

it('follows a change of the shown statuses at once, through the cached board', async () => {
  const { owner, list } = await boardOn('pro');
  expect(await list()).toEqual(SHOWN);
  await owner.client.patch(`/api/companies/${owner.company.id}/settings`, { statuses: ['completed'] });
  expect(await list()).toEqual({ keys: ['done1', 'done2'], total: '2' });
});

it("keeps every idea in the team's list (the dashboard manages them all); the owner's public board is everyone's", async () => {
  const { owner, list } = await boardOn('pro');
  expect(await list('?visibility=team', owner.client)).toEqual(ALL);
  expect(await list('?visibility=team&status=completed', owner.client)).toEqual({
    keys: ['done1', 'done2'],
    total: '2',
  });
  expect(await list('', owner.client)).toEqual(SHOWN);
  expect(await list()).toEqual(SHOWN);
});
