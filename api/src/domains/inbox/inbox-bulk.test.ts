/**
 * Bulk triage (POST /api/companies/{id}/inbox/bulk): limits, all or nothing, the per-idea rules
 * (role, plan, category) and the followers' e-mails, queued once per idea as a single change
 * queues them. Real app, real database, real outbox.
 */
import { and, eq, inArray, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Client, fastUser, insertMember, ownerOnPlan, submitIdea, useSayso } from '../../../test/helpers';
import type { PlanId } from '../../contract';
import { ideaActivity, ideas, outbox } from '../../db/schema';

const sayso = useSayso();

/** An owner on `plan` with three ideas, each voted on by two signed-in followers. */
async function scene(plan: PlanId) {
  const owner = await ownerOnPlan(sayso(), plan);
  const author = await fastUser(sayso(), 'Author');
  const followers = [await fastUser(sayso(), 'Fan One'), await fastUser(sayso(), 'Fan Two')];
  const made = [];
  for (const n of [1, 2, 3]) {
    const idea = await submitIdea(author.client, owner.company.id, {
      title: `Bulk idea ${n} ${owner.company.id}`,
    });
    for (const fan of followers)
      expect((await fan.client.post(`/api/features/${idea.id}/vote`)).status).toBe(200);
    made.push(idea);
  }
  const bulk = (body: unknown, client: Client = owner.client) =>
    client.post(`/api/companies/${owner.company.id}/inbox/bulk`, body);
  return { owner, ids: made.map((idea) => idea.id), titles: made.map((idea) => idea.title), bulk };
}

const rowsOf = (ids: number[]) => sayso().db.select().from(ideas).where(inArray(ideas.id, ids));
/** Adds a category to the owner's board; answers its id. */
async function addCategory(owner: { client: Client; company: { id: number } }, name: string) {
  const made = await owner.client.post(`/api/companies/${owner.company.id}/categories`, { name });
  expect(made.status).toBe(201);
  return made.body.find((category: { name: string }) => category.name === name).id as number;
}

const mailsAbout = async (title: string) =>
  (
    await sayso()
      .db.select()
      .from(outbox)
      .where(like(outbox.subject, `%${title}%`))
  ).length;

describe('POST /api/companies/:id/inbox/bulk', () => {
  it('changes the status of many ideas, e-mailing each idea’s followers once', async () => {
    const { ids, titles, bulk } = await scene('free');
    const res = await bulk({ action: 'status', ids, status: 'planned' });
    expect(res.status).toBe(200);
    // Issue 26: a status change answers the ticket that undoes it (undo-changes.test.ts).
    expect(res.body).toEqual({
      changed: 3,
      undo: { token: expect.any(String), expiresAt: expect.any(String) },
    });
    expect((await rowsOf(ids)).map((row) => row.status)).toEqual(['planned', 'planned', 'planned']);
    // The author and two voters follow each idea: three e-mails per idea, as PATCH sends.
    for (const title of titles) expect(await mailsAbout(title)).toBe(3);
    const activity = await sayso()
      .db.select()
      .from(ideaActivity)
      .where(and(inArray(ideaActivity.ideaId, ids), eq(ideaActivity.action, 'status_changed')));
    expect(activity).toHaveLength(3);
    // The same status again changes nothing and e-mails no one.
    expect((await bulk({ action: 'status', ids, status: 'planned' })).status).toBe(200);
    for (const title of titles) expect(await mailsAbout(title)).toBe(3);
  });

  it('moves many ideas to a category, checked against what the board offers', async () => {
    const { owner, ids, bulk } = await scene('business');
    const categoryId = await addCategory(owner, 'Mobile');
    expect((await bulk({ action: 'category', ids, categoryId })).status).toBe(200);
    expect((await rowsOf(ids)).map((row) => row.categoryId)).toEqual([categoryId, categoryId, categoryId]);
    expect((await bulk({ action: 'category', ids: ids.slice(0, 1), category: 'performance' })).status).toBe(
      200,
    );
    expect((await rowsOf(ids.slice(0, 1)))[0]?.category).toBe('performance');
    const none = await bulk({ action: 'category', ids });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Please choose a category');
  });

  it('is all or nothing: one refused idea leaves every idea as it was', async () => {
    const { ids, bulk } = await scene('free');
    // Free has no Categorisation, so no idea may take one of the company's own categories.
    const res = await bulk({ action: 'category', ids, categoryId: 999_999 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please choose a category');
    expect((await rowsOf(ids)).map((row) => row.categoryId)).toEqual([null, null, null]);
    // An idea of another company: 404, and the others are not touched either.
    const other = await scene('free');
    const mixed = await bulk({ action: 'status', ids: [...ids, other.ids[0]], status: 'completed' });
    expect(mixed.status).toBe(404);
    expect((await rowsOf(ids)).map((row) => row.status)).toEqual(['idea', 'idea', 'idea']);
    expect((await rowsOf(ids)).map((row) => row.statusChangedAt)).toEqual([null, null, null]);
  });

  it('rolls back the ideas already changed when a later one is refused inside the transaction', async () => {
    const { owner, ids, bulk } = await scene('business');
    const categoryId = await addCategory(owner, 'Web');
    // Archived: offered no more. The first idea keeps it (no check for a category it has), so
    // its fixed category does change; the second is refused, and the first change goes too.
    await owner.client.patch(`/api/companies/${owner.company.id}/categories/${categoryId}`, {
      archived: true,
    });
    await sayso()
      .db.update(ideas)
      .set({ categoryId })
      .where(eq(ideas.id, ids[0] as number));
    const moved = await bulk({ action: 'category', ids, category: 'performance', categoryId });
    expect(moved.status).toBe(400);
    expect((await rowsOf(ids)).map((row) => row.category)).toEqual([
      'ux_improvements',
      'ux_improvements',
      'ux_improvements',
    ]);
    const logged = await sayso().db.select().from(ideaActivity).where(inArray(ideaActivity.ideaId, ids));
    expect(logged).toEqual([]);
  });

  it('deletes many ideas at once', async () => {
    const { ids, bulk } = await scene('free');
    expect((await bulk({ action: 'delete', ids: ids.slice(0, 2) })).body).toEqual({ changed: 2 });
    expect((await rowsOf(ids)).map((row) => row.id)).toEqual([ids[2]]);
  });

  it('refuses bad input with a message and changes nothing', async () => {
    const { ids, bulk } = await scene('free');
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1);
    const cases: Array<[unknown, string]> = [
      [{ action: 'status', ids: [], status: 'planned' }, 'Select at least one idea'],
      [{ action: 'status', ids: tooMany, status: 'planned' }, 'Select at most 100 ideas at once'],
      [{ action: 'status', ids, status: 'open' }, 'Please choose a status'],
      [{ action: 'archive', ids }, 'action must be status, category, move or delete'],
      [{ action: 'delete', ids: ['1'] }, 'ids must be idea ids'],
      [{ action: 'delete', ids: [0] }, 'ids must be idea ids'],
    ];
    for (const [body, message] of cases) {
      const res = await bulk(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body), JSON.stringify(body)).toContain(message);
    }
    expect((await rowsOf(ids)).map((row) => row.status)).toEqual(['idea', 'idea', 'idea']);
  });

  it('follows the roles: anyone on the team may, no one else', async () => {
    const { owner, ids, bulk } = await scene('business');
    const member = await insertMember(sayso(), owner.company, 'member');
    const asMember = await sayso().app.request(
      `http://localhost/api/companies/${owner.company.id}/inbox/bulk`,
      {
        method: 'POST',
        headers: { cookie: member.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'status', ids, status: 'in_progress' }),
      },
    );
    expect(asMember.status).toBe(200);
    const stranger = await fastUser(sayso(), 'Stranger');
    expect((await bulk({ action: 'delete', ids }, stranger.client)).status).toBe(403);
    expect((await bulk({ action: 'delete', ids }, new Client(sayso()))).status).toBe(401);
    expect(await rowsOf(ids)).toHaveLength(3);
  });
});
