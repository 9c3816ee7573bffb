/**
 * One idea's answers by board access (issue 27, decision 024): an idea on a board the caller may
 * not see is 'Feature not found' on every idea route, exactly as a private one, for each kind of
 * viewer on each kind of board; nothing is stored by a refused write. The team sees every board.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, type Loose, submitIdea, useSayso } from '../../../test/helpers';
import { ideaBoardScene, type Visibility } from '../../../test/idea-board-scene';
import { comments, ideas, votes } from '../../db/schema';

const sayso = useSayso();
const VISIBILITIES: Visibility[] = ['public', 'team', 'restricted'];

let scene: Awaited<ReturnType<typeof ideaBoardScene>>;
/** A fresh idea on each board for every test, so votes and comments start from nothing. */
const ideasOnBoards = async () => {
  const entries = await Promise.all(
    VISIBILITIES.map(async (visibility) => {
      const idea = await submitIdea(scene.owner.client, scene.owner.company.id, {
        boardId: scene.boardOf[visibility],
      });
      return [visibility, idea.id] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<Visibility, number>;
};

beforeAll(async () => {
  scene = await ideaBoardScene(sayso());
});

/** The status `client` gets, and 404's message when refused. */
const expectAnswer = (answer: { status: number; body: Loose }, sees: boolean, ok: number, label: string) => {
  if (sees) expect(answer.status, label).toBe(ok);
  else {
    expect(answer.status, label).toBe(404);
    expect(answer.body.message, label).toBe('Feature not found');
  }
};

describe('reading one idea', () => {
  it('answers the idea page and its comments only to whom may see its board', async () => {
    const ids = await ideasOnBoards();
    for (const viewer of scene.viewers)
      for (const visibility of VISIBILITIES) {
        const sees = viewer.sees.includes(visibility);
        const label = `${viewer.name} on a ${visibility} board`;
        const page = await viewer.client.get(`/api/features/${ids[visibility]}`);
        expectAnswer(page, sees, 200, `${label}: page`);
        if (sees) expect(page.body.boardId).toBe(scene.boardOf[visibility]);
        expectAnswer(await viewer.client.get(`/api/features/${ids[visibility]}/comments`), sees, 200, label);
      }
  });

  it('hides a merged idea whose target is on a hidden board, as if unknown', async () => {
    const source = await submitIdea(scene.owner.client, scene.owner.company.id);
    const target = await submitIdea(scene.owner.client, scene.owner.company.id, {
      boardId: scene.boardOf.team,
    });
    const merged = await scene.owner.client.post(`/api/features/${source.id}/merge`, { targetId: target.id });
    expect(merged.status).toBe(200);
    const visitor = await new Client(sayso()).get(`/api/features/${source.id}`);
    expect(visitor.status).toBe(404);
    expect((await scene.owner.client.get(`/api/features/${source.id}`)).body.mergedInto.id).toBe(target.id);
  });
});

describe('writing to one idea', () => {
  it('takes votes, anonymous votes and comments only from whom may see its board, storing nothing else', async () => {
    const ids = await ideasOnBoards();
    for (const viewer of scene.viewers)
      for (const visibility of VISIBILITIES) {
        const sees = viewer.sees.includes(visibility);
        const label = `${viewer.name} on a ${visibility} board`;
        const id = ids[visibility];
        const signedIn = viewer.name !== 'visitor';
        const vote = await viewer.client.post(`/api/features/${id}/${signedIn ? 'vote' : 'anonymous-vote'}`);
        expectAnswer(vote, sees, 200, `${label}: vote`);
        if (signedIn) {
          const comment = await viewer.client.post(`/api/features/${id}/comments`, {
            content: 'Me too, please.',
          });
          expectAnswer(comment, sees, 201, `${label}: comment`);
        }
      }
    const counted = async (visibility: Visibility) => ({
      votes: (await sayso().db.select().from(votes).where(eq(votes.ideaId, ids[visibility]))).length,
      comments: (await sayso().db.select().from(comments).where(eq(comments.ideaId, ids[visibility]))).length,
    });
    // Everyone who may see a board voted on its idea; those of them signed in commented too.
    const admitted = (visibility: Visibility) => scene.viewers.filter((v) => v.sees.includes(visibility));
    for (const visibility of VISIBILITIES) {
      const seeing = admitted(visibility);
      expect(await counted(visibility), visibility).toEqual({
        votes: seeing.length,
        comments: seeing.filter((viewer) => viewer.name !== 'visitor').length,
      });
    }
    // The table holds each kind: the public board is open to all, the team board to the team
    // (member, admin, owner), the restricted one to those too and whom its rules admit.
    expect(admitted('public')).toHaveLength(scene.viewers.length);
    expect(admitted('team').map((viewer) => viewer.name)).toEqual(['member', 'admin', 'owner']);
    expect(admitted('restricted')).toHaveLength(5);
  });

  it('refuses a visitor a guest comment and an anonymous vote on a team-only idea', async () => {
    const ids = await ideasOnBoards();
    const visitor = new Client(sayso());
    const guest = await visitor.post(`/api/features/${ids.team}/guest-comments`, {
      name: 'Guest',
      email: 'guest@example.com',
      content: 'Would love this.',
    });
    expectAnswer(guest, false, 202, 'guest comment');
    expectAnswer(await visitor.post(`/api/features/${ids.team}/anonymous-vote`), false, 200, 'vote');
    const [row] = await sayso()
      .db.select()
      .from(ideas)
      .where(and(eq(ideas.id, ids.team)));
    expect(row?.votes).toBe(0);
  });
});
