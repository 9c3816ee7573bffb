/**
 * The fan-out of a published entry, end to end: announcePublished in a transaction (as the
 * changelog domain's publishing calls it), the real outbox worker, a real SMTP server. One e-mail
 * per person however many linked ideas they asked for, subscribers too, never an unsubscribed
 * person or the author of a team-internal note, nothing on a second call; the open image only
 * when the company turned it on, counted once.
 */
import { and, eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, insertMember, openSayso, setPlan, submitIdea, useSayso } from '../../../test/helpers';
import {
  comment,
  followedIdea,
  outboxSettled,
  person,
  recipientsOf,
  vote,
} from '../../../test/notify-helpers';
import { recipient, startSmtp, type TestSmtp } from '../../../test/smtp';
import { boards, changelogDeliveries, changelogSubscribers, ideas } from '../../db/schema';
import { announce, insertPublishedEntry } from './announce-test-kit';

const PUBLIC_URL = 'https://feedback.example.com';
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
const sayso = useSayso(() => openSayso({ SMTP_URL: smtp.url, PUBLIC_URL }));
afterAll(async () => {
  await smtp.close();
});

const mailTo = (email: string, subject: string) =>
  smtp.messages.find((mail) => recipient(mail) === email && mail.subject?.includes(subject)) as ParsedMail;

const header = (mail: ParsedMail, key: string) =>
  mail.headerLines.find((line) => line.key === key)?.line ?? '';

/** The one-click URL of a message's List-Unsubscribe header, as the app sees it. */
const oneClickPath = (mail: ParsedMail) =>
  (/<([^>]+)>/.exec(header(mail, 'list-unsubscribe'))?.[1] ?? '').replace(PUBLIC_URL, '');

async function subscriber(companyId: number, email: string, confirmed: boolean) {
  const token = `token-${email.replace(/\W/g, '-')}`;
  await sayso()
    .db.insert(changelogSubscribers)
    .values({ companyId, email, token, confirmedAt: confirmed ? new Date().toISOString() : null });
  return token;
}

/** Two linked ideas; the voter asked for both; a member wrote an internal note; one asker opted out. */
async function scene() {
  const base = await followedIdea(sayso());
  await setPlan(sayso(), base.owner.id, 'business');
  const companyId = base.owner.company.id;
  const second = await submitIdea(base.submitter.client, companyId, { title: `${base.title} too` });
  await vote(base.voter.client, second.id);
  const quiet = await person(sayso(), 'Quiet');
  await vote(quiet.client, second.id);
  await quiet.client.patch('/api/account/notifications', { ideaUpdates: false });
  const memberRow = await insertMember(sayso(), base.owner.company, 'member');
  const member = new Client(sayso());
  member.cookies.set('sayso_session', memberRow.cookie.split('=')[1] as string);
  const note = await member.post(`/api/features/${base.idea.id}/comments`, {
    content: 'Big customer',
    internal: true,
  });
  expect(note.status).toBe(201);
  return { ...base, companyId, second, quiet, member, memberEmail: memberRow.email };
}

describe('announcePublished', () => {
  it('e-mails each asker and confirmed subscriber once, with what shipped for them and the right unsubscribe', async () => {
    const s = await scene();
    const fanToken = await subscriber(s.companyId, 'fan@example.com', true);
    await subscriber(s.companyId, 'pending@example.com', false);
    // The voter also subscribed: still one e-mail.
    await subscriber(s.companyId, s.voter.email, true);
    const entry = await insertPublishedEntry(sayso(), s.companyId, [s.idea.id, s.second.id], {
      title: `Entry for ${s.title}`,
    });
    await announce(sayso(), entry);
    await outboxSettled(sayso());

    expect(recipientsOf(smtp, entry.title)).toEqual(
      ['fan@example.com', s.submitter.email, s.voter.email, s.commenter.email].sort(),
    );
    expect(recipientsOf(smtp, entry.title)).not.toContain(s.memberEmail);

    const entryLink = `${PUBLIC_URL}/company/${s.owner.company.slug}/changelog/${entry.slug}`;
    const voterMail = mailTo(s.voter.email, entry.title);
    expect(voterMail.subject).toBe(`${s.owner.company.name}: ${entry.title}`);
    expect(voterMail.text).toContain(`"${s.title}", "${s.title} too"`);
    expect(voterMail.text).toContain(entryLink);
    expect(voterMail.text).toContain('subscribed to');
    expect(voterMail.html).toContain('<strong>built</strong>');
    expect(voterMail.html).not.toContain('/api/changelog/open/');
    expect(header(voterMail, 'list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );

    const commenterMail = mailTo(s.commenter.email, entry.title);
    expect(commenterMail.text).toContain(`Good news: "${s.title}", which you asked for`);
    expect(oneClickPath(commenterMail)).toMatch(/^\/api\/notifications\/unsubscribe\?token=/);

    const fanMail = mailTo('fan@example.com', entry.title);
    expect(fanMail.text).not.toContain('Good news');
    expect(fanMail.text).toContain(`${PUBLIC_URL}/changelog/unsubscribe?token=${fanToken}`);
    expect(oneClickPath(fanMail)).toBe(`/api/changelog/subscriptions/unsubscribe?token=${fanToken}`);

    const rows = await sayso()
      .db.select()
      .from(changelogDeliveries)
      .where(eq(changelogDeliveries.entryId, entry.id));
    expect(rows.map((row) => row.email).sort()).toEqual(recipientsOf(smtp, entry.title));
  });

  it('sends nothing on a second call, and nothing to a subscriber who took the one-click unsubscribe', async () => {
    const s = await scene();
    await subscriber(s.companyId, 'leaver@example.com', true);
    const first = await insertPublishedEntry(sayso(), s.companyId, [s.idea.id]);
    await announce(sayso(), first);
    await outboxSettled(sayso());
    const once = recipientsOf(smtp, first.title);
    expect(once).toContain('leaver@example.com');
    await announce(sayso(), first);
    await outboxSettled(sayso());
    expect(recipientsOf(smtp, first.title)).toEqual(once);

    const oneClick = await sayso().app.request(
      `http://localhost${oneClickPath(mailTo('leaver@example.com', first.title))}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      },
    );
    expect(oneClick.status).toBe(200);
    expect(await oneClick.json()).toEqual({
      companySlug: s.owner.company.slug,
      companyName: s.owner.company.name,
    });

    const next = await insertPublishedEntry(sayso(), s.companyId, []);
    await announce(sayso(), next);
    await outboxSettled(sayso());
    expect(recipientsOf(smtp, next.title)).toEqual([]);
  });

  it('announces nothing for an entry that is not published', async () => {
    const s = await scene();
    const draft = await insertPublishedEntry(sayso(), s.companyId, [s.idea.id], { state: 'draft' });
    await announce(sayso(), draft);
    await outboxSettled(sayso());
    expect(recipientsOf(smtp, draft.title)).toEqual([]);
  });

  it('carries the open image only when the company tracks opens, and counts an open once', async () => {
    const s = await scene();
    const on = await s.owner.client.call('PUT', `/api/companies/${s.companyId}/changelog-settings`, {
      json: { trackOpens: true },
    });
    expect(on.body).toEqual({ trackOpens: true });
    expect((await s.owner.client.get(`/api/companies/${s.companyId}/changelog-settings`)).body).toEqual({
      trackOpens: true,
    });
    const entry = await insertPublishedEntry(sayso(), s.companyId, [s.idea.id]);
    await announce(sayso(), entry);
    await outboxSettled(sayso());
    const html = String(mailTo(s.voter.email, entry.title).html);
    const token = new RegExp(
      `<img src="${PUBLIC_URL}/api/changelog/open/([^"]+)\\.gif" width="1" height="1" alt="">`,
    ).exec(html)?.[1];
    expect(token).toBeTruthy();

    const opened = async () =>
      (
        await sayso()
          .db.select({ openedAt: changelogDeliveries.openedAt })
          .from(changelogDeliveries)
          .where(and(eq(changelogDeliveries.entryId, entry.id), eq(changelogDeliveries.email, s.voter.email)))
      )[0]?.openedAt;
    expect(await opened()).toBeNull();
    const pixel = await sayso().app.request(`http://localhost/api/changelog/open/${token}.gif`);
    expect(pixel.status).toBe(200);
    expect(pixel.headers.get('content-type')).toBe('image/gif');
    expect(
      Buffer.from(await pixel.arrayBuffer())
        .subarray(0, 6)
        .toString(),
    ).toBe('GIF89a');
    const firstOpen = await opened();
    expect(firstOpen).not.toBeNull();
    await sayso().app.request(`http://localhost/api/changelog/open/${token}.gif`);
    expect(await opened()).toBe(firstOpen);
    const opens = await sayso()
      .db.select()
      .from(changelogDeliveries)
      .where(eq(changelogDeliveries.entryId, entry.id));
    expect(opens.filter((row) => row.openedAt !== null)).toHaveLength(1);

    for (const bad of ['made-up', 'x'.repeat(500), '%27%3B--', 'no-suffix']) {
      const res = await sayso().app.request(`http://localhost/api/changelog/open/${bad}.gif`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/gif');
    }
  });

  it('tells only the askers who may see the board of the idea', async () => {
    const s = await scene();
    await comment(s.commenter.client, s.second.id, 'And here');
    const [teamBoard] = await sayso()
      .db.insert(boards)
      .values({
        companyId: s.companyId,
        name: 'Internal',
        slug: `internal-${s.second.id}`,
        visibility: 'team',
      })
      .returning();
    await sayso().db.update(ideas).set({ boardId: teamBoard?.id }).where(eq(ideas.id, s.second.id));
    await vote(s.member, s.second.id);
    const entry = await insertPublishedEntry(sayso(), s.companyId, [s.second.id]);
    await announce(sayso(), entry);
    await outboxSettled(sayso());
    // The team sees every board; the customers who asked before it moved hear nothing more.
    expect(recipientsOf(smtp, entry.title)).toEqual([s.memberEmail]);
  });
});
