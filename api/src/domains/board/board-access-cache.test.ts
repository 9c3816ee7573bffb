/**
 * The read cache never outlives a board's audience (issue 27): public answers are shared by
 * everyone who may see a board, so changing, reordering or deleting a board, or moving an idea
 * to another board, must reach every cached list at once (read_versions triggers, migration 0025).
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BoardAudiences, boardAudiences, getAs } from '../../../test/board-audiences';
import { type Loose, useSayso } from '../../../test/helpers';
import { BOARD_MESSAGES } from '../../contract';
import { ideas } from '../../db/schema';

const sayso = useSayso();
let fx: BoardAudiences;
let beta: { id: number; slug: string };
let betaIdea: number;

const visitor = { cookie: undefined };
const owner = () => ({ cookie: fx.owner.cookie });
const ids = (list: Loose[]) => list.map((idea: Loose) => idea.id);
const roadmapIds = (roadmap: Loose) => ids([...roadmap.planned, ...roadmap.inProgress, ...roadmap.completed]);

/** A team call as the owner: status and body. */
async function asOwner(method: string, path: string, body?: unknown) {
  const res = await sayso().app.request(`http://localhost/api/companies/${fx.company.id}${path}`, {
    method,
    headers: { cookie: fx.owner.cookie, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Loose };
}

/** What a visitor is shown of the beta board: its list, the roadmap, stats, similar ideas. */
async function visitorReads() {
  const slug = fx.company.slug;
  const list = await getAs(sayso(), visitor, `/api/companies/${slug}/features?board=${beta.slug}`);
  const roadmap = await getAs(sayso(), visitor, `/api/companies/${slug}/roadmap`);
  const stats = await getAs(sayso(), visitor, `/api/companies/${slug}/stats`);
  const similar = await getAs(sayso(), visitor, `/api/companies/${slug}/similar?q=quokka`);
  const sitemap = String((await getAs(sayso(), visitor, '/sitemap.xml')).body);
  return {
    list: list.status === 200 ? ids(list.body) : list.body,
    onRoadmap: roadmapIds(roadmap.body).includes(betaIdea),
    totalIdeas: stats.body.totalIdeas,
    similar: ids(similar.body),
    inSitemap: [`/company/${slug}/board/beta<`, `/company/${slug}/ideas/${betaIdea}<`].map((url) =>
      sitemap.includes(url),
    ),
  };
}

beforeAll(async () => {
  fx = await boardAudiences(sayso());
  const created = await asOwner('POST', '/boards', { name: 'Beta', slug: 'beta', visibility: 'public' });
  beta = created.body.find((board: Loose) => board.slug === 'beta');
  const [row] = await sayso()
    .db.insert(ideas)
    .values({
      companyId: fx.company.id,
      boardId: beta.id,
      title: 'Quokka mode for the beta',
      description: 'Long enough to be a description.',
      category: 'other',
      status: 'planned',
    })
    .returning();
  betaIdea = (row as { id: number }).id;
});

describe('a board that turns team-only', () => {
  it('leaves every cached public answer at once, and comes back when public again', async () => {
    const shown = {
      list: [betaIdea],
      onRoadmap: true,
      totalIdeas: 3,
      similar: [betaIdea],
      inSitemap: [true, true],
    };
    expect(await visitorReads()).toEqual(shown);
    // Read twice: the second answers come from the cache.
    expect(await visitorReads()).toEqual(shown);

    expect((await asOwner('PATCH', `/boards/${beta.id}`, { visibility: 'team' })).status).toBe(200);
    expect(await visitorReads()).toEqual({
      list: { message: BOARD_MESSAGES.notFound },
      onRoadmap: false,
      totalIdeas: 2,
      similar: [],
      inSitemap: [false, false],
    });
    // The team still sees it.
    const team = await getAs(sayso(), owner(), `/api/companies/${fx.company.slug}/features?board=beta`);
    expect(ids(team.body)).toEqual([betaIdea]);

    expect((await asOwner('PATCH', `/boards/${beta.id}`, { visibility: 'public' })).status).toBe(200);
    expect(await visitorReads()).toEqual(shown);
  });
});

describe('an idea moved to a hidden board', () => {
  it('leaves the cached public board it was on', async () => {
    const path = `/api/companies/${fx.company.slug}/features?board=beta`;
    expect(ids((await getAs(sayso(), visitor, path)).body)).toEqual([betaIdea]);
    await sayso().db.update(ideas).set({ boardId: fx.boards.team.id }).where(eq(ideas.id, betaIdea));
    expect(ids((await getAs(sayso(), visitor, path)).body)).toEqual([]);
    expect((await visitorReads()).onRoadmap).toBe(false);
    await sayso().db.update(ideas).set({ boardId: beta.id }).where(eq(ideas.id, betaIdea));
    expect(ids((await getAs(sayso(), visitor, path)).body)).toEqual([betaIdea]);
  });
});

describe('reordering and deleting boards', () => {
  it('moves each caller to their new default board, and a deleted board 404s', async () => {
    const path = `/api/companies/${fx.company.slug}/features`;
    const defaults = async () => ({
      visitor: ids((await getAs(sayso(), visitor, path)).body),
      owner: ids((await getAs(sayso(), owner(), path)).body),
    });
    const before = await defaults();
    expect(before.owner).toEqual(before.visitor);
    const order = [fx.boards.team.id, beta.id, fx.boards.public.id, fx.boards.restricted.id];
    expect((await asOwner('PATCH', '/boards', { ids: order })).status).toBe(200);
    // The team's first board is the team-only one; a visitor's, the first public one.
    expect(await defaults()).toEqual({ visitor: [betaIdea], owner: [fx.zebra.team] });

    expect((await asOwner('DELETE', `/boards/${beta.id}?moveTo=${fx.boards.team.id}`)).status).toBe(200);
    expect(await getAs(sayso(), visitor, `${path}?board=beta`)).toEqual({
      status: 404,
      body: { message: BOARD_MESSAGES.notFound },
    });
    expect((await defaults()).visitor).toEqual(before.visitor);
  });
});
