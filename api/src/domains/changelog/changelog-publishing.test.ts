/**
 * Publishing an entry (issue 29), now or by the scheduler: linked ideas become Completed with a
 * 'shipped' row in their history and no per-idea status e-mail, the board's cached reads follow,
 * a published entry is not published again; scheduling needs a future time (both engines).
 */
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fastUser, type Loose, ownerOnPlan, submitIdea, useSayso } from '../../../test/helpers';
import { CHANGELOG_MESSAGES } from '../../contract';
import { changelogEntries, ideaActivity, outbox } from '../../db/schema';
import { publishDueEntries } from './publishing';

const sayso = useSayso();
type Owner = Awaited<ReturnType<typeof ownerOnPlan>>;
const base = (owner: Owner, rest = '') => `/api/companies/${owner.company.id}/changelog${rest}`;
const links = () => ({ publicUrl: 'http://localhost', key: sayso().deps.unsubscribeKey });

async function create(owner: Owner, body: Loose) {
  const res = await owner.client.post(base(owner), body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function activityOf(ideaId: number) {
  return sayso()
    .db.select({ action: ideaActivity.action, from: ideaActivity.fromValue, to: ideaActivity.toValue })
    .from(ideaActivity)
    .where(eq(ideaActivity.ideaId, ideaId))
    .orderBy(ideaActivity.id);
}

/** Status e-mails queued for an idea ("<title>" is now …). */
const statusMails = (title: string) =>
  sayso()
    .db.select()
    .from(outbox)
    .where(like(outbox.subject, `"${title}" is now%`));

describe('publishing now', () => {
  let owner: Owner;
  beforeAll(async () => {
    owner = await ownerOnPlan(sayso(), 'free');
  });

  it('completes each linked idea with a shipped row, and e-mails no status change', async () => {
    const voter = await fastUser(sayso(), 'Voter');
    const planned = await submitIdea(voter.client, owner.company.id, { title: 'Planned idea to ship' });
    const done = await submitIdea(voter.client, owner.company.id, { title: 'Already done idea' });
    await owner.client.patch(`/api/features/${planned.id}`, { status: 'planned', eta: '2030-01' });
    await owner.client.patch(`/api/features/${done.id}`, { status: 'completed' });
    // Warm the board's read cache: publishing must invalidate it like any status change.
    const before = await voter.client.get(`/api/companies/${owner.company.slug}/features`);
    expect(before.body.find((idea: Loose) => idea.id === planned.id).status).toBe('planned');
    // The triage above e-mailed its follower: the same change by publishing must not.
    const mailsBefore = (await statusMails('Planned idea to ship')).length;
    expect(mailsBefore).toBeGreaterThan(0);

    const entry = await create(owner, { title: 'Shipping two ideas', ideaIds: [planned.id, done.id] });
    const res = await owner.client.post(base(owner, `/${entry.id}/publish`));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ state: 'published', publishAt: null, publishedAt: expect.any(String) });

    const after = await voter.client.get(`/api/features/${planned.id}`);
    expect(after.body).toMatchObject({ status: 'completed', eta: null });
    const list = await voter.client.get(`/api/companies/${owner.company.slug}/features`);
    expect(list.body.find((idea: Loose) => idea.id === planned.id).status).toBe('completed');
    expect((await activityOf(planned.id)).slice(-2)).toEqual([
      { action: 'status_changed', from: 'planned', to: 'completed' },
      { action: 'shipped', from: null, to: 'Shipping two ideas' },
    ]);
    // Already Completed: its history says it shipped, and no second status change.
    expect((await activityOf(done.id)).slice(-2)).toEqual([
      { action: 'status_changed', from: 'idea', to: 'completed' },
      { action: 'shipped', from: null, to: 'Shipping two ideas' },
    ]);
    expect(await statusMails('Planned idea to ship')).toHaveLength(mailsBefore);
  });

  it('refuses to publish a published entry again (409), and changes nothing', async () => {
    const idea = await submitIdea(owner.client, owner.company.id, { title: 'Shipped once' });
    const entry = await create(owner, { title: 'Published once', ideaIds: [idea.id] });
    expect((await owner.client.post(base(owner, `/${entry.id}/publish`))).status).toBe(200);
    const again = await owner.client.post(base(owner, `/${entry.id}/publish`));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(CHANGELOG_MESSAGES.alreadyPublished);
    const shipped = (await activityOf(idea.id)).filter((row) => row.action === 'shipped');
    expect(shipped).toHaveLength(1);
    expect((await owner.client.post(base(owner, '/999999/publish'))).status).toBe(404);
  });
});

describe('scheduling', () => {
  let owner: Owner;
  beforeAll(async () => {
    owner = await ownerOnPlan(sayso(), 'free');
  });

  it('schedules in the future only, unschedules back to a draft, and never a published entry', async () => {
    const entry = await create(owner, { title: 'Later' });
    const past = await owner.client.post(base(owner, `/${entry.id}/schedule`), {
      publishAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.status).toBe(400);
    expect(past.body.issues).toContainEqual({ path: 'publishAt', message: CHANGELOG_MESSAGES.publishAtPast });
    const garbage = await owner.client.post(base(owner, `/${entry.id}/schedule`), { publishAt: 'tomorrow' });
    expect(garbage.body.issues).toContainEqual({ path: 'publishAt', message: CHANGELOG_MESSAGES.publishAt });
    const at = new Date(Date.now() + 3600_000).toISOString();
    const scheduled = await owner.client.post(base(owner, `/${entry.id}/schedule`), { publishAt: at });
    expect(scheduled.body).toMatchObject({ state: 'scheduled', publishAt: at });
    const unscheduled = await owner.client.post(base(owner, `/${entry.id}/unschedule`));
    expect(unscheduled.body).toMatchObject({ state: 'draft', publishAt: null });
    const notScheduled = await owner.client.post(base(owner, `/${entry.id}/unschedule`));
    expect(notScheduled.status).toBe(409);
    await owner.client.post(base(owner, `/${entry.id}/publish`));
    const late = await owner.client.post(base(owner, `/${entry.id}/schedule`), { publishAt: at });
    expect(late.status).toBe(409);
  });

  it('publishes a due entry once, however often the scheduler looks', async () => {
    const idea = await submitIdea(owner.client, owner.company.id, { title: 'Scheduled to ship' });
    const entry = await create(owner, { title: 'Due soon', ideaIds: [idea.id] });
    const at = new Date(Date.now() + 60_000);
    await owner.client.post(base(owner, `/${entry.id}/schedule`), { publishAt: at.toISOString() });
    expect(await publishDueEntries(sayso().db, links(), new Date(at.getTime() - 1000))).toBe(0);
    const later = new Date(at.getTime() + 1000);
    const [first, second] = await Promise.all([
      publishDueEntries(sayso().db, links(), later),
      publishDueEntries(sayso().db, links(), later),
    ]);
    expect((first ?? 0) + (second ?? 0)).toBe(1);
    expect(await publishDueEntries(sayso().db, links(), later)).toBe(0);
    const [row] = await sayso()
      .db.select()
      .from(changelogEntries)
      .where(and(eq(changelogEntries.id, entry.id)));
    expect(row).toMatchObject({ state: 'published', publishedAt: later.toISOString(), publishAt: null });
    expect((await activityOf(idea.id)).filter((a) => a.action === 'shipped')).toHaveLength(1);
    // The scheduler itself: started by the app, it looks and finds nothing left.
    expect(await sayso().changelog.tick()).toBe(0);
  });
});
