/**
 * Moving ideas between boards (issue 27): PATCH /api/features/{id} with `boardId`, the inbox's
 * bulk `move` and its undo, the inbox's `?board=` filter and each row's `boardId`. Votes and
 * comments stay with the idea; another company's board is refused and nothing moves.
 */
import { eq, inArray } from 'drizzle-orm';
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
import { memberClient } from '../../../test/idea-board-scene';
import { BOARD_MESSAGES } from '../../contract';
import { comments, ideas, votes } from '../../db/schema';

const sayso = useSayso();

/** A Pro owner with a second board and two ideas on the default one, each with a vote and a comment. */
async function scene() {
  const owner = await ownerOnPlan(sayso(), 'pro');
  const id = owner.company.id;
  await owner.client.post(`/api/companies/${id}/boards`, { name: 'Mobile', slug: 'mobile' });
  const [main, mobile] = (
    (await owner.client.get(`/api/companies/${id}/board-settings`)).body as Loose[]
  ).map((board) => board.id as number) as [number, number];
  const fan = await fastUser(sayso(), 'Fan');
  const made = [await submitIdea(owner.client, id), await submitIdea(owner.client, id)];
  for (const idea of made) {
    expect((await fan.client.post(`/api/features/${idea.id}/vote`)).status).toBe(200);
    expect(
      (await fan.client.post(`/api/features/${idea.id}/comments`, { content: 'Yes please' })).status,
    ).toBe(201);
  }
  const stranger = await ownerOnPlan(sayso(), 'pro');
  const [theirs] = (await stranger.client.get(`/api/companies/${stranger.company.id}/board-settings`)).body;
  return {
    owner,
    main,
    mobile,
    theirs: theirs.id as number,
    ids: made.map((idea) => idea.id),
    bulk: (body: unknown, client: Client = owner.client) =>
      client.post(`/api/companies/${id}/inbox/bulk`, body),
    inbox: (query = '') => owner.client.get(`/api/companies/${id}/inbox${query}`),
  };
}

const boardsOf = async (ids: number[]) =>
  (await sayso().db.select().from(ideas).where(inArray(ideas.id, ids)).orderBy(ideas.id)).map(
    (row) => row.boardId,
  );

const refusedBoard = (res: { status: number; body: Loose }) => {
  expect(res.status).toBe(400);
  expect(res.body.message).toBe(BOARD_MESSAGES.otherCompany);
  expect(res.body.issues).toEqual([{ path: 'boardId', message: BOARD_MESSAGES.otherCompany }]);
};

describe('PATCH /api/features/:id with boardId', () => {
  it('moves the idea for a member, its votes and comments with it', async () => {
    const { owner, mobile, ids } = await scene();
    const id = ids[0] as number;
    const member = await memberClient(sayso(), owner.company, 'member');
    await setPlan(sayso(), owner.id, 'business');
    const moved = await member.patch(`/api/features/${id}`, { boardId: mobile });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ boardId: mobile, votes: 1 });
    expect(await boardsOf([id])).toEqual([mobile]);
    expect(await sayso().db.select().from(votes).where(eq(votes.ideaId, id))).toHaveLength(1);
    expect(await sayso().db.select().from(comments).where(eq(comments.ideaId, id))).toHaveLength(1);
  });

  it("refuses another company's board, an unknown one and a malformed one, moving nothing", async () => {
    const { owner, main, theirs, ids } = await scene();
    const id = ids[0] as number;
    refusedBoard(await owner.client.patch(`/api/features/${id}`, { boardId: theirs }));
    refusedBoard(await owner.client.patch(`/api/features/${id}`, { boardId: 2_000_000_000 }));
    refusedBoard(await owner.client.patch(`/api/features/${id}`, { boardId: 99_999_999_999 }));
    const malformed = await owner.client.patch(`/api/features/${id}`, { boardId: null });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('boardId must be a board id');
    expect(await boardsOf([id])).toEqual([main]);
  });

  it('is the team’s alone', async () => {
    const { main, mobile, ids } = await scene();
    const id = ids[0] as number;
    expect((await new Client(sayso()).patch(`/api/features/${id}`, { boardId: mobile })).status).toBe(401);
    const stranger = await fastUser(sayso(), 'Stranger');
    expect((await stranger.client.patch(`/api/features/${id}`, { boardId: mobile })).status).toBe(403);
    expect(await boardsOf([id])).toEqual([main]);
  });

  it('moves onto a board past the plan after a downgrade (triage, not a new idea)', async () => {
    const { owner, mobile, ids } = await scene();
    await setPlan(sayso(), owner.id, 'free');
    const moved = await owner.client.patch(`/api/features/${ids[0]}`, { boardId: mobile });
    expect(moved.status).toBe(200);
    expect(moved.body.boardId).toBe(mobile);
  });
});

describe('the inbox', () => {
  it('moves many ideas at once, undoably, and filters by board', async () => {
    const { main, mobile, ids, bulk, inbox } = await scene();
    const res = await bulk({ action: 'move', ids, boardId: mobile });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      changed: 2,
      undo: { token: expect.any(String), expiresAt: expect.any(String) },
    });
    expect(await boardsOf(ids)).toEqual([mobile, mobile]);

    const onMobile = await inbox(`?board=${mobile}`);
    expect(onMobile.status).toBe(200);
    expect(onMobile.body.ideas.map((row: Loose) => [row.id, row.boardId]).sort()).toEqual(
      ids.map((id) => [id, mobile]).sort(),
    );
    expect((await inbox(`?board=${main}`)).body).toMatchObject({ ideas: [], total: 0 });
    const all = await inbox();
    expect(all.body.ideas.every((row: Loose) => typeof row.boardId === 'number')).toBe(true);
  });

  it('puts moved ideas back on undo', async () => {
    const { owner, main, mobile, ids, bulk } = await scene();
    const { body } = await bulk({ action: 'move', ids, boardId: mobile });
    const undo = await owner.client.post(`/api/companies/${owner.company.id}/undo`, {
      token: body.undo.token,
    });
    expect(undo.status).toBe(200);
    expect(undo.body).toEqual({ restored: 2 });
    expect(await boardsOf(ids)).toEqual([main, main]);
  });

  it("refuses a move to another company's board, or with no board, moving none", async () => {
    const { main, theirs, ids, bulk, inbox } = await scene();
    refusedBoard(await bulk({ action: 'move', ids, boardId: theirs }));
    const none = await bulk({ action: 'move', ids });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('boardId must be a board id');
    expect(await boardsOf(ids)).toEqual([main, main]);
    const bad = await inbox('?board=mobile');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('board must be a board id');
    expect((await inbox(`?board=${theirs}`)).body.total).toBe(0);
  });
});
