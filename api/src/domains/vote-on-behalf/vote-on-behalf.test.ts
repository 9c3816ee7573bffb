/**
 * Votes on behalf of a customer (issue 28) through the real app, on SQLite and PostgreSQL: the
 * person is matched (identified person, account) or made, the vote counts once both ways (a 409
 * that changes nothing), the note and recorder are listed for the team only, the person gets
 * the idea's status e-mails through the outbox and its one-click unsubscribe stops them.
 */
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  insertMember,
  openSayso,
  ownerWithCompany,
  setPlan,
  submitIdea,
  useSayso,
} from '../../../test/helpers';
import { outboxSettled, person, recipientsOf, releaseHeld, vote } from '../../../test/notify-helpers';
import { recipient, startSmtp, type TestSmtp } from '../../../test/smtp';
import { type CreatedIdentifySecret, DEMAND_MESSAGES, type VoteOnBehalf } from '../../contract';
import { ideas, identifiedUsers, voteRecords, votes } from '../../db/schema';

const PUBLIC_URL = 'https://feedback.example.com';
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
const sayso = useSayso(() => openSayso({ SMTP_URL: smtp.url, PUBLIC_URL }));
afterAll(async () => {
  await smtp.close();
});

type Owner = Awaited<ReturnType<typeof ownerWithCompany>>;

async function scene() {
  const owner = await ownerWithCompany(sayso());
  const title = `Idea ${Math.random().toString(36).slice(2, 10)}`;
  const idea = await submitIdea(owner.client, owner.company.id, { title });
  return { owner, idea, title };
}

const onBehalf = (client: Client, ideaId: number, body: Record<string, unknown>) =>
  client.post(`/api/features/${ideaId}/votes/on-behalf`, body);

const votesOf = async (ideaId: number) =>
  (await sayso().db.select({ votes: ideas.votes }).from(ideas).where(eq(ideas.id, ideaId)))[0]?.votes;

describe('recording a vote on behalf', () => {
  it('makes an identified person with the attributes, counts the vote and keeps the note and recorder', async () => {
    const { owner, idea } = await scene();
    const res = await onBehalf(owner.client, idea.id, {
      email: 'Grace@Customer.test',
      name: 'Grace Hopper',
      company: 'Navy',
      plan: 'Enterprise',
      mrr: 1200.5,
      note: 'asked on the call of 3 March',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.votes).toBe(1);
    expect(res.body.record).toMatchObject({
      voter: { name: 'Grace Hopper', email: 'grace@customer.test' },
      company: 'Navy',
      plan: 'Enterprise',
      mrr: 1200.5,
      note: 'asked on the call of 3 March',
      recordedBy: { id: owner.id, name: 'Owner' },
    });
    const [personRow] = await sayso()
      .db.select()
      .from(identifiedUsers)
      .where(eq(identifiedUsers.userId, res.body.record.voter.userId));
    expect(personRow).toMatchObject({
      companyId: owner.company.id,
      externalId: 'on-behalf:grace@customer.test',
      companyName: 'Navy',
      plan: 'Enterprise',
      mrrCents: 120050,
    });
    const list = await owner.client.get<VoteOnBehalf[]>(`/api/features/${idea.id}/votes/on-behalf`);
    expect(list.body).toEqual([res.body.record]);
    expect(await votesOf(idea.id)).toBe(1);
  });

  it('counts once: the same address again is a 409 that changes nothing, and matches any case', async () => {
    const { owner, idea } = await scene();
    const body = { email: 'lin@customer.test', name: 'Lin' };
    expect((await onBehalf(owner.client, idea.id, body)).status).toBe(201);
    const again = await onBehalf(owner.client, idea.id, {
      ...body,
      email: 'LIN@customer.test',
      name: 'Other',
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(DEMAND_MESSAGES.alreadyVoted);
    expect(await votesOf(idea.id)).toBe(1);
    expect(
      await sayso()
        .db.select()
        .from(voteRecords)
        .innerJoin(votes, eq(votes.id, voteRecords.voteId))
        .where(eq(votes.ideaId, idea.id)),
    ).toHaveLength(1);
    const people = await sayso()
      .db.select()
      .from(identifiedUsers)
      .where(eq(identifiedUsers.companyId, owner.company.id));
    expect(people).toHaveLength(1);
  });

  it('matches an account by its address: its own vote before is a 409, its own vote after is "already voted"', async () => {
    const { owner, idea } = await scene();
    const account = await person(sayso(), 'Account Holder');
    const second = await submitIdea(owner.client, owner.company.id, { title: 'Second idea' });
    await vote(account.client, idea.id);
    expect((await onBehalf(owner.client, idea.id, { email: account.email, name: 'Account' })).status).toBe(
      409,
    );
    const recorded = await onBehalf(owner.client, second.id, { email: account.email, name: 'Account' });
    expect(recorded.status).toBe(201);
    expect(recorded.body.record.voter.userId).toBe(account.id);
    expect((await account.client.post(`/api/features/${second.id}/vote`)).status).toBe(409);
    expect(await votesOf(second.id)).toBe(1);
  });

  it("matches the host's identified person by address, and their widget vote later is the same voter's", async () => {
    const { owner, idea } = await scene();
    const secret = (
      await owner.client.post<CreatedIdentifySecret>(`/api/companies/${owner.company.id}/identify/secrets`)
    ).body;
    const second = await submitIdea(owner.client, owner.company.id, { title: 'Another idea' });
    // Recorded first: the host's token later takes the recorded person over.
    expect((await onBehalf(owner.client, idea.id, { email: 'kim@customer.test', name: 'Kim' })).status).toBe(
      201,
    );
    const jwt = await new SignJWT({
      sub: 'host-42',
      email: 'kim@customer.test',
      name: 'Kim K',
      plan: 'Scale',
    })
      .setProtectedHeader({ alg: 'HS256', kid: secret.kid })
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(secret.secret));
    const browser = new Client(sayso());
    const session = await browser.post('/api/identify/session', { slug: owner.company.slug, token: jwt });
    expect(session.status).toBe(200);
    const bearer = { headers: { authorization: `Bearer ${session.body.bearer}` } };
    expect((await browser.post(`/api/features/${idea.id}/vote`, undefined, bearer)).status).toBe(409);
    expect(await votesOf(idea.id)).toBe(1);
    // And a person the host identified first is matched by address when the team records.
    expect((await browser.post(`/api/features/${second.id}/vote`, undefined, bearer)).status).toBe(200);
    const again = await onBehalf(owner.client, second.id, { email: 'KIM@customer.test', name: 'Kim' });
    expect(again.status).toBe(409);
    const people = await sayso()
      .db.select()
      .from(identifiedUsers)
      .where(eq(identifiedUsers.companyId, owner.company.id));
    expect(people.map((row) => row.externalId)).toEqual(['host-42']);
  });

  it('refuses bad input with the field and changes nothing', async () => {
    const { owner, idea } = await scene();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ email: 'not-an-address', name: 'X' }, 'Please enter a valid email address'],
      [{ email: 'a@b.test', name: '  ' }, 'Name is required'],
      [{ email: 'a@b.test', name: 'X', mrr: -1 }, 'MRR must not be negative'],
      [{ email: 'a@b.test', name: 'X', mrr: '12' }, 'MRR must be a number'],
      [{ email: 'a@b.test', name: 'X', note: 'n'.repeat(501) }, 'Note must be at most 500 characters'],
    ];
    for (const [body, message] of cases) {
      const res = await onBehalf(owner.client, idea.id, body);
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await votesOf(idea.id)).toBe(0);
    expect(
      await sayso().db.select().from(identifiedUsers).where(eq(identifiedUsers.companyId, owner.company.id)),
    ).toEqual([]);
  });

  it('is the team’s only: 401 signed out, 403 off the team, 404 for an idea hidden from the caller', async () => {
    const { owner, idea } = await scene();
    const body = { email: 'z@customer.test', name: 'Z' };
    expect((await onBehalf(new Client(sayso()), idea.id, body)).status).toBe(401);
    const stranger = await person(sayso(), 'Stranger');
    expect((await onBehalf(stranger.client, idea.id, body)).status).toBe(403);
    expect((await stranger.client.get(`/api/features/${idea.id}/votes/on-behalf`)).status).toBe(403);
    await sayso().db.update(ideas).set({ private: true }).where(eq(ideas.id, idea.id));
    const hidden = await onBehalf(stranger.client, idea.id, body);
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe('Feature not found');
    // A member of a Business team may; the private idea is the team's.
    await setPlan(sayso(), owner.id, 'business');
    const member = await insertMember(sayso(), owner.company, 'member');
    const memberClient = new Client(sayso());
    memberClient.cookies.set('sayso_session', member.cookie.split('=')[1] as string);
    expect((await onBehalf(memberClient, idea.id, body)).status).toBe(201);
    expect((await onBehalf(owner.client, 999_999, body)).status).toBe(404);
  });
});

/** The one-click URL of a message's List-Unsubscribe header. */
function oneClickUrl(mail: ParsedMail): string {
  const line = mail.headerLines.find((header) => header.key === 'list-unsubscribe')?.line ?? '';
  return /<([^>]+)>/.exec(line)?.[1] ?? '';
}

async function setStatus(owner: Owner, id: number, status: string) {
  expect((await owner.client.patch(`/api/features/${id}`, { status })).status).toBe(200);
  await releaseHeld(sayso());
  await outboxSettled(sayso());
}

describe('status e-mails to a person voted for', () => {
  it('reach them through the outbox until they take the one-click unsubscribe', async () => {
    const { owner, idea, title } = await scene();
    expect((await onBehalf(owner.client, idea.id, { email: 'mail@customer.test', name: 'Mai' })).status).toBe(
      201,
    );
    await setStatus(owner, idea.id, 'planned');
    expect(recipientsOf(smtp, title)).toEqual(['mail@customer.test']);
    const mail = smtp.messages.find(
      (m) => recipient(m) === 'mail@customer.test' && m.subject?.includes(title),
    );
    expect(mail?.subject).toBe(`"${title}" is now Planned`);
    const res = await sayso().app.request(
      oneClickUrl(mail as ParsedMail).replace(PUBLIC_URL, 'http://localhost'),
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      },
    );
    expect(res.status).toBe(200);
    await setStatus(owner, idea.id, 'in_progress');
    expect(recipientsOf(smtp, title)).toEqual(['mail@customer.test']);
  });
});
