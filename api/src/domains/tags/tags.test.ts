/**
 * The team's tags (issue 28): /api/companies/{id}/tags (list by the team, managed by admins and
 * the owner), PUT /api/features/{id}/tags (the triage team), the inbox's rows and `?tag=`
 * filter, the team's answer of one idea; never in a public answer; deleting a tag, an idea or
 * the company takes the tags with it (both engines).
 */
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  fastUser,
  insertMember,
  type Loose,
  ownerOnPlan,
  submitIdea,
  useSayso,
} from '../../../test/helpers';
import { IDEA_TAG_LIMIT, TAG_MESSAGES, type Tag } from '../../contract';
import { companies, ideaTags, tags } from '../../db/schema';

const sayso = useSayso();

type Owner = Awaited<ReturnType<typeof ownerOnPlan>>;
const tagsPath = (owner: Owner, rest = '') => `/api/companies/${owner.company.id}/tags${rest}`;

async function addTag(owner: Owner, name: string, color = 'blue'): Promise<Tag> {
  const res = await owner.client.post(tagsPath(owner), { name, color });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const putTags = (client: Client, ideaId: number, tagIds: unknown) =>
  client.call('PUT', `/api/features/${ideaId}/tags`, { json: { tagIds } });

/** A client signed in with a fixture user's cookie. */
function clientOf(user: { cookie: string }): Client {
  const client = new Client(sayso());
  client.cookies.set('sayso_session', user.cookie.split('=')[1] as string);
  return client;
}

describe('managing tags', () => {
  let owner: Owner;
  beforeAll(async () => {
    owner = await ownerOnPlan(sayso(), 'business');
  });

  it('creates, lists by name, renames, recolours and deletes', async () => {
    const mobile = await addTag(owner, '  Mobile ', 'green');
    expect(mobile).toEqual({ id: expect.any(Number), name: 'Mobile', color: 'green' });
    const api = await addTag(owner, 'API', 'purple');
    expect((await owner.client.get(tagsPath(owner))).body).toEqual([api, mobile]);
    const renamed = await owner.client.patch(tagsPath(owner, `/${mobile.id}`), { name: 'Mobile apps' });
    expect(renamed.body).toEqual({ ...mobile, name: 'Mobile apps' });
    const recoloured = await owner.client.patch(tagsPath(owner, `/${mobile.id}`), { color: 'red' });
    expect(recoloured.body).toEqual({ ...mobile, name: 'Mobile apps', color: 'red' });
    // A change of case of its own name is no clash.
    expect((await owner.client.patch(tagsPath(owner, `/${api.id}`), { name: 'api' })).status).toBe(200);
    expect((await owner.client.delete(tagsPath(owner, `/${api.id}`))).status).toBe(200);
    expect((await owner.client.get(tagsPath(owner))).body).toEqual([
      { ...mobile, name: 'Mobile apps', color: 'red' },
    ]);
  });

  it('keeps names unique per company whatever their case (409), and another company may reuse one', async () => {
    const first = await addTag(owner, 'Enterprise');
    const again = await owner.client.post(tagsPath(owner), { name: 'ENTERPRISE', color: 'gray' });
    expect([again.status, again.body.message]).toEqual([409, TAG_MESSAGES.taken]);
    const other = await addTag(owner, 'Billing');
    const rename = await owner.client.patch(tagsPath(owner, `/${other.id}`), { name: 'enterprise' });
    expect(rename.status).toBe(409);
    const names = ((await owner.client.get(tagsPath(owner))).body as Tag[]).map((tag) => tag.name);
    expect(names.filter((name) => name.toLowerCase() === 'enterprise')).toEqual(['Enterprise']);
    expect(names).toContain('Billing');
    const elsewhere = await ownerOnPlan(sayso(), 'free');
    expect((await addTag(elsewhere, 'enterprise')).name).toBe('enterprise');
    expect(first.name).toBe('Enterprise');
  });

  it.each([
    [{ name: 'Ok', color: 'chartreuse' }, 'color', TAG_MESSAGES.color],
    [{ name: 'Ok', color: '#ff0000' }, 'color', TAG_MESSAGES.color],
    [{ name: 'Ok' }, 'color', TAG_MESSAGES.color],
    [{ name: '   ', color: 'blue' }, 'name', TAG_MESSAGES.name],
    [{ color: 'blue' }, 'name', TAG_MESSAGES.name],
    [{ name: 'x'.repeat(31), color: 'blue' }, 'name', TAG_MESSAGES.nameLength],
  ])('refuses %j on %s and stores nothing', async (body, path, message) => {
    const before = (await owner.client.get(tagsPath(owner))).body;
    const res = await owner.client.post(tagsPath(owner), body);
    expect(res.status).toBe(400);
    expect(res.body.issues).toContainEqual(expect.objectContaining({ path, message }));
    expect((await owner.client.get(tagsPath(owner))).body).toEqual(before);
  });

  it('refuses a colour outside the palette on a change too, and a tag of another company is 404', async () => {
    const tag = await addTag(owner, 'Palette');
    const res = await owner.client.patch(tagsPath(owner, `/${tag.id}`), { color: 'black' });
    expect(res.status).toBe(400);
    const elsewhere = await ownerOnPlan(sayso(), 'free');
    const theirs = await addTag(elsewhere, 'Theirs');
    expect((await owner.client.patch(tagsPath(owner, `/${theirs.id}`), { name: 'Mine' })).status).toBe(404);
    expect((await owner.client.delete(tagsPath(owner, `/${theirs.id}`))).status).toBe(404);
    expect((await owner.client.delete(tagsPath(owner, '/abc'))).status).toBe(404);
    expect((await owner.client.delete(tagsPath(owner, '/99999999999'))).status).toBe(404);
    expect((await elsewhere.client.get(tagsPath(elsewhere))).body).toEqual([theirs]);
  });

  it('lets a member read and assign tags, but only admins and the owner manage them', async () => {
    const member = clientOf(await insertMember(sayso(), owner.company, 'member'));
    const admin = clientOf(await insertMember(sayso(), owner.company, 'admin'));
    expect((await member.get(tagsPath(owner))).status).toBe(200);
    const refused = await member.post(tagsPath(owner), { name: 'By member', color: 'blue' });
    expect(refused.status).toBe(403);
    const made = await admin.post(tagsPath(owner), { name: 'By admin', color: 'teal' });
    expect(made.status).toBe(201);
    const idea = await submitIdea(owner.client, owner.company.id);
    expect((await putTags(member, idea.id, [made.body.id])).status).toBe(200);
    const stranger = await fastUser(sayso(), 'Stranger');
    expect((await stranger.client.get(tagsPath(owner))).status).toBe(403);
    expect((await putTags(stranger.client, idea.id, [])).status).toBe(403);
    expect((await putTags(new Client(sayso()), idea.id, [])).status).toBe(401);
  });
});

describe('tags on ideas', () => {
  let owner: Owner;
  let mobile: Tag;
  let api: Tag;
  beforeAll(async () => {
    owner = await ownerOnPlan(sayso(), 'business');
    mobile = await addTag(owner, 'Mobile', 'green');
    api = await addTag(owner, 'API', 'purple');
  });

  it('sets exactly the tags given (duplicates once), answers them by name, and an empty list clears', async () => {
    const idea = await submitIdea(owner.client, owner.company.id);
    const set = await putTags(owner.client, idea.id, [mobile.id, api.id, mobile.id]);
    expect([set.status, set.body]).toEqual([200, [api, mobile]]);
    expect((await putTags(owner.client, idea.id, [mobile.id])).body).toEqual([mobile]);
    expect((await owner.client.get(`/api/features/${idea.id}`)).body.tags).toEqual([mobile]);
    expect((await putTags(owner.client, idea.id, [])).body).toEqual([]);
    expect((await owner.client.get(`/api/features/${idea.id}`)).body.tags).toEqual([]);
  });

  it('refuses another company’s or an unknown tag, bad ids and too many, and changes nothing', async () => {
    const idea = await submitIdea(owner.client, owner.company.id);
    await putTags(owner.client, idea.id, [mobile.id]);
    const elsewhere = await ownerOnPlan(sayso(), 'free');
    const theirs = await addTag(elsewhere, 'Theirs');
    const foreign = await putTags(owner.client, idea.id, [api.id, theirs.id]);
    expect([foreign.status, foreign.body.message]).toEqual([400, TAG_MESSAGES.unknown]);
    expect((await putTags(owner.client, idea.id, [999_999])).status).toBe(400);
    const bad = await putTags(owner.client, idea.id, ['one']);
    expect([bad.status, bad.body.message]).toEqual([400, TAG_MESSAGES.ids]);
    expect((await putTags(owner.client, idea.id, 'all')).status).toBe(400);
    const many = Array.from({ length: IDEA_TAG_LIMIT + 1 }, (_, i) => i + 1);
    const tooMany = await putTags(owner.client, idea.id, many);
    expect([tooMany.status, tooMany.body.message]).toEqual([400, TAG_MESSAGES.tooMany]);
    expect((await owner.client.get(`/api/features/${idea.id}`)).body.tags).toEqual([mobile]);
    // Another company's team may not tag this idea with its own tag either.
    expect((await putTags(elsewhere.client, idea.id, [theirs.id])).status).toBe(403);
    expect((await putTags(owner.client, 999_999, [])).status).toBe(404);
  });

  it('shows on inbox rows and filters the inbox by `?tag=`', async () => {
    const first = await submitIdea(owner.client, owner.company.id, { title: 'First tagged idea' });
    const second = await submitIdea(owner.client, owner.company.id, { title: 'Second tagged idea' });
    const untagged = await submitIdea(owner.client, owner.company.id, { title: 'Never tagged idea' });
    const beta = await addTag(owner, 'Beta', 'orange');
    await putTags(owner.client, first.id, [beta.id, mobile.id]);
    await putTags(owner.client, second.id, [beta.id]);
    const inbox = async (query: string) =>
      (await owner.client.get(`/api/companies/${owner.company.id}/inbox${query}`)).body;
    const filtered = await inbox(`?tag=${beta.id}&sort=newest`);
    expect(filtered.ideas.map((row: Loose) => row.id)).toEqual([second.id, first.id]);
    expect(filtered.total).toBe(2);
    expect(filtered.ideas[1].tags).toEqual([beta, mobile]);
    const all = await inbox('?sort=newest');
    expect(all.ideas.find((row: Loose) => row.id === untagged.id).tags).toEqual([]);
    // Another company's tag id matches nothing; a bad one is a 400.
    const elsewhere = await ownerOnPlan(sayso(), 'free');
    const theirs = await addTag(elsewhere, 'Beta');
    expect((await inbox(`?tag=${theirs.id}`)).ideas).toEqual([]);
    const bad = await owner.client.get(`/api/companies/${owner.company.id}/inbox?tag=beta`);
    expect([bad.status, bad.body.message]).toEqual([400, 'tag must be a tag id']);
    expect((await owner.client.get(`/api/companies/${owner.company.id}/inbox?tag=99999999999`)).status).toBe(
      400,
    );
  });

  it('never shows in a public answer: idea, board, roadmap, or a signed-in stranger’s idea', async () => {
    const idea = await submitIdea(owner.client, owner.company.id);
    await owner.client.patch(`/api/features/${idea.id}`, { status: 'planned' });
    await putTags(owner.client, idea.id, [mobile.id]);
    const visitor = new Client(sayso());
    const stranger = await fastUser(sayso(), 'Stranger');
    const slug = owner.company.slug;
    const answers = [
      (await visitor.get(`/api/features/${idea.id}`)).body,
      (await stranger.client.get(`/api/features/${idea.id}`)).body,
      (await visitor.get(`/api/companies/${slug}/features`)).body,
      (await visitor.get(`/api/companies/${slug}/roadmap`)).body,
      (await visitor.get(`/api/companies/${slug}`)).body,
    ];
    for (const answer of answers) {
      const text = JSON.stringify(answer);
      expect(text).not.toContain('"tags"');
      expect(text).not.toContain('Mobile');
    }
    expect((await owner.client.get(`/api/features/${idea.id}`)).body.tags).toEqual([mobile]);
  });

  it('deleting a tag takes it off its ideas; deleting an idea or the company takes their rows', async () => {
    const gone = await addTag(owner, 'Short-lived', 'pink');
    const idea = await submitIdea(owner.client, owner.company.id);
    await putTags(owner.client, idea.id, [gone.id, api.id]);
    expect((await owner.client.delete(tagsPath(owner, `/${gone.id}`))).status).toBe(200);
    expect((await owner.client.get(`/api/features/${idea.id}`)).body.tags).toEqual([api]);
    const rowsOf = async (ideaId: number) =>
      Number(
        (await sayso().db.select({ n: count() }).from(ideaTags).where(eq(ideaTags.ideaId, ideaId)))[0]?.n,
      );
    expect(await rowsOf(idea.id)).toBe(1);
    expect((await owner.client.delete(`/api/features/${idea.id}`)).status).toBe(200);
    expect(await rowsOf(idea.id)).toBe(0);

    const leaving = await ownerOnPlan(sayso(), 'free');
    const theirs = await addTag(leaving, 'Going');
    const theirIdea = await submitIdea(leaving.client, leaving.company.id);
    await putTags(leaving.client, theirIdea.id, [theirs.id]);
    await sayso().db.delete(companies).where(eq(companies.id, leaving.company.id));
    expect(await rowsOf(theirIdea.id)).toBe(0);
    expect(await sayso().db.select().from(tags).where(eq(tags.companyId, leaving.company.id))).toEqual([]);
  });
});
