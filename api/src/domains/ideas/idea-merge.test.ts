/**
 * Merging duplicates (issue 16) through the real app: votes move without counting a person
 * twice (signed-in and anonymous alike), comments move with their note, the merged idea answers
 * with its target for a redirect, its followers are e-mailed over real SMTP, the refusals, and
 * an unmerge within 30 days restores both ideas exactly.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  fastUser,
  insertMember,
  type Loose,
  openSayso,
  ownerWithCompany,
  setPlan,
  submitIdea,
  useSayso,
} from '../../../test/helpers';
import { comment, outboxSettled, person, vote } from '../../../test/notify-helpers';
import { recipient, startSmtp, type TestSmtp } from '../../../test/smtp';
import { emailUnsubscribes, ideaMerges, ideas } from '../../db/schema';
import { unmergeIdeas } from './idea-unmerge';

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp.close();
});
const sayso = useSayso(() => openSayso({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://feedback.example.com' }));

const counts = async (id: number) => {
  const [row] = await sayso()
    .db.select({ votes: ideas.votes, comments: ideas.commentCount, mergedInto: ideas.mergedInto })
    .from(ideas)
    .where(eq(ideas.id, id));
  return row;
};

/**
 * A board with A and B: Ada (signed in) and visitor V voted for both; Bo (signed in) and
 * visitor W only for B; Cy only for A. Bo commented on B.
 */
async function scene() {
  const owner = await ownerWithCompany(sayso());
  const page = owner.company;
  const a = await submitIdea(owner.client, page.id, { title: 'Export to CSV' });
  const b = await submitIdea(owner.client, page.id, { title: 'Download ideas as a spreadsheet' });
  const ada = await person(sayso(), 'Ada');
  const bo = await person(sayso(), 'Bo');
  const cy = await person(sayso(), 'Cy');
  const v = new Client(sayso());
  const w = new Client(sayso());
  for (const id of [a.id, b.id]) await vote(ada.client, id);
  for (const id of [a.id, b.id])
    expect((await v.post(`/api/features/${id}/anonymous-vote`)).status).toBe(200);
  await vote(bo.client, b.id);
  expect((await w.post(`/api/features/${b.id}/anonymous-vote`)).status).toBe(200);
  await vote(cy.client, a.id);
  await comment(bo.client, b.id, 'I need this for my accountant.');
  await comment(cy.client, a.id, 'Yes please.');
  return { owner, company: page, a, b, ada, bo, cy, v, w };
}

describe('merging B into A', () => {
  it('moves votes without double counting and comments with a note; B redirects; unmerge restores both', async () => {
    const { owner, company, a, b, v, w, bo } = await scene();
    expect(await counts(a.id)).toMatchObject({ votes: 3, comments: 1 });
    expect(await counts(b.id)).toMatchObject({ votes: 4, comments: 1 });

    const merged = await owner.client.post(`/api/features/${b.id}/merge`, { targetId: a.id });
    expect(merged.status).toBe(200);
    // A had Ada, V, Cy; from B come Bo and W (Ada and V voted for both and count once).
    expect(merged.body).toMatchObject({ id: a.id, votes: 5, comments: 2 });
    expect(await counts(a.id)).toMatchObject({ votes: 5, comments: 2 });
    expect(await counts(b.id)).toMatchObject({ votes: 2, comments: 0, mergedInto: a.id });

    const thread = (await w.get(`/api/features/${a.id}/comments`)).body as Loose[];
    expect(thread.map((c) => [c.content, c.mergedFrom])).toEqual([
      ['I need this for my accountant.', 'Download ideas as a spreadsheet'],
      ['Yes please.', null],
    ]);

    // The owner's export keeps B, naming the idea it was merged into.
    await setPlan(sayso(), owner.id, 'pro');
    const exported = (await owner.client.get(`/api/companies/${company.id}/export/ideas?format=json`))
      .body as Loose[];
    expect(exported.map((row) => [row.id, row.merged_into])).toEqual([
      [a.id, null],
      [b.id, a.id],
    ]);

    // B's page answers with its target, for anyone, anonymous visitors included.
    const page = await new Client(sayso()).get(`/api/features/${b.id}`);
    expect(page.status).toBe(200);
    expect(page.body.mergedInto).toEqual({ id: a.id, title: 'Export to CSV' });
    // B is on no list; voting or commenting on it names the target.
    const board = (await w.get(`/api/companies/${company.slug}/features`)).body as Loose[];
    expect(board.map((idea) => idea.id)).toEqual([a.id]);
    const again = await w.post(`/api/features/${b.id}/anonymous-vote`);
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'This idea was merged into "Export to CSV"' },
    });
    expect((await bo.client.post(`/api/features/${b.id}/comments`, { content: 'Hi' })).status).toBe(409);
    // W and Bo now count on A: their vote shows there.
    expect((await w.get(`/api/features/${a.id}`)).body.voted).toBe(true);
    expect((await v.get(`/api/companies/${company.slug}/stats`)).body.totalIdeas).toBe(1);

    const merges = (await owner.client.get(`/api/features/${a.id}/merges`)).body as Loose[];
    expect(merges).toMatchObject([{ sourceId: b.id, sourceTitle: b.title, undoable: true }]);
    const activity = (await owner.client.get(`/api/features/${a.id}/activity`)).body as Loose[];
    expect(activity[0]).toMatchObject({ action: 'merged', toValue: b.title, userName: 'Owner' });

    const undone = await owner.client.delete(`/api/features/${a.id}/merges/${merges[0].id}`);
    expect(undone.status).toBe(200);
    expect(await counts(a.id)).toMatchObject({ votes: 3, comments: 1, mergedInto: null });
    expect(await counts(b.id)).toMatchObject({ votes: 4, comments: 1, mergedInto: null });
    const back = (await w.get(`/api/features/${b.id}/comments`)).body as Loose[];
    expect(back).toMatchObject([{ content: 'I need this for my accountant.', mergedFrom: null }]);
    expect((await w.get(`/api/features/${b.id}`)).body).toMatchObject({ voted: true, votes: 4 });
    expect((await w.get(`/api/features/${a.id}`)).body.voted).toBe(false);
    expect((await owner.client.get(`/api/features/${a.id}/merges`)).body).toEqual([]);
    expect((await owner.client.delete(`/api/features/${a.id}/merges/${merges[0].id}`)).status).toBe(409);
    const after = (await owner.client.get(`/api/features/${a.id}/activity`)).body as Loose[];
    expect(after[0]).toMatchObject({ action: 'unmerged', toValue: b.title });
  });

  it("e-mails B's followers over SMTP, not the one who merged, and not a follower who unsubscribed", async () => {
    const { owner, a, b, ada, bo, cy } = await scene();
    // Di voted for B but took the one-click unsubscribe.
    const di = await person(sayso(), 'Di');
    await vote(di.client, b.id);
    await sayso().db.insert(emailUnsubscribes).values({ email: di.email.toLowerCase() });
    await outboxSettled(sayso());
    const before = smtp.messages.length;
    expect((await owner.client.post(`/api/features/${b.id}/merge`, { targetId: a.id })).status).toBe(200);
    await outboxSettled(sayso());
    const mails = smtp.messages.slice(before);
    const subject = `"${b.title}" was merged into "${a.title}"`;
    expect(mails.every((mail) => mail.subject === subject)).toBe(true);
    // B's signed-in voters and commenter; Cy followed only A; the owner merged it.
    expect(mails.map(recipient).sort()).toEqual([ada.email, bo.email].sort());
    expect(mails[0]?.text).toContain(`/ideas/${a.id}`);
    expect(mails[0]?.headerLines.some((header) => header.key === 'list-unsubscribe')).toBe(true);
    expect(mails.map(recipient)).not.toContain(cy.email);
  });

  it('refuses itself, another board, a chain, a held target, a privacy mismatch and bad input, changing nothing', async () => {
    const { owner, company, a, b } = await scene();
    const other = await scene();
    const c = await submitIdea(owner.client, company.id, { title: 'Excel export' });
    const refusals: [string, unknown, number, string][] = [
      [`/api/features/${b.id}/merge`, { targetId: b.id }, 400, 'An idea cannot be merged into itself'],
      [`/api/features/${b.id}/merge`, { targetId: other.a.id }, 404, 'Feature not found'],
      [`/api/features/${b.id}/merge`, { targetId: 999_999 }, 404, 'The idea to merge into was not found'],
      [`/api/features/${b.id}/merge`, { targetId: 'x' }, 400, 'targetId must be an idea id'],
      [`/api/features/${b.id}/merge`, {}, 400, 'targetId must be an idea id'],
    ];
    for (const [path, json, status, message] of refusals) {
      const res = await owner.client.post(path, json);
      expect({ json, status: res.status, message: res.body.message }).toEqual({ json, status, message });
    }
    expect(await counts(b.id)).toMatchObject({ votes: 4, comments: 1, mergedInto: null });
    expect((await owner.client.post(`/api/features/${b.id}/merge`, { targetId: a.id })).status).toBe(200);
    // A chain: into B (merged) is refused; A, which B was merged into, cannot go into C either.
    const intoMerged = await owner.client.post(`/api/features/${c.id}/merge`, { targetId: b.id });
    expect(intoMerged).toMatchObject({
      status: 409,
      body: { message: expect.stringContaining('merge into that one') },
    });
    const ofTarget = await owner.client.post(`/api/features/${a.id}/merge`, { targetId: c.id });
    expect(ofTarget).toMatchObject({
      status: 409,
      body: { message: expect.stringContaining('unmerge them first') },
    });
    const twice = await owner.client.post(`/api/features/${b.id}/merge`, { targetId: c.id });
    expect(twice).toMatchObject({
      status: 409,
      body: { message: 'This idea is already merged into another' },
    });
    expect(await counts(c.id)).toMatchObject({ votes: 0, comments: 0 });

    // Privacy: a private idea only into a private one (Pro lets the owner make one private).
    await setPlan(sayso(), owner.id, 'pro');
    expect((await owner.client.patch(`/api/features/${c.id}`, { private: true })).status).toBe(200);
    const d = await submitIdea(owner.client, company.id, { title: 'Spreadsheet sync' });
    for (const [from, to] of [
      [c.id, d.id],
      [d.id, c.id],
    ])
      expect((await owner.client.post(`/api/features/${from}/merge`, { targetId: to })).body.message).toBe(
        'A private idea can only be merged into a private idea, a public one into a public one',
      );
  });

  it('only an admin or the owner merges and unmerges; members get 403, others 403, signed out 401', async () => {
    const { owner, company, a, b } = await scene();
    await setPlan(sayso(), owner.id, 'business');
    const member = await insertMember(sayso(), company, 'member');
    const admin = await insertMember(sayso(), company, 'admin');
    const stranger = await fastUser(sayso(), 'Stranger');
    const memberClient = new Client(sayso());
    memberClient.cookies.set('sayso_session', member.cookie.split('=')[1] as string);
    const adminClient = new Client(sayso());
    adminClient.cookies.set('sayso_session', admin.cookie.split('=')[1] as string);
    const path = `/api/features/${b.id}/merge`;
    expect((await new Client(sayso()).post(path, { targetId: a.id })).status).toBe(401);
    expect((await stranger.client.post(path, { targetId: a.id })).status).toBe(403);
    expect((await memberClient.post(path, { targetId: a.id })).status).toBe(403);
    expect(await counts(b.id)).toMatchObject({ mergedInto: null });
    expect((await adminClient.post(path, { targetId: a.id })).status).toBe(200);
    const [merge] = (await memberClient.get(`/api/features/${a.id}/merges`)).body as Loose[];
    expect((await memberClient.delete(`/api/features/${a.id}/merges/${merge.id}`)).status).toBe(403);
    expect((await adminClient.delete(`/api/features/${a.id}/merges/${merge.id}`)).status).toBe(200);
  });

  it('deleting the target deletes the ideas merged into it', async () => {
    const { owner, a, b } = await scene();
    expect((await owner.client.post(`/api/features/${b.id}/merge`, { targetId: a.id })).status).toBe(200);
    expect((await owner.client.delete(`/api/features/${a.id}`)).status).toBe(200);
    expect((await owner.client.get(`/api/features/${b.id}`)).status).toBe(404);
    expect(await counts(b.id)).toBeUndefined();
  });

  it('an unmerge after 30 days is refused with a clear message (injected clock and a 31-day-old merge)', async () => {
    const { owner, a, b } = await scene();
    expect((await owner.client.post(`/api/features/${b.id}/merge`, { targetId: a.id })).status).toBe(200);
    const [merge] = await sayso().db.select().from(ideaMerges).where(eq(ideaMerges.sourceId, b.id));
    if (!merge) throw new Error('no merge row');
    const late = new Date(Date.parse(merge.createdAt) + 30 * 86_400_000 + 1000);
    await expect(sayso().db.transaction((tx) => unmergeIdeas(tx, merge, null, late))).rejects.toThrow(
      `A merge can be undone for 30 days; this one was made on ${merge.createdAt.slice(0, 10)}`,
    );
    const old = new Date(Date.now() - 31 * 86_400_000).toISOString();
    await sayso().db.update(ideaMerges).set({ createdAt: old }).where(eq(ideaMerges.id, merge.id));
    const listed = (await owner.client.get(`/api/features/${a.id}/merges`)).body as Loose[];
    expect(listed).toMatchObject([{ id: merge.id, undoable: false }]);
    const res = await owner.client.delete(`/api/features/${a.id}/merges/${merge.id}`);
    expect(res).toMatchObject({
      status: 409,
      body: { message: `A merge can be undone for 30 days; this one was made on ${old.slice(0, 10)}` },
    });
    expect(await counts(a.id)).toMatchObject({ votes: 5, comments: 2 });
    expect(await counts(b.id)).toMatchObject({ mergedInto: a.id });
  });
});
