/**
 * Boards on /api/v1/ideas (issue 27): the list filtered by `boardId`, an idea created on and
 * moved to a board by `boardId`, only the key's company's boards (else 400 naming `boardId`,
 * nothing changed). A key acts for the team, so every board, team-only ones included.
 * V1Client checks every answer against the served OpenAPI document.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Loose, ownerWithCompany, setPlan, useSayso } from '../../../test/helpers';
import { companyWithKey, servedDocument, V1_IDEA } from '../../../test/v1-client';
import { BOARD_MESSAGES } from '../../contract';
import { ideas } from '../../db/schema';

let doc: Loose;
const sayso = useSayso();
beforeAll(async () => {
  doc = await servedDocument(sayso());
});

/** A Business company with a key, its default board and a team-only one, and another company's board. */
async function scene() {
  const { api, owner } = await companyWithKey(sayso(), doc);
  await setPlan(sayso(), owner.id, 'business');
  await owner.client.post(`/api/companies/${owner.company.id}/boards`, {
    name: 'Internal',
    slug: 'internal',
    visibility: 'team',
  });
  const [main, internal] = (await api.get('/boards')).body.map((board: Loose) => board.id as number);
  const stranger = await ownerWithCompany(sayso());
  const [theirs] = (await stranger.client.get(`/api/companies/${stranger.company.id}/board-settings`)).body;
  return { api, main: main as number, internal: internal as number, theirs: theirs.id as number };
}

const refused = (res: { status: number; body: Loose }) => {
  expect(res.status).toBe(400);
  expect(res.body.message).toBe(BOARD_MESSAGES.otherCompany);
  expect(res.body.issues).toEqual([{ path: 'boardId', message: BOARD_MESSAGES.otherCompany }]);
};

describe('v1 ideas on boards', () => {
  it('creates on a named board, lists one board, and moves an idea by PATCH', async () => {
    const { api, main, internal } = await scene();
    const onMain = (await api.post('/ideas', V1_IDEA)).body;
    const created = await api.post('/ideas', { ...V1_IDEA, boardId: internal });
    expect(created.status).toBe(201);
    expect(created.body.boardId).toBe(internal);

    const listed = await api.get(`/ideas?boardId=${internal}`);
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((idea: Loose) => idea.id)).toEqual([created.body.id]);
    expect((await api.get(`/ideas?boardId=${main}`)).body.data.map((idea: Loose) => idea.id)).toEqual([
      onMain.id,
    ]);

    const moved = await api.patch(`/ideas/${onMain.id}`, { boardId: internal });
    expect(moved.status).toBe(200);
    expect(moved.body.boardId).toBe(internal);
    expect((await api.get(`/ideas?boardId=${internal}`)).body.data).toHaveLength(2);
  });

  it("refuses another company's board on every call, changing nothing", async () => {
    const { api, main, theirs } = await scene();
    const idea = (await api.post('/ideas', V1_IDEA)).body;
    refused(await api.get(`/ideas?boardId=${theirs}`));
    refused(await api.patch(`/ideas/${idea.id}`, { boardId: theirs }));
    refused(await api.post('/ideas', { ...V1_IDEA, boardId: theirs }));
    const malformed = await api.get('/ideas?boardId=internal');
    expect(malformed.status).toBe(400);
    expect(malformed.body.issues[0].path).toBe('boardId');
    const [row] = await sayso().db.select().from(ideas).where(eq(ideas.id, idea.id));
    expect(row?.boardId).toBe(main);
  });

  it('documents boardId on the list, the update and the create', () => {
    const list = doc.paths['/ideas'].get.parameters.map((parameter: Loose) => parameter.name);
    expect(list).toContain('boardId');
    const schemas = doc.components.schemas;
    const body = (operation: Loose) => operation.requestBody.content['application/json'].schema;
    const resolve = (schema: Loose) => (schema.$ref ? schemas[schema.$ref.split('/').pop()] : schema);
    expect(resolve(body(doc.paths['/ideas/{id}'].patch)).properties).toHaveProperty('boardId');
    expect(resolve(body(doc.paths['/ideas'].post)).properties).toHaveProperty('boardId');
  });
});
