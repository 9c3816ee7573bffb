/**
 * Undo of a status change (POST /api/companies/{id}/undo): the followers' e-mails wait in the
 * outbox for the undo window, an undo within it deletes them and restores the status, and after
 * it the e-mails go out and the undo is refused. The outbox is read with a clock set past the
 * window (leaseDue's `now`) instead of waiting 8 s. Real app, real database, both engines.
 */
import { eq, inArray, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Client, fastUser, submitIdea, useSayso } from '../../../test/helpers';
import { followedIdea } from '../../../test/notify-helpers';
import { ideas, outbox, undoableChanges } from '../../db/schema';
import { leaseDue } from '../outbox/outbox';
import { UNDO_WINDOW_MS } from './undo-changes';

const sayso = useSayso();

const setStatus = (client: Client, id: number, status: string) =>
  client.patch(`/api/features/${id}`, { status });
const undo = (client: Client, companyId: number, token: unknown) =>
  client.post(`/api/companies/${companyId}/undo`, { token });
const mailsAbout = (title: string) =>
  sayso()
    .db.select()
    .from(outbox)
    .where(like(outbox.subject, `%${title}%`));
const statusOf = async (id: number) =>
  (await sayso().db.select({ status: ideas.status }).from(ideas).where(eq(ideas.id, id)))[0]?.status;
/** The outbox rows a worker would take at `msFromNow`, released again so nothing is sent. */
async function dueAt(msFromNow: number, title: string) {
  const leased = await leaseDue(sayso().db, new Date(Date.now() + msFromNow));
  const ids = leased.map((row) => row.id);
  if (ids.length > 0)
    await sayso().db.update(outbox).set({ leasedUntil: null }).where(inArray(outbox.id, ids));
  return leased.filter((row) => row.subject.includes(title));
}

describe('undo of a status change', () => {
  it('holds the e-mails for the window, then an undo deletes them and restores the status', async () => {
    const { owner, idea, title } = await followedIdea(sayso());
    const changed = await setStatus(owner.client, idea.id, 'planned');
    expect(changed.status).toBe(200);
    const { token, expiresAt } = changed.body.undo;
    expect(typeof token).toBe('string');
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(UNDO_WINDOW_MS - 2_000);
    // Queued (submitter, voter, commenter) but not due before the window closes.
    expect(await mailsAbout(title)).toHaveLength(3);
    expect(await dueAt(0, title)).toHaveLength(0);
    expect(await dueAt(UNDO_WINDOW_MS + 1_000, title)).toHaveLength(3);

    const undone = await undo(owner.client, owner.company.id, token);
    expect(undone.status).toBe(200);
    expect(undone.body).toEqual({ restored: 1 });
    expect(await statusOf(idea.id)).toBe('idea');
    expect(await mailsAbout(title)).toHaveLength(0);
    // Once only: the change is gone.
    const again = await undo(owner.client, owner.company.id, token);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Nothing to undo');
  });

  it('answers no ticket when the status did not move', async () => {
    const owner = (await followedIdea(sayso())).owner;
    const idea = await submitIdea(owner.client, owner.company.id, { title: 'Same status twice' });
    const same = await setStatus(owner.client, idea.id, 'idea');
    expect(same.status).toBe(200);
    expect(same.body.undo).toBeUndefined();
  });

  it('refuses once the window has closed, and the e-mails stay queued', async () => {
    const { owner, idea, title } = await followedIdea(sayso());
    const { token } = (await setStatus(owner.client, idea.id, 'completed')).body.undo;
    // The window has closed: age the change rather than wait for it.
    const past = new Date(Date.now() - 1_000).toISOString();
    await sayso().db.update(undoableChanges).set({ expiresAt: past }).where(eq(undoableChanges.token, token));
    const late = await undo(owner.client, owner.company.id, token);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Too late to undo: the e-mails have been sent');
    expect(await statusOf(idea.id)).toBe('completed');
    expect(await mailsAbout(title)).toHaveLength(3);
  });

  it('undoes a bulk change of many ideas under one token', async () => {
    const { owner, idea, title } = await followedIdea(sayso());
    const other = await submitIdea(owner.client, owner.company.id, { title: `${title} twin` });
    await setStatus(owner.client, other.id, 'planned');
    const bulk = await owner.client.post(`/api/companies/${owner.company.id}/inbox/bulk`, {
      action: 'status',
      ids: [idea.id, other.id],
      status: 'in_progress',
    });
    expect(bulk.status).toBe(200);
    expect(bulk.body.changed).toBe(2);
    const undone = await undo(owner.client, owner.company.id, bulk.body.undo.token);
    expect(undone.body).toEqual({ restored: 2 });
    expect(await statusOf(idea.id)).toBe('idea');
    expect(await statusOf(other.id)).toBe('planned');
  });

  it('is the team’s: a stranger, another company or a bad token changes nothing', async () => {
    const { owner, idea } = await followedIdea(sayso());
    const { token } = (await setStatus(owner.client, idea.id, 'planned')).body.undo;
    const stranger = await fastUser(sayso(), 'Stranger');
    expect((await undo(stranger.client, owner.company.id, token)).status).toBe(403);
    const elsewhere = (await followedIdea(sayso())).owner;
    expect((await undo(elsewhere.client, elsewhere.company.id, token)).status).toBe(404);
    const bad = await undo(owner.client, owner.company.id, '');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('token is required');
    expect((await undo(new Client(sayso()), owner.company.id, token)).status).toBe(401);
    expect(await statusOf(idea.id)).toBe('planned');
    expect((await undo(owner.client, owner.company.id, token)).status).toBe(200);
    expect(await statusOf(idea.id)).toBe('idea');
  });
});
