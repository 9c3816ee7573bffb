/**
 * /api/v1 votes for end users (identified people of the company by e-mail or external id, never
 * counted twice, never a Sayso account), team comments with paging, and the board's statuses and categories.
 * V1Client checks every answer against the served OpenAPI document.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fastUser, type Loose, useSayso } from '../../../test/helpers';
import { companyWithKey, servedDocument, V1_IDEA } from '../../../test/v1-client';
import type { ApiKeyScope } from '../../contract';
import { type CompanyRow, companies, type IdeaRow, ideas, users, votes } from '../../db/schema';
import { ideaFollowers } from '../notifications/notification-recipients';

let doc: Loose;
const sayso = useSayso();
beforeAll(async () => {
  doc = await servedDocument(sayso());
});

const withKey = (scope?: ApiKeyScope) => companyWithKey(sayso(), doc, scope);
const NEW_IDEA = V1_IDEA;

describe('v1 votes, comments, statuses and categories', () => {
  it('votes for end users by e-mail or external id, each counted once', async () => {
    const { api } = await withKey();
    const { id } = (await api.post('/ideas', NEW_IDEA)).body;
    expect((await api.post(`/ideas/${id}/votes`, { email: 'Pat@Example.com' })).body).toEqual({ votes: 1 });
    expect((await api.post(`/ideas/${id}/votes`, { email: 'pat@example.com' })).status).toBe(409);
    expect((await api.post(`/ideas/${id}/votes`, { externalId: 'user-42' })).body).toEqual({ votes: 2 });
    expect((await api.post(`/ideas/${id}/votes`, { externalId: 'user-42' })).status).toBe(409);
    const both = await api.post(`/ideas/${id}/votes`, { email: 'a@example.com', externalId: 'x' });
    expect(both.body.message).toMatch(/email or externalId/);
    expect((await api.post(`/ideas/${id}/votes`, {})).status).toBe(400);
    const page = (await api.get(`/ideas/${id}/votes`)).body;
    expect(page.data.map((vote: Loose) => vote.source)).toEqual(['api', 'api']);
    // Stored as keyed hashes: neither the address nor the external id is in the table.
    const stored = JSON.stringify(await sayso().db.select().from(votes).where(eq(votes.ideaId, id)));
    expect(stored).not.toMatch(/pat@example\.com|user-42/i);
    expect((await api.get(`/ideas/${id}`)).body.votes).toBe(2);
  });

  it('a vote by the e-mail of a Sayso account never acts as that account nor tells it exists', async () => {
    const { api, owner } = await withKey();
    const account = await fastUser(sayso(), 'Registered Person');
    const [row] = await sayso().db.select().from(users).where(eq(users.id, account.id));
    const registered = row?.email as string;
    const { id } = (await api.post('/ideas', NEW_IDEA)).body;
    const { id: other } = (await api.post('/ideas', NEW_IDEA)).body;
    // Registered and unknown addresses get the same answers, first vote and repeat alike.
    const known = await api.post(`/ideas/${id}/votes`, { email: registered });
    const unknown = await api.post(`/ideas/${other}/votes`, { email: 'nobody-here@example.com' });
    expect([known.status, known.body]).toEqual([201, { votes: 1 }]);
    expect([unknown.status, unknown.body]).toEqual([known.status, known.body]);
    const again = await api.post(`/ideas/${id}/votes`, { email: registered });
    const unknownAgain = await api.post(`/ideas/${other}/votes`, { email: 'nobody-here@example.com' });
    expect(again.status).toBe(409);
    expect([unknownAgain.status, unknownAgain.body]).toEqual([again.status, again.body]);
    // The vote is not the account's: not on its row, no name of it, and it follows nothing.
    const stored = await sayso().db.select().from(votes).where(eq(votes.ideaId, id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.userId).not.toBe(account.id);
    const page = (await api.get(`/ideas/${id}/votes`)).body;
    expect(JSON.stringify(page)).not.toContain('Registered Person');
    expect(page.data.map((vote: Loose) => vote.source)).toEqual(['api']);
    const [idea] = await sayso().db.select().from(ideas).where(eq(ideas.id, id));
    const [company] = await sayso().db.select().from(companies).where(eq(companies.id, owner.company.id));
    const followers = await ideaFollowers(sayso().db, idea as IdeaRow, company as CompanyRow, {
      id: 0,
      email: '',
    });
    expect(followers.map((person) => person.email)).not.toContain(registered);
    // The account still votes for itself on the board, once.
    expect((await account.client.post(`/api/features/${id}/vote`)).body).toMatchObject({ votes: 2 });
  });

  it('comments as the team and lists the thread a page at a time', async () => {
    const { api, owner } = await withKey();
    const { id } = (await api.post('/ideas', NEW_IDEA)).body;
    for (const content of ['First', 'Second', 'Third']) {
      const res = await api.post(`/ideas/${id}/comments`, { content });
      expect(res.status).toBe(201);
      expect(res.body.userName).toBe('Owner');
    }
    expect((await api.post(`/ideas/${id}/comments`, { content: '  ' })).body.message).toBe(
      'Comment cannot be empty',
    );
    const first = (await api.get(`/ideas/${id}/comments?limit=2`)).body;
    expect(first.data.map((comment: Loose) => comment.content)).toEqual(['First', 'Second']);
    const rest = (await api.get(`/ideas/${id}/comments?limit=2&cursor=${first.nextCursor}`)).body;
    expect(rest).toMatchObject({ data: [expect.objectContaining({ content: 'Third' })], nextCursor: null });
    const board = await owner.client.get(`/api/features/${id}/comments`);
    expect(board.body).toHaveLength(3);
  });

  it('lists the statuses with the board’s labels and the categories', async () => {
    const { api } = await withKey('read');
    const statuses = (await api.get('/statuses')).body;
    expect(statuses.map((status: Loose) => status.id)).toEqual([
      'idea',
      'planned',
      'in_progress',
      'completed',
    ]);
    expect(statuses[2]).toEqual({ id: 'in_progress', label: 'In Progress', shownOnBoard: true });
    const categories = (await api.get('/categories')).body;
    expect(categories.fixed).toHaveLength(5);
    expect(categories.custom).toEqual([]);
  });
});
