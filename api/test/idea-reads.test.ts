/**
 * Reading ideas by id (domains/ideas/ideas.ts), as every vote, comment and idea page does first: the ideas
 * asked for at once each get their own row, and on PostgreSQL they share one statement.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requireIdea } from '../src/domains/ideas/ideas';
import { insertCompany, insertIdea, insertUser, openSayso, useSayso } from './helpers';
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
