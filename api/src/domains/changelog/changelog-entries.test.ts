/**
 * The team's changelog (issue 29): writing, editing and deleting entries, their validation,
 * slugs, labels (built-in and the company's own on Pro), covers, and who may do it (both engines).
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  insertMember,
  type Loose,
  ownerOnPlan,
  submitIdea,
  TINY_PNG,
  useSayso,
} from '../../../test/helpers';
import {
  CHANGELOG_BODY_MAX,
  CHANGELOG_ENTRY_LABEL_LIMIT,
  CHANGELOG_IDEA_LIMIT,
  CHANGELOG_MESSAGES,
  CHANGELOG_TITLE_MAX,
  entitlementMessage,
} from '../../contract';
import { changelogEntries, changelogEntryIdeas, changelogLabels, ideas, uploads } from '../../db/schema';
import { sweepUnsavedUploads } from '../uploads/upload-cleanup';

const sayso = useSayso();
type Owner = Awaited<ReturnType<typeof ownerOnPlan>>;

const base = (owner: Owner, rest = '') => `/api/companies/${owner.company.id}/changelog${rest}`;

async function create(owner: Owner, body: Loose) {
  const res = await owner.client.post(base(owner), body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

function clientOf(user: { cookie: string }): Client {
  const client = new Client(sayso());
  client.cookies.set('sayso_session', user.cookie.split('=')[1] as string);
  return client;
}

describe('writing entries', () => {
  let owner: Owner;
  beforeAll(async () => {
    owner = await ownerOnPlan(sayso(), 'free');
  });

  it('creates a draft with rendered Markdown, labels spelt as the label is, and its linked ideas', async () => {
    const idea = await submitIdea(owner.client, owner.company.id, { title: 'Dark mode' });
    const entry = await create(owner, {
      title: '  Dark mode is here ',
      body: 'It is **here**.',
      labels: ['new', 'Fixed', 'NEW'],
      ideaIds: [idea.id, idea.id],
    });
    expect(entry).toMatchObject({
      slug: 'dark-mode-is-here',
      title: 'Dark mode is here',
      body: 'It is **here**.',
      bodyHtml: expect.stringContaining('<strong>here</strong>'),
      labels: ['New', 'Fixed'],
      state: 'draft',
      publishAt: null,
      publishedAt: null,
      coverUrl: null,
      coverUploadId: null,
      ideas: [{ id: idea.id, title: 'Dark mode', boardSlug: 'feature-requests' }],
      stats: { emailsSent: 0, emailsOpened: 0, widgetViews: 0 },
    });
    // The team's list and one entry, by the company's id.
    expect((await owner.client.get(base(owner))).body).toEqual([entry]);
    expect((await owner.client.get(base(owner, `/${entry.id}`))).body).toEqual(entry);
  });

  it('gives each title its own slug, and follows a draft’s new title', async () => {
    const first = await create(owner, { title: 'Faster search' });
    const second = await create(owner, { title: 'Faster search!' });
    expect(second.slug).toBe(`${first.slug}-2`);
    const renamed = await owner.client.patch(base(owner, `/${second.id}`), { title: 'Search, faster still' });
    expect(renamed.body.slug).toBe('search-faster-still');
    // A title of no letters, or a path word, still makes an address.
    expect((await create(owner, { title: '!!!' })).slug).toBe('entry');
    expect((await create(owner, { title: 'Latest' })).slug).toBe('entry-latest');
  });

  it('gives entries written at once under one title each their own slug', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => owner.client.post(base(owner), { title: 'Written at once' })),
    );
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((res) => res.body.slug)).size).toBe(5);
  });

  it('keeps a published entry’s slug when its title changes, and edits it without publishing again', async () => {
    const entry = await create(owner, { title: 'Webhooks' });
    expect((await owner.client.post(base(owner, `/${entry.id}/publish`))).status).toBe(200);
    const edited = await owner.client.patch(base(owner, `/${entry.id}`), {
      title: 'Webhooks, signed',
      body: 'More',
    });
    expect(edited.body).toMatchObject({ slug: 'webhooks', title: 'Webhooks, signed', state: 'published' });
    expect(edited.body.publishedAt).toBe(entry.publishedAt ?? edited.body.publishedAt);
  });

  it('refuses bad input with the contract’s messages, and changes nothing', async () => {
    const entry = await create(owner, { title: 'Kept as it is' });
    const other = await ownerOnPlan(sayso(), 'free');
    const foreign = await submitIdea(other.client, other.company.id);
    const cases: [Loose, string, string][] = [
      [{ title: '' }, 'title', CHANGELOG_MESSAGES.title],
      [{ title: 'x'.repeat(CHANGELOG_TITLE_MAX + 1) }, 'title', CHANGELOG_MESSAGES.titleLength],
      [{ body: 'x'.repeat(CHANGELOG_BODY_MAX + 1) }, 'body', CHANGELOG_MESSAGES.bodyLength],
      [{ labels: ['Unheard of'] }, 'labels', CHANGELOG_MESSAGES.unknownLabel],
      [
        { labels: Array.from({ length: CHANGELOG_ENTRY_LABEL_LIMIT + 1 }, () => 'New') },
        'labels',
        CHANGELOG_MESSAGES.tooManyLabels,
      ],
      [{ ideaIds: [foreign.id] }, 'ideaIds', CHANGELOG_MESSAGES.unknownIdea],
      [{ ideaIds: [999_999] }, 'ideaIds', CHANGELOG_MESSAGES.unknownIdea],
      [{ ideaIds: ['1'] }, 'ideaIds.0', CHANGELOG_MESSAGES.ideaIds],
      [
        { ideaIds: Array.from({ length: CHANGELOG_IDEA_LIMIT + 1 }, (_, i) => i + 1) },
        'ideaIds',
        CHANGELOG_MESSAGES.tooManyIdeas,
      ],
      [{ coverUploadId: 999_999 }, 'coverUploadId', CHANGELOG_MESSAGES.coverUploadId],
    ];
    for (const [body, path, message] of cases) {
      const res = await owner.client.patch(base(owner, `/${entry.id}`), body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.issues, path).toContainEqual({ path, message });
    }
    expect((await owner.client.get(base(owner, `/${entry.id}`))).body).toMatchObject({
      title: 'Kept as it is',
      labels: [],
      ideas: [],
    });
  });

  it('refuses merged ideas as links', async () => {
    const target = await submitIdea(owner.client, owner.company.id, { title: 'The target idea' });
    const merged = await submitIdea(owner.client, owner.company.id, { title: 'A merged idea' });
    await sayso().db.update(ideas).set({ mergedInto: target.id }).where(eq(ideas.id, merged.id));
    const res = await owner.client.post(base(owner), { title: 'Links a merged idea', ideaIds: [merged.id] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(CHANGELOG_MESSAGES.unknownIdea);
  });

  it('deletes an entry with its links; another company’s entry is not found', async () => {
    const idea = await submitIdea(owner.client, owner.company.id);
    const entry = await create(owner, { title: 'Short-lived', ideaIds: [idea.id] });
    const other = await ownerOnPlan(sayso(), 'free');
    const theirs = `/api/companies/${other.company.id}/changelog/${entry.id}`;
    expect((await other.client.patch(theirs, { title: 'Mine now' })).status).toBe(404);
    expect((await other.client.delete(theirs)).status).toBe(404);
    expect((await owner.client.delete(base(owner, `/${entry.id}`))).status).toBe(200);
    expect((await owner.client.delete(base(owner, `/${entry.id}`))).body.message).toBe(
      CHANGELOG_MESSAGES.notFound,
    );
    const links = await sayso()
      .db.select()
      .from(changelogEntryIdeas)
      .where(eq(changelogEntryIdeas.entryId, entry.id));
    expect(links).toEqual([]);
  });
});

describe('who may write', () => {
  it('lets admins write, members read the team list, and refuses members’ writes', async () => {
    const owner = await ownerOnPlan(sayso(), 'business');
    const entry = await create(owner, { title: 'Admins write this' });
    const admin = clientOf(await insertMember(sayso(), owner.company, 'admin'));
    const member = clientOf(await insertMember(sayso(), owner.company, 'member'));
    expect((await admin.post(base(owner), { title: 'By an admin' })).status).toBe(201);
    expect((await member.post(base(owner), { title: 'By a member' })).status).toBe(403);
    expect((await member.post(base(owner, `/${entry.id}/publish`))).status).toBe(403);
    const list = await member.get(base(owner));
    expect(list.status).toBe(200);
    expect(list.body.map((row: Loose) => row.title)).toContain('Admins write this');
  });

  it('answers a numeric reference as a slug for anyone off the team (no drafts)', async () => {
    const owner = await ownerOnPlan(sayso(), 'free');
    await create(owner, { title: 'A secret draft' });
    const stranger = new Client(sayso());
    const res = await stranger.get(base(owner));
    // No company has the id as its slug: the public read of an unknown company.
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('A secret draft');
  });
});

describe('labels', () => {
  it('lists the built-in labels; the company’s own need Pro', async () => {
    const free = await ownerOnPlan(sayso(), 'free');
    const labels = `/api/companies/${free.company.id}/changelog-labels`;
    expect((await free.client.get(labels)).body).toEqual({
      builtIn: ['New', 'Improved', 'Fixed'],
      custom: [],
    });
    const refused = await free.client.post(labels, { name: 'Security' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(entitlementMessage('customChangelogLabels'));
  });

  it('adds a label of the company’s own, refuses a name it has, and deleting it takes it off entries', async () => {
    const pro = await ownerOnPlan(sayso(), 'pro');
    const labels = `/api/companies/${pro.company.id}/changelog-labels`;
    const added = await pro.client.post(labels, { name: ' Security ' });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ id: expect.any(Number), name: 'Security' });
    expect((await pro.client.post(labels, { name: 'SECURITY' })).status).toBe(409);
    expect((await pro.client.post(labels, { name: 'fixed' })).body.message).toBe(
      CHANGELOG_MESSAGES.labelTaken,
    );
    expect((await pro.client.post(labels, { name: '' })).body.message).toBe(CHANGELOG_MESSAGES.labelName);
    const entry = await create(pro, { title: 'Two-factor sign-in', labels: ['security', 'New'] });
    expect(entry.labels).toEqual(['Security', 'New']);
    expect((await pro.client.delete(`${labels}/${added.body.id}`)).status).toBe(200);
    expect((await pro.client.get(base(pro, `/${entry.id}`))).body.labels).toEqual(['New']);
    expect((await pro.client.delete(`${labels}/${added.body.id}`)).status).toBe(404);
  });
});

describe('covers', () => {
  it('stores a cover upload, sets it on the entry, and keeps it past the unsaved uploads’ sweep', async () => {
    const owner = await ownerOnPlan(sayso(), 'free');
    const form = new FormData();
    form.set('image', new File([TINY_PNG], 'cover.png', { type: 'image/png' }));
    const res = await owner.client.call('POST', base(owner, '/cover'), { body: form });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      url: expect.stringMatching(/^\/uploads\/[a-f0-9]{32}\.png$/),
    });
    const entry = await create(owner, { title: 'With a cover', coverUploadId: res.body.id });
    expect(entry).toMatchObject({ coverUploadId: res.body.id, coverUrl: res.body.url });
    const [row] = await sayso().db.select().from(uploads).where(eq(uploads.id, res.body.id));
    expect(row?.type).toBe('changelog_cover');
    await sweepUnsavedUploads(sayso().db, owner.company.id, Date.now() + 24 * 3600_000);
    expect(await sayso().db.select().from(uploads).where(eq(uploads.id, res.body.id))).toHaveLength(1);
    // Another company's cover is not this company's to use.
    const other = await ownerOnPlan(sayso(), 'free');
    const theirs = await other.client.post(`/api/companies/${other.company.id}/changelog`, {
      title: 'Borrowed cover',
      coverUploadId: res.body.id,
    });
    expect(theirs.status).toBe(400);
    const notImage = new FormData();
    notImage.set('image', new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }));
    const refused = await owner.client.call('POST', base(owner, '/cover'), { body: notImage });
    expect(refused.status).toBe(400);
    const deleted = await sayso().db.select().from(changelogEntries).where(eq(changelogEntries.id, entry.id));
    expect(deleted).toHaveLength(1);
  });
});

describe('deleting the company', () => {
  it('takes its entries, their links, labels and covers with it', async () => {
    const owner = await ownerOnPlan(sayso(), 'pro');
    const idea = await submitIdea(owner.client, owner.company.id);
    await owner.client.post(`/api/companies/${owner.company.id}/changelog-labels`, { name: 'Gone soon' });
    const form = new FormData();
    form.set('image', new File([TINY_PNG], 'cover.png', { type: 'image/png' }));
    const cover = await owner.client.call('POST', base(owner, '/cover'), { body: form });
    const entry = await create(owner, { title: 'Going', ideaIds: [idea.id], coverUploadId: cover.body.id });
    await owner.client.post(base(owner, `/${entry.id}/publish`));
    expect((await owner.client.delete(`/api/companies/${owner.company.id}`)).status).toBe(200);
    const db = sayso().db;
    expect(
      await db.select().from(changelogEntries).where(eq(changelogEntries.companyId, owner.company.id)),
    ).toEqual([]);
    expect(
      await db.select().from(changelogEntryIdeas).where(eq(changelogEntryIdeas.companyId, owner.company.id)),
    ).toEqual([]);
    expect(
      await db.select().from(changelogLabels).where(eq(changelogLabels.companyId, owner.company.id)),
    ).toEqual([]);
    expect(await db.select().from(uploads).where(eq(uploads.id, cover.body.id))).toEqual([]);
  });
});
