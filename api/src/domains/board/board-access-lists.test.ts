/**
 * The board-access matrix on the public lists (issue 27, docs/decisions/024): for a company with
 * a public, a team-only and a restricted board (a domain and `plan = enterprise`), every kind of
 * viewer gets exactly the ideas of the boards it may see from the board list (with and without
 * `board`), its search, the roadmap (with and without `board`) and similar ideas; a board it may
 * not see answers exactly as one that does not exist.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type Audience, type BoardAudiences, boardAudiences, getAs } from '../../../test/board-audiences';
import { type Loose, useSayso } from '../../../test/helpers';
import { BOARD_MESSAGES } from '../../contract';

const sayso = useSayso();
let fx: BoardAudiences;

beforeAll(async () => {
  fx = await boardAudiences(sayso());
});

const AUDIENCES: Audience[] = ['public', 'team', 'restricted'];
const ids = (list: Loose[]) => list.map((idea: Loose) => idea.id).sort((a: number, b: number) => a - b);
const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
const roadmapIds = (roadmap: Loose) => ids([...roadmap.planned, ...roadmap.inProgress, ...roadmap.completed]);
/** Each viewer's row, built when the fixture exists. */
const eachViewer = (check: (index: number) => Promise<void>) => async () => {
  for (let index = 0; index < fx.viewers.length; index++) await check(index);
};

describe('GET /api/companies/{slug}/features', () => {
  it(
    'without `board`: the default board, the public one, for every viewer',
    eachViewer(async (index) => {
      const viewer = fx.viewers[index] as (typeof fx.viewers)[number];
      const res = await getAs(sayso(), viewer, `/api/companies/${fx.company.slug}/features`);
      expect(res.status, viewer.name).toBe(200);
      expect(ids(res.body), viewer.name).toEqual(sorted([fx.zebra.public, fx.otherPublic]));
      for (const idea of res.body) expect(idea.boardId, viewer.name).toBe(fx.boards.public.id);
    }),
  );

  it(
    'with `board`: that board to those who may see it, else 404 exactly as an unknown board',
    eachViewer(async (index) => {
      const viewer = fx.viewers[index] as (typeof fx.viewers)[number];
      const unknown = await getAs(sayso(), viewer, `/api/companies/${fx.company.slug}/features?board=nope`);
      expect(unknown).toEqual({ status: 404, body: { message: BOARD_MESSAGES.notFound } });
      for (const audience of AUDIENCES) {
        const { slug } = fx.boards[audience];
        const res = await getAs(sayso(), viewer, `/api/companies/${fx.company.slug}/features?board=${slug}`);
        const label = `${viewer.name} on ${audience}`;
        if (!viewer.sees.includes(audience)) {
          expect(res, label).toEqual(unknown);
          continue;
        }
        expect(res.status, label).toBe(200);
        const expected = audience === 'public' ? [fx.zebra.public, fx.otherPublic] : [fx.zebra[audience]];
        expect(ids(res.body), label).toEqual(sorted(expected));
      }
    }),
  );

  it(
    'searches (`q`) within the board asked for, or the default board, never a hidden one',
    eachViewer(async (index) => {
      const viewer = fx.viewers[index] as (typeof fx.viewers)[number];
      const base = `/api/companies/${fx.company.slug}/features?q=zebra`;
      const plain = await getAs(sayso(), viewer, base);
      expect(ids(plain.body), viewer.name).toEqual([fx.zebra.public]);
      for (const audience of AUDIENCES) {
        const res = await getAs(sayso(), viewer, `${base}&board=${fx.boards[audience].slug}`);
        const label = `${viewer.name} searching ${audience}`;
        if (viewer.sees.includes(audience)) expect(ids(res.body), label).toEqual([fx.zebra[audience]]);
        else expect(res, label).toEqual({ status: 404, body: { message: BOARD_MESSAGES.notFound } });
      }
    }),
  );
});

describe('GET /api/companies/{slug}/roadmap', () => {
  it(
    'without `board`: the ideas of every board the viewer may see',
    eachViewer(async (index) => {
      const viewer = fx.viewers[index] as (typeof fx.viewers)[number];
      const res = await getAs(sayso(), viewer, `/api/companies/${fx.company.slug}/roadmap`);
      expect(res.status, viewer.name).toBe(200);
      const expected = viewer.sees.map((audience) => fx.zebra[audience]).concat(fx.otherPublic);
      expect(roadmapIds(res.body), viewer.name).toEqual(sorted(expected));
    }),
  );

  it(
    'with `board`: that board only, or 404 for one the viewer may not see',
    eachViewer(async (index) => {
      const viewer = fx.viewers[index] as (typeof fx.viewers)[number];
      for (const audience of AUDIENCES) {
        const path = `/api/companies/${fx.company.slug}/roadmap?board=${fx.boards[audience].slug}`;
        const res = await getAs(sayso(), viewer, path);
        const label = `${viewer.name} on ${audience}`;
        if (!viewer.sees.includes(audience)) {
          expect(res, label).toEqual({ status: 404, body: { message: BOARD_MESSAGES.notFound } });
          continue;
        }
        const expected = audience === 'public' ? [fx.zebra.public, fx.otherPublic] : [fx.zebra[audience]];
        expect(roadmapIds(res.body), label).toEqual(sorted(expected));
      }
    }),
  );
});

describe('GET /api/companies/{slug}/similar', () => {
  it(
    'matches among the boards the viewer may see, or the one board asked for',
    eachViewer(async (index) => {
      const viewer = fx.viewers[index] as (typeof fx.viewers)[number];
      const base = `/api/companies/${fx.company.slug}/similar?q=zebra`;
      const all = await getAs(sayso(), viewer, base);
      expect(all.status, viewer.name).toBe(200);
      const expected = viewer.sees.map((audience) => fx.zebra[audience]);
      expect(ids(all.body), viewer.name).toEqual(sorted(expected));
      for (const audience of AUDIENCES) {
        const res = await getAs(sayso(), viewer, `${base}&board=${fx.boards[audience].slug}`);
        const label = `${viewer.name} on ${audience}`;
        if (viewer.sees.includes(audience)) expect(ids(res.body), label).toEqual([fx.zebra[audience]]);
        else expect(res, label).toEqual({ status: 404, body: { message: BOARD_MESSAGES.notFound } });
      }
    }),
  );
});
