/**
 * The team's triage inbox (GET /api/companies/{id}/inbox): every filter, sort, the search, the
 * counts per status, paging, private ideas, the maintained "last activity" and "new comments",
 * and the 400s, through the real app on a real database (SQLite and PostgreSQL projects).
 */
import { eq } from 'drizzle-orm';
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
import type { InboxPage } from '../../contract';
import { ideas } from '../../db/schema';

const sayso = useSayso();

type Owner = Awaited<ReturnType<typeof ownerOnPlan>>;

const setRow = (id: number, values: Partial<typeof ideas.$inferInsert>) =>
  sayso().db.update(ideas).set(values).where(eq(ideas.id, id));

/**
 * A Business board of five ideas with known votes, dates, statuses and categories:
 *   zebra   idea        ux        3 votes  2026-01-10  private
 *   export  planned     new       9 votes  2026-02-01
 *   dark    in_progress ux        1 vote   2026-03-05  (anonymous)
 *   slow    completed   perf      0 votes  2026-03-20
 *   fresh   idea        bugs      2 votes  today
 */
async function board() {
  const owner = await ownerOnPlan(sayso(), 'business');
  const visitor = new Client(sayso());
  const author = await fastUser(sayso(), 'Ada Author');
  const submit = (title: string, category: string, anonymous = false) =>
    anonymous
      ? submitIdea(visitor, owner.company.id, { title, category, submitAnonymously: true }, true)
      : submitIdea(author.client, owner.company.id, { title, category });
  const zebra = await submit('Zebra stripes theme', 'ux_improvements');
  const exporter = await submit('Export to spreadsheet', 'new_features');
  const dark = await submit('Dark mode for night owls', 'ux_improvements', true);
  const slow = await submit('Slow search results', 'performance');
  const fresh = await submit('Fresh login bug', 'bug_fixes');
  const rows = [
    [zebra.id, 'idea', 3, '2026-01-10T12:00:00.000Z', true],
    [exporter.id, 'planned', 9, '2026-02-01T12:00:00.000Z', false],
    [dark.id, 'in_progress', 1, '2026-03-05T12:00:00.000Z', false],
    [slow.id, 'completed', 0, '2026-03-20T23:59:00.000Z', false],
  ] as const;
  for (const [id, status, votes, createdAt, isPrivate] of rows)
    await setRow(id, { status, votes, createdAt, lastActivityAt: createdAt, private: isPrivate });
  await setRow(fresh.id, { votes: 2 });
  return {
    owner,
    author,
    visitor,
    ids: { zebra: zebra.id, exporter: exporter.id, dark: dark.id, slow: slow.id, fresh: fresh.id },
  };
}

const inbox = async (owner: Owner, query = '') => {
  const res = await owner.client.get<InboxPage>(`/api/companies/${owner.company.id}/inbox${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const idsOf = (page: InboxPage) => page.ideas.map((idea) => idea.id);

describe('GET /api/companies/:id/inbox', () => {
  let scene: Awaited<ReturnType<typeof board>>;
  beforeAll(async () => {
    scene = await board();
  });

  it('lists every idea, private ones too, most votes first, with author, comments and counts', async () => {
    const { ids } = scene;
    const page = await inbox(scene.owner);
    expect(idsOf(page)).toEqual([ids.exporter, ids.zebra, ids.fresh, ids.dark, ids.slow]);
    expect(page.total).toBe(5);
    expect(page.counts).toEqual({ idea: 2, planned: 1, in_progress: 1, completed: 1 });
    expect(page.nextCursor).toBeNull();
    const zebra = page.ideas.find((idea) => idea.id === ids.zebra) as Loose;
    expect(zebra).toMatchObject({ private: true, authorName: 'Ada Author', comments: 0, newComments: false });
    expect(zebra.lastActivityAgo).toMatch(/ago$/);
    // Sent completely anonymously: no name, even for the team ("anonymous" in the dashboard).
    expect(page.ideas.find((idea) => idea.id === ids.dark)?.authorName).toBeNull();
  });

  it('filters by status, keeping the counts of the other filters for every status', async () => {
    const { ids } = scene;
    const page = await inbox(scene.owner, '?status=idea');
    expect(idsOf(page)).toEqual([ids.zebra, ids.fresh]);
    expect(page.total).toBe(2);
    expect(page.counts).toEqual({ idea: 2, planned: 1, in_progress: 1, completed: 1 });
    const two = await inbox(scene.owner, '?status=planned,completed');
    expect(idsOf(two)).toEqual([ids.exporter, ids.slow]);
    expect(two.total).toBe(2);
  });

  it('filters by category and counts within it', async () => {
    const page = await inbox(scene.owner, '?category=ux_improvements');
    expect(idsOf(page)).toEqual([scene.ids.zebra, scene.ids.dark]);
    expect(page.counts).toEqual({ idea: 1, planned: 0, in_progress: 1, completed: 0 });
  });

  it('searches with the board’s full-text search, private ideas included', async () => {
    const page = await inbox(scene.owner, '?q=zebr');
    expect(idsOf(page)).toEqual([scene.ids.zebra]);
    expect(page.counts).toEqual({ idea: 1, planned: 0, in_progress: 0, completed: 0 });
    expect(idsOf(await inbox(scene.owner, '?q=search%20slow'))).toEqual([scene.ids.slow]);
    expect((await inbox(scene.owner, '?q=nothing-like-this')).total).toBe(0);
  });

  it('filters by submission date, both ends inclusive (UTC days)', async () => {
    const { ids } = scene;
    expect(idsOf(await inbox(scene.owner, '?from=2026-02-01&to=2026-03-20'))).toEqual([
      ids.exporter,
      ids.dark,
      ids.slow,
    ]);
    expect(idsOf(await inbox(scene.owner, '?to=2026-01-10'))).toEqual([ids.zebra]);
    expect(idsOf(await inbox(scene.owner, '?from=2026-03-21&sort=newest'))).toEqual([ids.fresh]);
  });

  it('sorts by newest, last activity and trending', async () => {
    const { ids } = scene;
    expect(idsOf(await inbox(scene.owner, '?sort=newest'))).toEqual([
      ids.fresh,
      ids.slow,
      ids.dark,
      ids.exporter,
      ids.zebra,
    ]);
    // Trending: log10(votes) + weeks since 2024, so a week newer outweighs ten times the votes.
    expect(idsOf(await inbox(scene.owner, '?sort=trending'))).toEqual([
      ids.fresh,
      ids.slow,
      ids.dark,
      ids.exporter,
      ids.zebra,
    ]);
    await setRow(ids.zebra, { lastActivityAt: new Date().toISOString() });
    const recent = idsOf(await inbox(scene.owner, '?sort=last_activity'));
    expect(recent.slice(0, 2).sort()).toEqual([ids.zebra, ids.fresh].sort());
    expect(recent.slice(2)).toEqual([ids.slow, ids.dark, ids.exporter]);
  });

  it('pages with an opaque cursor until the last page', async () => {
    const first = await inbox(scene.owner, '?limit=2');
    expect(first.ideas).toHaveLength(2);
    expect(first.total).toBe(5);
    const second = await inbox(scene.owner, `?limit=2&cursor=${first.nextCursor}`);
    const third = await inbox(scene.owner, `?limit=2&cursor=${second.nextCursor}`);
    expect(third.nextCursor).toBeNull();
    expect([...idsOf(first), ...idsOf(second), ...idsOf(third)]).toEqual(idsOf(await inbox(scene.owner)));
  });

  it('answers 400 with a message for bad input, never a 500', async () => {
    const bad = {
      '?sort=hot': 'sort must be votes, newest, trending, last_activity or mrr',
      '?status=open': 'status must be idea, planned, in_progress or completed',
      '?from=yesterday': 'from must be a date like 2026-01-31',
      '?from=2026-02-30x': 'from must be a date like 2026-01-31',
      '?from=2026-03-01&to=2026-02-01': 'from must not be after to',
      '?limit=0': 'limit must be 1 to 100',
      '?limit=101': 'limit must be 1 to 100',
      '?newComments=yes': 'newComments must be 1 or 0',
      '?cursor=abc': 'cursor is not valid',
      [`?q=${'x'.repeat(201)}`]: 'Search must be less than 200 characters',
    };
    for (const [query, message] of Object.entries(bad)) {
      const res = await scene.owner.client.get(`/api/companies/${scene.owner.company.id}/inbox${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.issues?.[0]?.message ?? res.body.message, query).toBe(message);
    }
  });

  it('is the team’s: a member reads it, anyone else is refused', async () => {
    const member = await insertMember(sayso(), scene.owner.company, 'member');
    const res = await sayso().app.request(`http://localhost/api/companies/${scene.owner.company.id}/inbox`, {
      headers: { cookie: member.cookie },
    });
    expect(res.status).toBe(200);
    const stranger = await fastUser(sayso(), 'Stranger');
    expect((await stranger.client.get(`/api/companies/${scene.owner.company.id}/inbox`)).status).toBe(403);
    expect((await new Client(sayso()).get(`/api/companies/${scene.owner.company.id}/inbox`)).status).toBe(
      401,
    );
  });
});

describe('the trending score, kept by the database on every write of votes', () => {
  const expected = (votes: number, createdAt: string) =>
    Math.round(
      (Math.log10(Math.max(votes, 1)) + (Math.floor(Date.parse(createdAt) / 1000) - 1704067200) / 604800) *
        1e6,
    );
  const scoreOf = async (id: number) =>
    (await sayso().db.select({ score: ideas.trendingScore }).from(ideas).where(eq(ideas.id, id)))[0]?.score;

  it('is set on submission and follows votes and the submission time', async () => {
    const { ids, owner } = await board();
    const [fresh] = await sayso().db.select().from(ideas).where(eq(ideas.id, ids.fresh));
    expect(await scoreOf(ids.fresh)).toBe(expected(2, fresh?.createdAt ?? ''));
    expect(await scoreOf(ids.zebra)).toBe(expected(3, '2026-01-10T12:00:00.000Z'));
    expect((await owner.client.post(`/api/features/${ids.zebra}/vote`)).status).toBe(200);
    expect(await scoreOf(ids.zebra)).toBe(expected(4, '2026-01-10T12:00:00.000Z'));
    // Ten times the votes a week earlier tie; a day later wins.
    await setRow(ids.dark, { votes: 10, createdAt: '2026-04-01T00:00:00.000Z' });
    await setRow(ids.slow, { votes: 1, createdAt: '2026-04-09T00:00:00.000Z' });
    const order = idsOf(await inbox(owner, '?sort=trending&status=in_progress,completed'));
    expect(order).toEqual([ids.slow, ids.dark]);
  });
});

describe('last activity and new comments, kept by the writes', () => {
  it('moves on a vote, a comment and a status change; new comments until the team answers', async () => {
    const { owner, author, ids } = await board();
    const activity = async () =>
      (await inbox(owner, '?sort=last_activity')).ideas.find((idea) => idea.id === ids.slow) as Loose;
    const before = (await activity()).lastActivityAt;
    expect(before).toBe('2026-03-20T23:59:00.000Z');

    expect((await new Client(sayso()).post(`/api/features/${ids.slow}/anonymous-vote`)).status).toBe(200);
    const voted = await activity();
    expect(voted.lastActivityAt > before).toBe(true);
    expect((await inbox(owner, '?sort=last_activity')).ideas[0]?.id).toBe(ids.slow);

    await setRow(ids.slow, { lastActivityAt: before });
    expect(
      (await author.client.post(`/api/features/${ids.slow}/comments`, { content: 'Still slow' })).status,
    ).toBe(201);
    expect(await activity()).toMatchObject({ newComments: true, comments: 1 });
    expect((await activity()).lastActivityAt > before).toBe(true);
    expect(idsOf(await inbox(owner, '?newComments=1'))).toEqual([ids.slow]);
    expect(idsOf(await inbox(owner, '?newComments=0'))).not.toContain(ids.slow);

    // The team's reply answers it.
    expect((await owner.client.post(`/api/features/${ids.slow}/comments`, { content: 'On it' })).status).toBe(
      201,
    );
    expect((await activity()).newComments).toBe(false);

    // So does a status change, which is activity too.
    await author.client.post(`/api/features/${ids.slow}/comments`, { content: 'Any news?' });
    expect((await activity()).newComments).toBe(true);
    await setRow(ids.slow, { lastActivityAt: before });
    expect((await owner.client.patch(`/api/features/${ids.slow}`, { status: 'planned' })).status).toBe(200);
    const triaged = await activity();
    expect(triaged.newComments).toBe(false);
    expect(triaged.lastActivityAt > before).toBe(true);
  });
});
