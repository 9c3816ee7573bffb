/**
 * Mentions (issue 28) end to end: real HTTP, the real outbox, a local SMTP server. A team member
 * mentioned in a team comment or note gets one e-mail, respecting their settings; anyone else's
 * id stays text; suggestions come only from the team, only for the team.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, insertMember, openSayso, ownerOnPlan, submitIdea, useSayso } from '../../../test/helpers';
import { outboxSettled, person, recipientsOf } from '../../../test/notify-helpers';
import { startSmtp, type TestSmtp } from '../../../test/smtp';
import { mentionedIds } from '../team/mentions';

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
const sayso = useSayso(() => openSayso({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://feedback.example.com' }));
afterAll(async () => {
  await smtp.close();
});

async function teamOfTwo() {
  const owner = await ownerOnPlan(sayso(), 'business');
  const row = await insertMember(sayso(), owner.company, 'member');
  const member = { client: new Client(sayso()), id: row.id, email: row.email };
  member.client.cookies.set('sayso_session', row.cookie.split('=')[1] as string);
  return { owner, member };
}

const mention = (name: string, id: number) => `@[${name}](mention:${id})`;

describe('mentionedIds', () => {
  it('finds each mentioned id once, and nothing in look-alikes', () => {
    expect(mentionedIds('@[Ada](mention:12) and @[Ada](mention:12), @[Bo](mention:7)')).toEqual([12, 7]);
    expect(mentionedIds('[Ada](mention:12) @[Ada](https://x) @[](mention:3) @[A](mention:0)')).toEqual([]);
  });
});

describe('GET /api/companies/{id}/team/mentionable', () => {
  it('answers the team in force matching q, to the team only', async () => {
    const { owner, member } = await teamOfTwo();
    const url = `/api/companies/${owner.company.id}/team/mentionable`;
    const all = await member.client.get(url);
    expect(all.status).toBe(200);
    expect(all.body).toEqual([
      { id: owner.id, name: 'Owner', avatarUrl: null },
      { id: member.id, name: 'Member', avatarUrl: null },
    ]);
    expect((await owner.client.get(`${url}?q=mem`)).body.map((m: { id: number }) => m.id)).toEqual([
      member.id,
    ]);
    expect((await owner.client.get(`${url}?q=${'x'.repeat(81)}`)).status).toBe(400);
    expect((await new Client(sayso()).get(url)).status).toBe(401);
    const outsider = await person(sayso(), 'Outsider');
    expect((await outsider.client.get(url)).status).toBe(403);
  });
});

describe('the mention e-mail', () => {
  it('reaches a mentioned teammate once, quoting the comment; never the author or anyone off the team', async () => {
    const { owner, member } = await teamOfTwo();
    const outsider = await person(sayso(), 'Outsider');
    const idea = await submitIdea(outsider.client, owner.company.id, { title: `Exports ${Date.now()}` });
    const content = `${mention('Member', member.id)} ${mention('Member', member.id)} ${mention('Owner', owner.id)} ${mention('Outsider', outsider.id)} can you check **this**?`;
    expect((await owner.client.post(`/api/features/${idea.id}/comments`, { content })).status).toBe(201);
    await outboxSettled(sayso());
    const subject = `Owner mentioned you on "${idea.title}"`;
    expect(recipientsOf(smtp, subject)).toEqual([member.email]);
    const mail = smtp.messages.find((m) => m.subject === subject);
    expect(mail?.text).toContain(content);
    // The HTML part renders the mention as the board does.
    expect(mail?.html).toContain('class="mention"');
    expect(mail?.text).toContain(`/company/${owner.company.slug}/ideas/${idea.id}`);
    // Its one-click unsubscribe turns mentions off, and only mentions.
    const line = mail?.headerLines.find((header) => header.key === 'list-unsubscribe')?.line ?? '';
    const oneClick = /<([^>]+)>/.exec(line)?.[1] ?? '';
    const res = await sayso().app.request(
      oneClick.replace('https://feedback.example.com', 'http://localhost'),
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      },
    );
    expect(res.status).toBe(200);
    expect((await member.client.get('/api/account/notifications')).body).toMatchObject({
      mentions: false,
      ideaUpdates: true,
    });
  });

  it('goes for an internal note too, which e-mails no follower', async () => {
    const { owner, member } = await teamOfTwo();
    const follower = await person(sayso(), 'Follower');
    const idea = await submitIdea(follower.client, owner.company.id, { title: `Notes ${Date.now()}` });
    const content = `${mention('Owner', owner.id)} worth it?`;
    const res = await member.client.post(`/api/features/${idea.id}/comments`, { content, internal: true });
    expect(res.status).toBe(201);
    await outboxSettled(sayso());
    expect(recipientsOf(smtp, `Member mentioned you on "${idea.title}"`)).toHaveLength(1);
    expect(recipientsOf(smtp, idea.title).filter((to) => to === follower.email)).toEqual([]);
  });

  it('respects the mentions setting, and a customer’s mentions e-mail no one', async () => {
    const { owner, member } = await teamOfTwo();
    const settings = await member.client.patch('/api/account/notifications', { mentions: false });
    expect(settings.body).toMatchObject({ mentions: false });
    const idea = await submitIdea(owner.client, owner.company.id, { title: `Quiet ${Date.now()}` });
    await owner.client.post(`/api/features/${idea.id}/comments`, { content: mention('Member', member.id) });
    const customer = await person(sayso(), 'Customer');
    await customer.client.post(`/api/features/${idea.id}/comments`, { content: mention('Owner', owner.id) });
    await outboxSettled(sayso());
    expect(recipientsOf(smtp, `mentioned you on "${idea.title}"`)).toEqual([]);
  });
});
