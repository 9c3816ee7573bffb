/**
 * Boards in export and import (issue 27): the ideas export names each idea's board (id, slug,
 * name); an import puts each row on the board its `board_slug` names when the company has one,
 * else on the default board, and its preview warns of that. Exports and imports stay the admins'
 * and the owner's: a member gets 403.
 */
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Loose, ownerOnPlan, submitIdea, useSayso } from '../../../test/helpers';
import { memberClient } from '../../../test/idea-board-scene';
import { IMPORT_MESSAGES } from '../../contract';
import { ideas } from '../../db/schema';

const sayso = useSayso();

/** A Business owner with boards of `slugs` besides the default; answers their ids by slug. */
async function ownerWithBoards(slugs: string[]) {
  const owner = await ownerOnPlan(sayso(), 'business');
  for (const slug of slugs)
    await owner.client.post(`/api/companies/${owner.company.id}/boards`, {
      name: slug === 'internal' ? 'Internal' : 'Mobile app',
      slug,
      visibility: slug === 'internal' ? 'team' : 'public',
    });
  const boards = (await owner.client.get(`/api/companies/${owner.company.id}/board-settings`))
    .body as Loose[];
  const idOf = Object.fromEntries(boards.map((board) => [board.slug, board.id as number]));
  return { ...owner, idOf };
}

const exportUrl = (id: number) => `/api/companies/${id}/export/ideas`;

describe('the ideas export', () => {
  it("names each idea's board, team-only boards included", async () => {
    const owner = await ownerWithBoards(['internal']);
    const onMain = await submitIdea(owner.client, owner.company.id, { title: 'On the main board' });
    const inside = await submitIdea(owner.client, owner.company.id, {
      title: 'On the internal board',
      boardId: owner.idOf.internal,
    });
    const res = await owner.client.get(exportUrl(owner.company.id));
    expect(res.status).toBe(200);
    const rows = parse(res.body as string, { bom: true, columns: true }) as Loose[];
    const pick = (row: Loose) => [Number(row.id), Number(row.board_id), row.board_slug, row.board_name];
    expect(rows.map(pick)).toEqual([
      [onMain.id, owner.idOf['feature-requests'], 'feature-requests', 'Feature Requests'],
      [inside.id, owner.idOf.internal, 'internal', 'Internal'],
    ]);
  });

  it('is refused to a member, as the import is', async () => {
    const owner = await ownerWithBoards([]);
    const member = await memberClient(sayso(), owner.company, 'member');
    for (const dataset of ['ideas', 'votes', 'comments'])
      expect((await member.get(`/api/companies/${owner.company.id}/export/${dataset}`)).status).toBe(403);
    const csv = 'title,description,category\nA title here,A long enough description.,other';
    expect((await member.post(`/api/companies/${owner.company.id}/import/preview`, { csv })).status).toBe(
      403,
    );
    expect((await member.post(`/api/companies/${owner.company.id}/import`, { csv })).status).toBe(403);
  });
});

describe('an export imported into another company', () => {
  it('lands on the boards of the same slugs, else the default board, which the preview says', async () => {
    const source = await ownerWithBoards(['internal', 'mobile']);
    for (const [title, slug] of [
      ['Main board idea', 'feature-requests'],
      ['Internal board idea', 'internal'],
      ['Mobile board idea', 'mobile'],
    ] as const)
      await submitIdea(source.client, source.company.id, { title, boardId: source.idOf[slug] });
    const csv = (await source.client.get(exportUrl(source.company.id))).body as string;

    const target = await ownerWithBoards(['mobile']);
    const url = `/api/companies/${target.company.id}/import`;
    const preview = await target.client.post(`${url}/preview`, { csv });
    expect(preview.status).toBe(200);
    expect(preview.body.valid).toBe(3);
    const [main, internal, mobile] = preview.body.rows as Loose[];
    expect(main.idea).toMatchObject({
      boardId: target.idOf['feature-requests'],
      boardName: 'Feature Requests',
    });
    expect(main.warnings).toBeUndefined();
    expect(internal.idea.boardId).toBe(target.idOf['feature-requests']);
    expect(internal.warnings).toEqual([{ path: 'board_slug', message: IMPORT_MESSAGES.unknownBoard }]);
    expect(mobile.idea).toMatchObject({ boardId: target.idOf.mobile, boardName: 'Mobile app' });

    expect((await target.client.post(url, { csv })).body).toEqual({ created: 3 });
    const stored = await sayso()
      .db.select()
      .from(ideas)
      .where(eq(ideas.companyId, target.company.id))
      .orderBy(ideas.id);
    expect(stored.map((row) => [row.title, row.boardId])).toEqual([
      ['Main board idea', target.idOf['feature-requests']],
      ['Internal board idea', target.idOf['feature-requests']],
      ['Mobile board idea', target.idOf.mobile],
    ]);
  });
});
