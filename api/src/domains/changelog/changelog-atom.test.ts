/**
 * The changelog's Atom feed (issue 29): well-formed XML with what RFC 4287 requires (feed id,
 * title, updated, an author, a self link; each entry's id, title, updated), every text escaped,
 * only what an anonymous visitor may read, served ahead of the portal's pages (both engines).
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BoardAudiences, boardAudiences } from '../../../test/board-audiences';
import { insertCompany, insertUser, type Loose, useSayso } from '../../../test/helpers';
import { changelogEntries, changelogEntryIdeas } from '../../db/schema';

const sayso = useSayso();
let scene: BoardAudiences;
const HOSTILE = `<script>alert("x")</script> & 'quotes' ]]>`;
/** The rendered body as stored: HTML whose own text holds escapes, escaped again in the feed. */
const BODY_HTML = `<p>${HOSTILE.replaceAll('&', '&amp;').replaceAll('<', '&lt;')}</p>`;
/** RFC 3339 date-time, as Atom's Date constructs need. */
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

async function published(slug: string, title: string, ideaIds: number[] = [], state: Loose = 'published') {
  const [row] = await sayso()
    .db.insert(changelogEntries)
    .values({
      companyId: scene.company.id,
      slug,
      title,
      body: 'Text',
      bodyHtml: BODY_HTML,
      labels: JSON.stringify(['New', HOSTILE]),
      state,
      publishedAt: state === 'published' ? new Date().toISOString() : null,
    })
    .returning();
  if (!row) throw new Error('no entry');
  if (ideaIds.length > 0)
    await sayso()
      .db.insert(changelogEntryIdeas)
      .values(ideaIds.map((ideaId) => ({ companyId: scene.company.id, entryId: row.id, ideaId })));
  return row;
}

async function feed(slug: string) {
  return sayso().app.request(`http://localhost/company/${slug}/changelog.atom`);
}

beforeAll(async () => {
  scene = await boardAudiences(sayso());
  await published('hostile', HOSTILE);
  await published('plain', 'A plain entry');
  await published('restricted', 'For customers only', [scene.zebra.restricted]);
  await published('draft', 'A draft', [], 'draft');
});

describe('GET /company/{slug}/changelog.atom', () => {
  it('is well-formed XML with every element RFC 4287 requires', async () => {
    const res = await feed(scene.company.slug);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const xml = await res.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@',
      isArray: (name) => ['entry', 'link', 'category'].includes(name),
    }).parse(xml);
    const root = parsed.feed;
    expect(root['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(root.id).toMatch(/^tag:localhost,\d{4}-\d{2}-\d{2}:changelog\/\d+$/);
    expect(root.title['#text']).toMatch(/ changelog$/);
    expect(root.updated).toMatch(RFC3339);
    expect(typeof root.author.name).toBe('string');
    const base = `${sayso().deps.config.publicUrl}/company/${scene.company.slug}/changelog`;
    expect(root.link).toContainEqual({
      '@rel': 'self',
      '@type': 'application/atom+xml',
      '@href': `${base}.atom`,
    });
    const entries: Loose[] = root.entry;
    expect(entries.map((entry) => entry.link[0]['@href'])).toEqual([`${base}/plain`, `${base}/hostile`]);
    for (const entry of entries) {
      expect(entry.id).toMatch(/^tag:localhost,\d{4}-\d{2}-\d{2}:changelog\/\d+\/\d+$/);
      expect(entry.title['#text']).toBeTruthy();
      expect(entry.updated).toMatch(RFC3339);
      expect(entry.published).toMatch(RFC3339);
    }
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
  });

  it('escapes every text, so hostile titles, labels and bodies come back as written', async () => {
    const xml = await (await feed(scene.company.slug)).text();
    expect(xml).not.toContain('<script>');
    const parsed = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@',
      processEntities: true,
      htmlEntities: true,
      isArray: (name) => ['entry', 'category'].includes(name),
    }).parse(xml);
    const hostile = parsed.feed.entry.find((entry: Loose) => entry.title['#text'] === HOSTILE);
    expect(hostile).toBeDefined();
    expect(hostile.category.map((category: Loose) => category['@term'])).toEqual(['New', HOSTILE]);
    expect(hostile.content['#text']).toBe(BODY_HTML);
  });

  it('answers 404 for an unknown company, and an empty feed for a company with no public entry', async () => {
    expect((await feed('no-such-company')).status).toBe(404);
    const quiet = await insertCompany(sayso(), await insertUser(sayso()));
    const xml = await (await feed(quiet.slug)).text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const root = new XMLParser().parse(xml).feed;
    expect(root.updated).toMatch(RFC3339);
    expect(root.entry).toBeUndefined();
  });
});
