/**
 * Reading ideas by id (domains/ideas/ideas.ts), as every vote, comment and idea page does first: the ideas
 * asked for at once each get their own row, and on PostgreSQL they share one statement.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requireIdea } from '../src/domains/ideas/ideas';
import {
  Client,
  insertCompany,
  insertIdea,
  insertUser,
  openSayso,
  ownerOnPlan,
  submitIdea,
  useSayso,
} from './helpers';
import { onPostgres } from './test-database';

const sayso = useSayso(() => openSayso());

afterEach(() => vi.restoreAllMocks());

describe('requireIdea', () => {
  it('answers each of the ideas asked for at once, and 404 for a missing one', async () => {
    const owner = await insertUser(sayso());
    const company = await insertCompany(sayso(), owner);
    const [first, second] = [await insertIdea(sayso(), company.id), await insertIdea(sayso(), company.id)];
    const asked = [first.id, second.id, first.id, 999_999];
    const pool = (sayso().db as unknown as { $client?: { query: (...args: unknown[]) => unknown } }).$client;
    const queries = onPostgres && pool ? vi.spyOn(pool, 'query') : undefined;

    const answers = await Promise.allSettled(asked.map((id) => requireIdea(sayso().db, id)));

    expect(
      answers.map((answer) => (answer.status === 'fulfilled' ? answer.value.id : answer.reason.status)),
    ).toEqual([first.id, second.id, first.id, 404]);
    const [a, , c] = answers;
    // The same idea twice: two objects, so one caller's change never reaches the other.
    expect(a?.status === 'fulfilled' && c?.status === 'fulfilled' && a.value !== c.value).toBe(true);
    // Other workers of the test server may query meanwhile: only the reads of ideas count.
    const ideaReads = queries?.mock.calls.filter((call) =>
      JSON.stringify(call[0]).includes('from \\"features\\"'),
    );
    if (queries) expect(ideaReads).toHaveLength(1);
  });
});

describe('a vote and its board (issue 27)', () => {
  it("reads a public board's visibility with the idea, and resolves the viewer only for another board", async () => {
    const owner = await ownerOnPlan(sayso(), 'pro');
    await owner.client.post(`/api/companies/${owner.company.id}/boards`, {
      name: 'Internal',
      slug: 'internal',
      visibility: 'team',
    });
    const [, internal] = (await owner.client.get(`/api/companies/${owner.company.id}/board-settings`)).body;
    const open = await submitIdea(owner.client, owner.company.id);
    const hidden = await submitIdea(owner.client, owner.company.id, { boardId: internal.id });
    const pool = (sayso().db as unknown as { $client?: { query: (...args: unknown[]) => unknown } }).$client;
    const queries = onPostgres && pool ? vi.spyOn(pool, 'query') : undefined;
    const boardReads = () =>
      queries?.mock.calls.filter((call) =>
        /from "(boards|company_members|identified_users)"/.test(
          String(JSON.stringify(call[0])).replaceAll('\\"', '"'),
        ),
      ).length;

    expect((await new Client(sayso()).post(`/api/features/${open.id}/anonymous-vote`)).status).toBe(200);
    if (queries) expect(boardReads()).toBe(0);
    expect((await new Client(sayso()).post(`/api/features/${hidden.id}/anonymous-vote`)).status).toBe(404);
    if (queries) expect(boardReads()).toBeGreaterThan(0);
  });
});
