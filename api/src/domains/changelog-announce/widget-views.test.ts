/**
 * The widget's view beacon (issue 29): a published entry the caller may see counts one view per
 * visitor and entry in the rate window (rate limits on in this file); drafts, unknown entries
 * and entries whose ideas are all on a board the caller may not see answer 404 and count nothing.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Client, openSayso, ownerWithCompany, submitIdea, useSayso } from '../../../test/helpers';
import { CHANGELOG_MESSAGES } from '../../contract';
import { boards, changelogEntries, ideas } from '../../db/schema';
import { insertPublishedEntry, type TestEntry } from './announce-test-kit';

const sayso = useSayso(() => openSayso({ RATE_LIMITS: 'on' }));

const views = async (entry: TestEntry) =>
  (await sayso().db.select().from(changelogEntries).where(eq(changelogEntries.id, entry.id)))[0]?.widgetViews;

/** navigator.sendBeacon's request: a text/plain body (or none), the portal's own origin. */
const beacon = (slug: string, entrySlug: string, client = new Client(sayso()), body?: string) =>
  sayso().app.request(`http://localhost/api/companies/${slug}/changelog/${entrySlug}/view`, {
    method: 'POST',
    headers: {
      ...(client.cookies.size > 0 && { cookie: client.cookieHeader }),
      ...(body !== undefined && { 'content-type': 'text/plain;charset=UTF-8' }),
    },
    body,
  });

describe('widget views', () => {
  it('count one view per visitor and entry, with an empty or a text/plain body', async () => {
    const { company } = await ownerWithCompany(sayso());
    const entry = await insertPublishedEntry(sayso(), company.id, []);
    const other = await insertPublishedEntry(sayso(), company.id, []);
    expect((await beacon(company.slug, entry.slug)).status).toBe(204);
    expect(await views(entry)).toBe(1);
    // The panel opened again by the same visitor: acknowledged, not counted.
    expect((await beacon(company.slug, entry.slug, undefined, '{}')).status).toBe(204);
    expect(await views(entry)).toBe(1);
    expect((await beacon(company.slug, other.slug, undefined, '')).status).toBe(204);
    expect(await views(other)).toBe(1);
  });

  it('answer 404 for a draft, an unknown entry or company, and an entry the caller may not see', async () => {
    const owner = await ownerWithCompany(sayso());
    const { company } = owner;
    const draft = await insertPublishedEntry(sayso(), company.id, [], { state: 'draft' });
    const idea = await submitIdea(owner.client, company.id);
    const [teamBoard] = await sayso()
      .db.insert(boards)
      .values({ companyId: company.id, name: 'Internal', slug: 'internal', visibility: 'team' })
      .returning();
    await sayso().db.update(ideas).set({ boardId: teamBoard?.id }).where(eq(ideas.id, idea.id));
    const hidden = await insertPublishedEntry(sayso(), company.id, [idea.id]);
    for (const [slug, entrySlug] of [
      [company.slug, draft.slug],
      [company.slug, 'no-such-entry'],
      [company.slug, hidden.slug],
      ['no-such-company-here', draft.slug],
    ] as const) {
      const res = await beacon(slug, entrySlug);
      expect(res.status).toBe(404);
    }
    expect(((await (await beacon(company.slug, hidden.slug)).json()) as { message: string }).message).toBe(
      CHANGELOG_MESSAGES.notFound,
    );
    expect(await views(draft)).toBe(0);
    expect(await views(hidden)).toBe(0);
    // The team sees every board: its view of the entry counts.
    expect((await beacon(company.slug, hidden.slug, owner.client)).status).toBe(204);
    expect(await views(hidden)).toBe(1);
  });
});
