/**
 * The team's edit of an idea (PATCH /api/features/{id} with title, description, category):
 * admins and the owner reword, members triage only; the submission's messages; the "edited"
 * marker and the activity line; and the "Team" flag on the team's comments.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  Client,
  fastUser,
  insertMember,
  type Loose,
  ownerOnPlan,
  submitIdea,
  useSayso,
} from '../../../test/helpers';
import { TEAM_MESSAGES } from '../../contract';
import { ideaActivity } from '../../db/schema';

const sayso = useSayso();

async function scene() {
  const owner = await ownerOnPlan(sayso(), 'business');
  const author = await fastUser(sayso(), 'Author');
  const idea = await submitIdea(author.client, owner.company.id, { title: 'Original wording here' });
  const as = async (role: 'member' | 'admin') => {
    const person = await insertMember(sayso(), owner.company, role);
    return (method: string, path: string, json?: unknown) =>
      sayso().app.request(`http://localhost${path}`, {
        method,
        headers: { cookie: person.cookie, 'content-type': 'application/json' },
        body: json === undefined ? undefined : JSON.stringify(json),
      });
  };
  return { owner, author, idea, as };
}

describe('editing an idea', () => {
  it('lets the owner and admins reword it, marked "edited" and logged', async () => {
    const { owner, idea, as } = await scene();
    const fresh = await owner.client.get(`/api/features/${idea.id}`);
    expect(fresh.body.editedAt).toBeNull();
    const res = await owner.client.patch(`/api/features/${idea.id}`, {
      title: 'Clearer wording here',
      description: 'A description the whole team can understand.',
      category: 'performance',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'Clearer wording here', category: 'performance' });
    expect(typeof res.body.editedAt).toBe('string');
    // The public idea page shows it too.
    const seen = await new Client(sayso()).get(`/api/features/${idea.id}`);
    expect(seen.body.editedAt).toBe(res.body.editedAt);
    const actions = (
      await sayso().db.select().from(ideaActivity).where(eq(ideaActivity.ideaId, idea.id))
    ).map((row) => row.action);
    expect(actions.sort()).toEqual(['category_changed', 'edited']);

    const admin = await as('admin');
    const byAdmin = await admin('PATCH', `/api/features/${idea.id}`, { title: 'Admin wording here' });
    expect(byAdmin.status).toBe(200);
  });

  it('keeps members to triage: status and category, not the wording', async () => {
    const { idea, as } = await scene();
    const member = await as('member');
    const reworded = await member('PATCH', `/api/features/${idea.id}`, { title: 'Member wording here' });
    expect(reworded.status).toBe(403);
    expect(((await reworded.json()) as Loose).message).toBe(TEAM_MESSAGES.needsAdmin);
    const triaged = await member('PATCH', `/api/features/${idea.id}`, {
      status: 'planned',
      category: 'bug_fixes',
    });
    expect(triaged.status).toBe(200);
    const body = (await triaged.json()) as Loose;
    expect(body).toMatchObject({ title: 'Original wording here', status: 'planned', category: 'bug_fixes' });
    // Triage is not an edit of the wording.
    expect(body.editedAt).toBeNull();
  });

  it('answers the submission form’s messages and changes nothing', async () => {
    const { owner, idea } = await scene();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: 'abc' }, 'Title must be at least 5 characters'],
      [{ title: 'x'.repeat(101) }, 'Title must be less than 100 characters'],
      [{ description: 'short' }, 'Please provide a more detailed description'],
      [{ description: 'x'.repeat(501) }, 'Description must be less than 500 characters'],
      [{ category: 'misc' }, 'Please choose a category'],
    ];
    for (const [body, message] of cases) {
      const res = await owner.client.patch(`/api/features/${idea.id}`, body);
      expect(res.status, message).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    const after = await owner.client.get(`/api/features/${idea.id}`);
    expect(after.body).toMatchObject({ title: idea.title, description: idea.description, editedAt: null });
    const edits = await sayso()
      .db.select()
      .from(ideaActivity)
      .where(and(eq(ideaActivity.ideaId, idea.id), eq(ideaActivity.action, 'edited')));
    expect(edits).toEqual([]);
  });
});

describe('team replies', () => {
  it('marks comments by the team at the time they were written', async () => {
    const { owner, author, idea, as } = await scene();
    expect(
      (await author.client.post(`/api/features/${idea.id}/comments`, { content: 'From a user' })).status,
    ).toBe(201);
    const reply = await owner.client.post(`/api/features/${idea.id}/comments`, { content: 'From the owner' });
    expect(reply.body.isTeam).toBe(true);
    const member = await as('member');
    expect(
      (await member('POST', `/api/features/${idea.id}/comments`, { content: 'From a member' })).status,
    ).toBe(201);
    const thread = await new Client(sayso()).get(`/api/features/${idea.id}/comments`);
    expect(thread.body.map((comment: Loose) => [comment.content, comment.isTeam])).toEqual([
      ['From a user', false],
      ['From the owner', true],
      ['From a member', true],
    ]);
  });
});
