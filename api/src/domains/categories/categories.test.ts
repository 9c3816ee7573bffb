/**
 * /api/companies/{id}/categories at every plan, and ideas filed under the company's own
 * categories: Free is refused every write (403, nothing stored), Pro and Business add, rename,
 * reorder, archive and restore (at most 30 offered, a burst included); ideas keep their category
 * through renames and archiving, a downgrade falls back to the fixed five and an upgrade brings
 * the categories back.
 */
import { describe, expect, it } from 'vitest';
import {
  Client,
  fastUser,
  type Loose,
  ownerOnPlan,
  setPlan,
  submitIdea,
  useSayso,
} from '../../../test/helpers';
import { CATEGORY_LIMIT, type CompanyCategory, type PlanId } from '../../contract';

const sayso = useSayso();

type Owner = Awaited<ReturnType<typeof ownerOnPlan>>;
const path = (owner: Owner, rest = '') => `/api/companies/${owner.company.id}/categories${rest}`;
const add = (owner: Owner, name: string) => owner.client.post(path(owner), { name });
const list = async (owner: Owner): Promise<CompanyCategory[]> => (await owner.client.get(path(owner))).body;
const reorder = (owner: Owner, ids: unknown) => owner.client.patch(path(owner), { ids });
const publicPage = async (slug: string) => (await new Client(sayso()).get(`/api/companies/${slug}`)).body;
const board = async (slug: string, query = '') =>
  (await new Client(sayso()).get(`/api/companies/${slug}/features${query}`)).body as Loose[];

/** Adds the names in order and answers their ids. */
async function addAll(owner: Owner, ...names: string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const name of names) {
    const res = await add(owner, name);
    expect(res.status).toBe(201);
    ids.push((res.body as CompanyCategory[]).find((category) => category.name === name.trim())?.id as number);
  }
  return ids;
}

describe('on free', () => {
  it('every write is 403 "Categorisation needs the Pro plan" and nothing is stored', async () => {
    const owner = await ownerOnPlan(sayso(), 'free');
    const refusals = [
      await add(owner, 'Mobile'),
      await add(owner, ''),
      await reorder(owner, []),
      await owner.client.patch(path(owner, '/1'), { name: 'Mobile' }),
      await owner.client.patch(path(owner, '/1'), { archived: true }),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Categorisation needs the Pro plan');
    }
    expect(await list(owner)).toEqual([]);
    expect((await publicPage(owner.company.slug)).categories).toEqual([]);
  });
});

describe.each(['pro', 'business'] as const)('on %s', (plan: PlanId) => {
  it('adds, renames, reorders, archives and restores; the public page follows', async () => {
    const owner = await ownerOnPlan(sayso(), plan);
    const [mobile, api, billing] = await addAll(owner, '  Mobile app ', 'API', 'Billing');
    expect(await list(owner)).toEqual([
      { id: mobile, name: 'Mobile app', archived: false },
      { id: api, name: 'API', archived: false },
      { id: billing, name: 'Billing', archived: false },
    ]);

    const renamed = await owner.client.patch(path(owner, `/${api}`), { name: 'Public API' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.find((c: CompanyCategory) => c.id === api).name).toBe('Public API');

    const ordered = await reorder(owner, [billing, mobile, api]);
    expect(ordered.status).toBe(200);
    expect(ordered.body.map((c: CompanyCategory) => c.id)).toEqual([billing, mobile, api]);

    const archived = await owner.client.patch(path(owner, `/${mobile}`), { archived: true });
    expect(archived.body.find((c: CompanyCategory) => c.id === mobile).archived).toBe(true);
    expect((await publicPage(owner.company.slug)).categories).toEqual([
      { id: billing, name: 'Billing', archived: false },
      { id: mobile, name: 'Mobile app', archived: true },
      { id: api, name: 'Public API', archived: false },
    ]);

    const restored = await owner.client.patch(path(owner, `/${mobile}`), { archived: false });
    expect(restored.body.find((c: CompanyCategory) => c.id === mobile).archived).toBe(false);
  });

  it('names are unique among offered categories, whatever their case (409)', async () => {
    const owner = await ownerOnPlan(sayso(), plan);
    const [mobile, web] = await addAll(owner, 'Mobile', 'Web');
    const clash = await add(owner, 'mobile');
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('A category with this name already exists');
    expect((await owner.client.patch(path(owner, `/${web}`), { name: 'MOBILE' })).status).toBe(409);
    // Archived names are free again; restoring one whose name is taken is refused.
    await owner.client.patch(path(owner, `/${mobile}`), { archived: true });
    expect((await add(owner, 'Mobile')).status).toBe(201);
    const restore = await owner.client.patch(path(owner, `/${mobile}`), { archived: false });
    expect(restore.status).toBe(409);
    expect((await list(owner)).map((c) => c.name)).toEqual(['Mobile', 'Web', 'Mobile']);
  });

  it(`offers at most ${CATEGORY_LIMIT}, a concurrent burst included; archived ones do not count`, async () => {
    const owner = await ownerOnPlan(sayso(), plan);
    await addAll(owner, ...Array.from({ length: CATEGORY_LIMIT - 5 }, (_, i) => `Area ${i}`));
    const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => add(owner, `Burst ${i}`)));
    expect(burst.filter((res) => res.status === 201)).toHaveLength(5);
    for (const res of burst.filter((r) => r.status !== 201)) {
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('A board can have at most 30 categories');
    }
    expect(await list(owner)).toHaveLength(CATEGORY_LIMIT);

    const [first] = await list(owner);
    await owner.client.patch(path(owner, `/${first?.id}`), { archived: true });
    expect((await add(owner, 'One more')).status).toBe(201);
    const restore = await owner.client.patch(path(owner, `/${first?.id}`), { archived: false });
    expect(restore.status).toBe(400);
    expect(restore.body.message).toBe('A board can have at most 30 categories');
  });

  it('bad input is 400 and changes nothing', async () => {
    const owner = await ownerOnPlan(sayso(), plan);
    const [mobile, web] = await addAll(owner, 'Mobile', 'Web');
    const before = await list(owner);
    const cases: [Promise<Loose>, string][] = [
      [add(owner, '   '), 'Please enter a category name'],
      [add(owner, 'x'.repeat(41)), 'Category name must be at most 40 characters'],
      [owner.client.post(path(owner), { name: 7 }), 'Please enter a category name'],
      [owner.client.patch(path(owner, `/${mobile}`), {}), 'Please enter a category name'],
      [owner.client.patch(path(owner, `/${mobile}`), { archived: 'yes' }), 'archived must be true or false'],
      [reorder(owner, [web]), "The order must list each of the board's categories exactly once"],
      [reorder(owner, [web, web]), "The order must list each of the board's categories exactly once"],
      [
        reorder(owner, [web, mobile, 999_999]),
        "The order must list each of the board's categories exactly once",
      ],
      [reorder(owner, 'web,mobile'), "The order must list each of the board's categories exactly once"],
    ];
    for (const [call, message] of cases) {
      const res = await call;
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await owner.client.patch(path(owner, '/999999'), { name: 'Nope' })).status).toBe(404);
    expect(await list(owner)).toEqual(before);
  });

  it("another company's category is refused, and so is anyone but the owner", async () => {
    const owner = await ownerOnPlan(sayso(), plan);
    const other = await ownerOnPlan(sayso(), plan);
    const [theirs] = await addAll(other, 'Theirs');
    const [ours] = await addAll(owner, 'Ours');
    expect((await owner.client.patch(path(owner, `/${theirs}`), { name: 'Mine' })).status).toBe(404);
    expect((await reorder(owner, [ours, theirs])).status).toBe(400);
    const submitted = await owner.client.post('/api/features', {
      ...ideaFields(owner.company.id),
      categoryId: theirs,
    });
    expect(submitted.status).toBe(400);
    expect(submitted.body.message).toBe('Please choose a category');

    const stranger = await fastUser(sayso(), 'Stranger');
    for (const res of [
      await stranger.client.get(path(owner)),
      await stranger.client.post(path(owner), { name: 'Sneaky' }),
      await stranger.client.patch(path(owner, `/${ours}`), { name: 'Sneaky' }),
      await stranger.client.patch(path(owner), { ids: [ours] }),
    ]) {
      expect(res.status).toBe(403);
    }
    expect((await new Client(sayso()).post(path(owner), { name: 'Anon' })).status).toBe(401);
    expect((await list(other)).map((c) => c.name)).toEqual(['Theirs']);
    expect((await list(owner)).map((c) => c.name)).toEqual(['Ours']);
  });

  it('ideas filed under a category keep it through a rename and archiving; the board filters by it', async () => {
    const owner = await ownerOnPlan(sayso(), plan);
    const [mobile, web] = await addAll(owner, 'Mobile', 'Web');
    const visitor = new Client(sayso());
    const idea = await submitIdea(
      visitor,
      owner.company.id,
      { categoryId: mobile, category: 'bug_fixes' },
      true,
    );
    expect(idea).toMatchObject({ categoryId: mobile, category: 'other' });
    const signedIn = await fastUser(sayso(), 'Member');
    const webIdea = await submitIdea(signedIn.client, owner.company.id, { categoryId: web });
    await submitIdea(signedIn.client, owner.company.id, { title: 'Plain fixed one' });

    expect((await board(owner.company.slug, `?categoryId=${mobile}`)).map((i) => i.id)).toEqual([idea.id]);
    expect((await board(owner.company.slug, `?categoryId=${mobile},${web}`)).map((i) => i.id).sort()).toEqual(
      [idea.id, webIdea.id].sort(),
    );
    expect((await board(owner.company.slug, `?categoryId=${mobile}&q=dark`)).map((i) => i.id)).toEqual([
      idea.id,
    ]);
    expect(
      (await new Client(sayso()).get(`/api/companies/${owner.company.slug}/features?categoryId=x`)).status,
    ).toBe(400);

    await owner.client.patch(path(owner, `/${mobile}`), { name: 'Phone apps' });
    const page = await publicPage(owner.company.slug);
    const [listed] = await board(owner.company.slug, `?categoryId=${mobile}`);
    expect(listed.categoryId).toBe(mobile);
    expect(page.categories.find((c: CompanyCategory) => c.id === listed.categoryId).name).toBe('Phone apps');

    await owner.client.patch(path(owner, `/${mobile}`), { archived: true });
    expect((await board(owner.company.slug, `?categoryId=${mobile}`)).map((i) => i.id)).toEqual([idea.id]);
    const refused = await visitor.post('/api/features/anonymous', {
      ...ideaFields(owner.company.id),
      categoryId: mobile,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Please choose a category');
  });

  it("the owner's edit moves an idea between offered categories only", async () => {
    const owner = await ownerOnPlan(sayso(), plan);
    const [mobile, web, old] = await addAll(owner, 'Mobile', 'Web', 'Old');
    await owner.client.patch(path(owner, `/${old}`), { archived: true });
    const idea = await submitIdea(owner.client, owner.company.id, { categoryId: mobile });
    const moved = await owner.client.patch(`/api/features/${idea.id}`, { categoryId: web });
    expect(moved.status).toBe(200);
    expect(moved.body.categoryId).toBe(web);
    for (const categoryId of [old, 999_999, 'web', -1]) {
      const res = await owner.client.patch(`/api/features/${idea.id}`, { categoryId });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please choose a category');
    }
    const stranger = await fastUser(sayso(), 'Stranger');
    expect((await stranger.client.patch(`/api/features/${idea.id}`, { categoryId: mobile })).status).toBe(
      403,
    );
    const cleared = await owner.client.patch(`/api/features/${idea.id}`, { categoryId: null });
    expect(cleared.body.categoryId).toBeNull();
  });
});

describe('downgrade and upgrade', () => {
  it('Free shows the fixed categories and refuses new custom ones; Pro brings every idea back in its category', async () => {
    const owner = await ownerOnPlan(sayso(), 'pro');
    const [mobile] = await addAll(owner, 'Mobile');
    const idea = await submitIdea(new Client(sayso()), owner.company.id, { categoryId: mobile }, true);

    await setPlan(sayso(), owner.id, 'free');
    expect((await publicPage(owner.company.slug)).categories).toEqual([]);
    expect((await board(owner.company.slug, '?category=other')).map((i) => i.id)).toEqual([idea.id]);
    const refused = await new Client(sayso()).post('/api/features/anonymous', {
      ...ideaFields(owner.company.id),
      categoryId: mobile,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Please choose a category');
    expect((await owner.client.patch(path(owner, `/${mobile}`), { name: 'Apps' })).status).toBe(403);
    // Stored all the same: the owner still reads them.
    expect((await list(owner)).map((c) => c.name)).toEqual(['Mobile']);

    await setPlan(sayso(), owner.id, 'business');
    await owner.client.patch(path(owner, `/${mobile}`), { name: 'Apps' });
    expect((await publicPage(owner.company.slug)).categories).toEqual([
      { id: mobile, name: 'Apps', archived: false },
    ]);
    const [back] = await board(owner.company.slug, `?categoryId=${mobile}`);
    expect(back).toMatchObject({ id: idea.id, categoryId: mobile, category: 'other' });
  });
});

function ideaFields(companyId: number) {
  return {
    title: 'Offline mode please',
    description: 'Let the app work without a connection.',
    category: 'other',
    name: '',
    email: '',
    submitAnonymously: false,
    companyId,
  };
}
