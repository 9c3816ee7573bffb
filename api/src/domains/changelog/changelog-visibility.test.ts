/**
 * Who reads which entry (issue 29): a published entry linking no idea is public; one linking
 * ideas shows to whoever may see one of their boards, listing only the ideas they may see;
 * drafts and scheduled entries are never public; another company's entry is not found. One
 * table of viewers (test/board-audiences.ts), both engines. Also paging, `latest` and the idea
 * answer's "Shipped in" links.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BoardAudiences, boardAudiences, getAs } from '../../../test/board-audiences';
import { insertCompany, insertIdea, insertUser, type Loose, useSayso } from '../../../test/helpers';
import { CHANGELOG_MESSAGES, CHANGELOG_PAGE_SIZE, type ChangelogState } from '../../contract';
import { changelogEntries, changelogEntryIdeas, ideas } from '../../db/schema';

const sayso = useSayso();
const VISITOR = { cookie: undefined };
let scene: BoardAudiences;
let privateIdea: number;

async function entry(
  companyId: number,
  slug: string,
  ideaIds: number[],
  state: ChangelogState = 'published',
  day = 1,
): Promise<number> {
  const at = new Date(Date.UTC(2026, 0, day)).toISOString();
  const [row] = await sayso()
    .db.insert(changelogEntries)
    .values({
      companyId,
      slug,
      title: `Entry ${slug}`,
      state,
      publishedAt: state === 'published' ? at : null,
      publishAt: state === 'scheduled' ? '2999-01-01T00:00:00.000Z' : null,
    })
    .returning();
  if (!row) throw new Error('no entry');
  if (ideaIds.length > 0)
    await sayso()
      .db.insert(changelogEntryIdeas)
      .values(ideaIds.map((ideaId) => ({ companyId, entryId: row.id, ideaId })));
  return row.id;
}

beforeAll(async () => {
  scene = await boardAudiences(sayso());
  const { company, zebra } = scene;
  privateIdea = (await insertIdea(sayso(), company.id)).id;
  await sayso().db.update(ideas).set({ private: true }).where(eq(ideas.id, privateIdea));
  await entry(company.id, 'no-ideas', [], 'published', 1);
  await entry(company.id, 'public-and-restricted', [zebra.public, zebra.restricted], 'published', 2);
  await entry(company.id, 'restricted-only', [zebra.restricted], 'published', 3);
  await entry(company.id, 'team-only', [zebra.team], 'published', 4);
  await entry(company.id, 'private-idea', [privateIdea], 'published', 5);
  await entry(company.id, 'a-draft', [], 'draft');
  await entry(company.id, 'a-scheduled', [], 'scheduled');
});

/** The entries (newest first) and the ideas each lists, for a viewer who sees `sees`. */
function expected(sees: readonly string[]) {
  const { zebra } = scene;
  const team = sees.includes('team');
  const restricted = sees.includes('restricted');
  const rows: [string, number[]][] = [
    ['private-idea', team ? [privateIdea] : []],
    ...(team ? ([['team-only', [zebra.team]]] as [string, number[]][]) : []),
    ...(restricted ? ([['restricted-only', [zebra.restricted]]] as [string, number[]][]) : []),
    ['public-and-restricted', restricted ? [zebra.public, zebra.restricted] : [zebra.public]],
    ['no-ideas', []],
  ];
  return rows;
}

describe('the public changelog, per viewer', () => {
  it('lists the entries and linked ideas each viewer may see, newest first', async () => {
    for (const viewer of scene.viewers) {
      const res = await getAs(sayso(), viewer, `/api/companies/${scene.company.slug}/changelog`);
      expect(res.status, viewer.name).toBe(200);
      const seen = res.body.entries.map((row: Loose) => [row.slug, row.ideas.map((idea: Loose) => idea.id)]);
      expect(seen, viewer.name).toEqual(expected(viewer.sees));
      expect(res.body).toMatchObject({ page: 1, totalPages: 1 });
    }
  });

  it('answers one entry to whoever may see it, else 404; drafts and scheduled entries never', async () => {
    const all = ['no-ideas', 'public-and-restricted', 'restricted-only', 'team-only', 'private-idea'];
    for (const viewer of scene.viewers) {
      const visible = expected(viewer.sees).map(([slug]) => slug);
      for (const slug of [...all, 'a-draft', 'a-scheduled']) {
        const res = await getAs(sayso(), viewer, `/api/companies/${scene.company.slug}/changelog/${slug}`);
        const label = `${viewer.name} ${slug}`;
        if (visible.includes(slug)) {
          expect(res.status, label).toBe(200);
          expect(res.body.slug, label).toBe(slug);
        } else {
          expect(res.status, label).toBe(404);
          expect(res.body.message, label).toBe(CHANGELOG_MESSAGES.notFound);
        }
      }
    }
  });

  it('answers another company’s entry as not found', async () => {
    const other = await insertCompany(sayso(), await insertUser(sayso()));
    await entry(other.id, 'theirs', []);
    const res = await getAs(sayso(), VISITOR, `/api/companies/${scene.company.slug}/changelog/theirs`);
    expect(res.status).toBe(404);
    const own = await getAs(sayso(), VISITOR, `/api/companies/${other.slug}/changelog/theirs`);
    expect(own.status).toBe(200);
  });

  it('gives `latest` as an anonymous visitor sees it, with a short shared cache', async () => {
    const res = await sayso().app.request(
      `http://localhost/api/companies/${scene.company.slug}/changelog/latest`,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ latestPublishedAt: new Date(Date.UTC(2026, 0, 5)).toISOString() });
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    const empty = await insertCompany(sayso(), await insertUser(sayso()));
    const none = await getAs(sayso(), VISITOR, `/api/companies/${empty.slug}/changelog/latest`);
    expect(none.body).toEqual({ latestPublishedAt: null });
    expect((await getAs(sayso(), VISITOR, '/api/companies/no-such-company/changelog/latest')).status).toBe(
      404,
    );
  });

  it('links the published entries that ship an idea from its answer, newest first', async () => {
    const { zebra, viewers } = scene;
    const acme = viewers.find((viewer) => viewer.name === 'signed in, listed domain verified') as Loose;
    const res = await getAs(sayso(), acme, `/api/features/${zebra.restricted}`);
    expect(res.body.changelog).toEqual([
      { slug: 'restricted-only', title: 'Entry restricted-only', publishedAt: expect.any(String) },
      {
        slug: 'public-and-restricted',
        title: 'Entry public-and-restricted',
        publishedAt: expect.any(String),
      },
    ]);
    const visitor = await getAs(sayso(), VISITOR, `/api/features/${scene.otherPublic}`);
    expect(visitor.body.changelog).toEqual([]);
  });
});

describe('paging', () => {
  it(`answers ${CHANGELOG_PAGE_SIZE} entries a page, and refuses a page that is not a whole number from 1`, async () => {
    const company = await insertCompany(sayso(), await insertUser(sayso()));
    for (let day = 1; day <= CHANGELOG_PAGE_SIZE + 2; day++)
      await entry(company.id, `day-${day}`, [], 'published', day);
    const path = `/api/companies/${company.slug}/changelog`;
    const first = await getAs(sayso(), VISITOR, `${path}?page=1`);
    expect(first.body.entries).toHaveLength(CHANGELOG_PAGE_SIZE);
    expect(first.body.entries[0].slug).toBe(`day-${CHANGELOG_PAGE_SIZE + 2}`);
    expect(first.body.totalPages).toBe(2);
    const second = await getAs(sayso(), VISITOR, `${path}?page=2`);
    expect(second.body.entries.map((row: Loose) => row.slug)).toEqual(['day-2', 'day-1']);
    expect((await getAs(sayso(), VISITOR, `${path}?page=3`)).body.entries).toEqual([]);
    for (const page of ['0', 'x', '-1']) {
      const res = await getAs(sayso(), VISITOR, `${path}?page=${page}`);
      expect(res.status, page).toBe(400);
      expect(res.body.message).toBe(CHANGELOG_MESSAGES.page);
    }
  });
});
