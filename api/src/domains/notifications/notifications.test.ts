/**
 * Idea notifications end to end: real HTTP through the app, real outbox, real SMTP server. A
 * status change or a team reply reaches each follower once, never the actor, never someone who
 * opted out or unsubscribed, and a private idea's only the team; the one-click unsubscribe works.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, openSayso, setPlan, submitIdea, useSayso } from '../../../test/helpers';
import {
  comment,
  followedIdea,
  outboxSettled,
  person,
  recipientsOf,
  releaseHeld,
  vote,
} from '../../../test/notify-helpers';
import { recipient, startSmtp, type TestSmtp } from '../../../test/smtp';
import { companyMembers, emailUnsubscribes, ideas, outbox } from '../../db/schema';

const PUBLIC_URL = 'https://feedback.example.com';
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
const sayso = useSayso(() => openSayso({ SMTP_URL: smtp.url, PUBLIC_URL }));
afterAll(async () => {
  await smtp.close();
});

/** A status change, its e-mails released at once: the undo window is undo-changes.test.ts's. */
async function setStatus(client: Client, id: number, status: string) {
  const res = await client.patch(`/api/features/${id}`, { status });
  await releaseHeld(sayso());
  return res;
}

/** The one-click URL of a message's List-Unsubscribe header. */
function oneClickUrl(mail: ParsedMail): string {
  const line = mail.headerLines.find((header) => header.key === 'list-unsubscribe')?.line ?? '';
  return /<([^>]+)>/.exec(line)?.[1] ?? '';
}

/** A mail client's RFC 8058 POST: form-encoded, no cookie, no Origin. */
const oneClickPost = (url: string) =>
  sayso().app.request(url.replace(PUBLIC_URL, 'http://localhost'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });

describe('status changes', () => {
  it('e-mail the submitter, voters and commenters once each, never the actor', async () => {
    const scene = await followedIdea(sayso());
    await vote(scene.owner.client, scene.idea.id);
    expect((await setStatus(scene.owner.client, scene.idea.id, 'planned')).status).toBe(200);
    await outboxSettled(sayso());
    const expected = [scene.submitter.email, scene.voter.email, scene.commenter.email].sort();
    expect(recipientsOf(smtp, scene.title)).toEqual(expected);

    const mail = smtp.messages.find(
      (m) => recipient(m) === scene.voter.email && m.subject?.includes(scene.title),
    );
    expect(mail?.subject).toBe(`"${scene.title}" is now Planned`);
    expect(mail?.text).toContain(`${PUBLIC_URL}/company/${scene.owner.company.slug}/ideas/${scene.idea.id}`);
    expect(mail?.text).toContain(`${PUBLIC_URL}/unsubscribe?token=`);
    expect(oneClickUrl(mail as ParsedMail)).toMatch(
      /^https:\/\/feedback\.example\.com\/api\/notifications\/unsubscribe\?token=/,
    );
    const post = mail?.headerLines.find((header) => header.key === 'list-unsubscribe-post');
    expect(post?.line).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('send nothing for an edit that keeps the status, or to someone who turned updates off', async () => {
    const scene = await followedIdea(sayso());
    const off = await scene.voter.client.patch('/api/account/notifications', { ideaUpdates: false });
    expect(off.body).toMatchObject({ ideaUpdates: false });
    await scene.owner.client.patch(`/api/features/${scene.idea.id}`, { title: `${scene.title} renamed` });
    await setStatus(scene.owner.client, scene.idea.id, 'in_progress');
    await outboxSettled(sayso());
    expect(recipientsOf(smtp, scene.title)).toEqual([scene.submitter.email, scene.commenter.email].sort());
  });

  it("use the company's own status label under its plan, and keep the title one line and escaped", async () => {
    const scene = await followedIdea(sayso());
    const title = `${scene.title} <b>&\r\nBcc: evil@example.com`;
    await sayso().db.update(ideas).set({ title }).where(eq(ideas.id, scene.idea.id));
    await setPlan(sayso(), scene.owner.id, 'pro');
    const labels = { statusLabels: { completed: 'Shipped' } };
    expect(
      (await scene.owner.client.patch(`/api/companies/${scene.owner.company.id}/settings`, labels)).status,
    ).toBe(200);
    await setStatus(scene.owner.client, scene.idea.id, 'completed');
    const mail = await smtp.waitFor(
      (m) => m.subject === `"${scene.title} <b>& Bcc: evil@example.com" is now Shipped`,
    );
    expect(mail.bcc).toBeUndefined();
    expect(mail.html).toContain(`${scene.title} &#60;b&#62;&#38;`);
    expect(mail.html).not.toContain('<b>&');

    // Back on Free the plan no longer applies the label: the standard one is used.
    await setPlan(sayso(), scene.owner.id, 'free');
    await setStatus(scene.owner.client, scene.idea.id, 'planned');
    await smtp.waitFor((m) => m.subject === `"${scene.title} <b>& Bcc: evil@example.com" is now Planned`);
  });

  it('of a private idea reach the team only, and members only while the team is in force (Business)', async () => {
    const scene = await followedIdea(sayso());
    await setPlan(sayso(), scene.owner.id, 'business');
    const member = await person(sayso(), 'Member');
    await vote(member.client, scene.idea.id);
    await sayso()
      .db.insert(companyMembers)
      .values({ companyId: scene.owner.company.id, userId: member.id, role: 'member' });
    await sayso().db.update(ideas).set({ private: true }).where(eq(ideas.id, scene.idea.id));
    await setStatus(scene.owner.client, scene.idea.id, 'planned');
    await outboxSettled(sayso());
    expect(recipientsOf(smtp, scene.title)).toEqual([member.email]);

    // Below Business a member row opens nothing: no mail about a private idea either.
    await setPlan(sayso(), scene.owner.id, 'pro');
    await setStatus(scene.owner.client, scene.idea.id, 'in_progress');
    await outboxSettled(sayso());
    expect(recipientsOf(smtp, scene.title)).toEqual([member.email]);
  });
});

describe('team replies', () => {
  it('e-mail the followers a team comment, and nothing for anyone else’s comment', async () => {
    const scene = await followedIdea(sayso());
    await comment(scene.voter.client, scene.idea.id, 'A visitor comment');
    await outboxSettled(sayso());
    expect(recipientsOf(smtp, scene.title)).toEqual([]);

    await comment(scene.owner.client, scene.idea.id, 'We are **on it** <soon>.');
    await outboxSettled(sayso());
    const expected = [scene.submitter.email, scene.voter.email, scene.commenter.email].sort();
    expect(recipientsOf(smtp, scene.title)).toEqual(expected);
    const mail = smtp.messages.find(
      (m) => recipient(m) === scene.voter.email && m.subject?.includes(scene.title),
    );
    expect(mail?.subject).toBe(`${scene.owner.company.name} replied to "${scene.title}"`);
    // Issue 28: the text part carries the Markdown as written, the HTML part renders it (escaped).
    expect(mail?.text).toContain('We are **on it** <soon>.');
    expect(mail?.html).toContain('We are <strong>on it</strong> &lt;soon&gt;.');
  });
});

describe('team replies by members', () => {
  it('count a company_members admin as the team while the owner is on Business, not after a downgrade', async () => {
    const scene = await followedIdea(sayso());
    await setPlan(sayso(), scene.owner.id, 'business');
    const admin = await person(sayso(), 'Admin');
    const team = { companyId: scene.owner.company.id, userId: admin.id, role: 'admin' as const };
    await sayso().db.insert(companyMembers).values(team);
    await comment(admin.client, scene.idea.id, 'An admin answers.');
    await outboxSettled(sayso());
    const expected = [scene.submitter.email, scene.voter.email, scene.commenter.email].sort();
    expect(recipientsOf(smtp, scene.title)).toEqual(expected);
    const mail = smtp.messages.find(
      (m) => recipient(m) === scene.voter.email && m.subject?.includes(scene.title),
    );
    expect(mail?.text).toContain('Admin from');

    await setPlan(sayso(), scene.owner.id, 'free');
    const before = smtp.messages.length;
    await comment(admin.client, scene.idea.id, 'Still here, but not the team now.');
    await outboxSettled(sayso());
    expect(smtp.messages.slice(before).filter((m) => m.subject?.includes(scene.title))).toEqual([]);
  });
});

describe('through the REST API', () => {
  /** A /api/v1 call with a write key of the scene's company, as the customer's server makes it. */
  const v1 = async (ownerClient: Client, companyId: number) => {
    const created = await ownerClient.post<{ secret: string }>(`/api/companies/${companyId}/api-keys`, {
      name: 'Notifications',
      scope: 'write',
    });
    return (method: string, path: string, body: object) =>
      sayso().app.request(`/api/v1${path}`, {
        method,
        headers: { authorization: `Bearer ${created.body.secret}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
  };

  it('a status change and a team comment made with a key e-mail the followers like the dashboard’s', async () => {
    const scene = await followedIdea(sayso());
    const api = await v1(scene.owner.client, scene.owner.company.id);
    expect((await api('PATCH', `/ideas/${scene.idea.id}`, { status: 'planned' })).status).toBe(200);
    await outboxSettled(sayso());
    const everyone = [scene.submitter.email, scene.voter.email, scene.commenter.email].sort();
    expect(recipientsOf(smtp, `"${scene.title}" is now Planned`)).toEqual(everyone);

    expect(
      (await api('POST', `/ideas/${scene.idea.id}/comments`, { content: 'Shipping soon.' })).status,
    ).toBe(201);
    await outboxSettled(sayso());
    expect(recipientsOf(smtp, `replied to "${scene.title}"`)).toEqual(everyone);
  });
});

describe('one-click unsubscribe', () => {
  it('a mail client’s POST without a cookie stops further mail; the undo brings it back', async () => {
    const scene = await followedIdea(sayso());
    await setStatus(scene.owner.client, scene.idea.id, 'planned');
    const mail = await smtp.waitFor(
      (m) => recipient(m) === scene.voter.email && !!m.subject?.includes(scene.title),
    );
    const res = await oneClickPost(oneClickUrl(mail));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ email: scene.voter.email, topic: 'idea_updates', unsubscribed: true });
    expect((await scene.voter.client.get('/api/account/notifications')).body.ideaUpdates).toBe(false);

    await setStatus(scene.owner.client, scene.idea.id, 'in_progress');
    await outboxSettled(sayso());
    expect(recipientsOf(smtp, scene.title).filter((to) => to === scene.voter.email)).toHaveLength(1);

    const token = new URL(oneClickUrl(mail)).searchParams.get('token') ?? '';
    const undo = await new Client(sayso()).post(
      `/api/notifications/resubscribe?token=${encodeURIComponent(token)}`,
    );
    expect(undo.body).toMatchObject({ unsubscribed: false });
    expect((await scene.voter.client.get('/api/account/notifications')).body.ideaUpdates).toBe(true);
  });

  it('sends the page to the portal on GET, and answers 400 to a tampered or made-up token', async () => {
    const scene = await followedIdea(sayso());
    await setStatus(scene.owner.client, scene.idea.id, 'planned');
    const mail = await smtp.waitFor(
      (m) => recipient(m) === scene.voter.email && !!m.subject?.includes(scene.title),
    );
    const url = new URL(oneClickUrl(mail));
    const token = url.searchParams.get('token') ?? '';
    const get = await new Client(sayso()).get(
      `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
    );
    expect(get.status).toBe(303);
    expect(get.headers.get('location')).toBe(`${PUBLIC_URL}/unsubscribe?token=${encodeURIComponent(token)}`);

    const [payload = '', mac = ''] = token.split('.');
    const otherAddress = Buffer.from('idea_updates:someone@else.test').toString('base64url');
    const flipped = `${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;
    for (const bad of [`${otherAddress}.${mac}`, `${payload}.${flipped}`, 'made-up', `${token}.x`, '.', '']) {
      const res = await oneClickPost(
        `${PUBLIC_URL}/api/notifications/unsubscribe?token=${encodeURIComponent(bad)}`,
      );
      expect(res.status, bad).toBe(400);
      const view = await new Client(sayso()).get(
        `/api/notifications/unsubscribe?token=${encodeURIComponent(bad)}`,
      );
      expect(view.status, bad).toBe(400);
    }
    expect((await scene.voter.client.get('/api/account/notifications')).body.ideaUpdates).toBe(true);
  });

  it('an anonymous submitter’s typed address gets updates until it unsubscribes', async () => {
    const scene = await followedIdea(sayso());
    const typed = `anon-${randomUUID().slice(0, 8)}@example.com`;
    const title = `Anon ${randomUUID().slice(0, 8)}`;
    const idea = await submitIdea(
      new Client(sayso()),
      scene.owner.company.id,
      { title, name: 'Ann', email: typed },
      true,
    );
    await setStatus(scene.owner.client, idea.id, 'planned');
    const mail = await smtp.waitFor((m) => recipient(m) === typed);
    expect(mail.text).toContain('Hi Ann,');
    expect((await oneClickPost(oneClickUrl(mail))).status).toBe(200);
    const listed = await sayso()
      .db.select()
      .from(emailUnsubscribes)
      .where(eq(emailUnsubscribes.email, typed));
    expect(listed).toHaveLength(1);
    await setStatus(scene.owner.client, idea.id, 'completed');
    await outboxSettled(sayso());
    expect(recipientsOf(smtp, title)).toEqual([typed]);
  });
});

describe('outbox', () => {
  it('retries a notification the SMTP server refused and sends it exactly once', async () => {
    const owner = (await followedIdea(sayso())).owner;
    const voter = await person(sayso(), 'Lonely voter');
    const title = `Retry ${randomUUID().slice(0, 8)}`;
    const idea = await submitIdea(owner.client, owner.company.id, { title });
    await vote(voter.client, idea.id);
    smtp.failNext(1);
    await setStatus(owner.client, idea.id, 'planned');
    const row = async () =>
      (await sayso().db.select().from(outbox).where(eq(outbox.toAddress, voter.email)))[0];
    const deadline = Date.now() + 10_000;
    while ((await row())?.attempts !== 1 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 25));
    expect(await row()).toMatchObject({ status: 'pending', attempts: 1 });
    // The backoff has passed: the row is due again.
    await sayso()
      .db.update(outbox)
      .set({ nextAttemptAt: new Date().toISOString() })
      .where(eq(outbox.toAddress, voter.email));
    await outboxSettled(sayso());
    expect(await row()).toMatchObject({ status: 'sent', attempts: 2 });
    expect(recipientsOf(smtp, title)).toEqual([voter.email]);
  });
});

describe('GET/PATCH /api/account/notifications', () => {
  it('answers the settings and offers the digest to company owners only', async () => {
    const scene = await followedIdea(sayso());
    expect((await scene.voter.client.get('/api/account/notifications')).body).toEqual({
      ideaUpdates: true,
      dailyDigest: false,
      mentions: true,
      digestAvailable: false,
    });
    expect((await scene.voter.client.patch('/api/account/notifications', { dailyDigest: true })).status).toBe(
      403,
    );
    const on = await scene.owner.client.patch('/api/account/notifications', { dailyDigest: true });
    expect(on.body).toEqual({ ideaUpdates: true, dailyDigest: true, mentions: true, digestAvailable: true });
    expect(
      (await scene.owner.client.patch('/api/account/notifications', { dailyDigest: 'yes' })).status,
    ).toBe(400);
    // An empty change answers the settings as they are (the fuzzer found it a 500).
    const empty = await scene.owner.client.patch('/api/account/notifications', {});
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({
      ideaUpdates: true,
      dailyDigest: true,
      mentions: true,
      digestAvailable: true,
    });
    expect((await new Client(sayso()).get('/api/account/notifications')).status).toBe(401);
  });
});
