/**
 * Guest comments (issue 26): held until the e-mailed link is opened, invisible until then, the
 * link single-use and limited in time, and each sender limited per address and per e-mail.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  type Loose,
  openSayso,
  ownerOnPlan,
  ownerWithCompany,
  submitIdea,
  useSayso,
} from '../../../test/helpers';
import { guestComments, outbox } from '../../db/schema';
import { RATE_RULES } from '../../lib/rate-limit';
import { GUEST_LINK_TTL_MS, INVALID_GUEST_LINK } from './guest-comments';

const sayso = useSayso(() => openSayso({ RATE_LIMITS: 'on', TRUST_PROXY: '1' }));
let owner: Awaited<ReturnType<typeof ownerWithCompany>>;
let ideaId: number;
beforeAll(async () => {
  owner = await ownerWithCompany(sayso());
  ideaId = (await submitIdea(owner.client, owner.company.id)).id;
});

/** A visitor without an account. */
const guest = () => new Client(sayso());
const write = (client: Client, body: Record<string, unknown>, ip = randomIp()) =>
  client.post(`/api/features/${ideaId}/guest-comments`, body, { headers: { 'x-forwarded-for': ip } });
const randomIp = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
const uniqueEmail = () => `guest-${randomUUID().slice(0, 8)}@example.com`;

/** The token of the last link e-mailed to `email`. */
async function linkTokenFor(email: string): Promise<string> {
  const rows = await sayso().db.select().from(outbox).where(eq(outbox.toAddress, email));
  const text = rows.at(-1)?.textBody ?? '';
  const link = /https?:\/\/\S+/.exec(text)?.[0] ?? '';
  return new URL(link).searchParams.get('confirmComment') ?? '';
}

const thread = async () => (await new Client(sayso()).get(`/api/features/${ideaId}/comments`)).body;
const confirm = (token: string) =>
  new Client(sayso()).post(
    '/api/comments/confirm',
    { token },
    { headers: { 'x-forwarded-for': randomIp() } },
  );

describe('POST /api/features/{id}/guest-comments', () => {
  it('holds the comment unseen, e-mails a link to the idea, and the link publishes it once', async () => {
    const email = uniqueEmail();
    const before = (await thread()).length;
    const sent = await write(guest(), { name: 'Gus Guest', email, content: 'Please add this!' });
    expect(sent.status).toBe(202);
    expect(sent.body).toMatchObject({ pending: true });
    // Nobody sees it yet: not the public, not the owner.
    expect(await thread()).toHaveLength(before);
    const ownerThread = await owner.client.get(`/api/features/${ideaId}/comments`);
    expect(JSON.stringify(ownerThread.body)).not.toContain('Please add this!');

    const [mail] = await sayso().db.select().from(outbox).where(eq(outbox.toAddress, email));
    expect(mail?.subject).toBe(`Confirm your comment on ${owner.company.name}'s board`);
    expect(mail?.textBody).toContain(`/company/${owner.company.slug}/ideas/${ideaId}?confirmComment=`);

    const token = await linkTokenFor(email);
    const published = await confirm(token);
    expect(published.status).toBe(201);
    expect(published.body).toMatchObject({
      content: 'Please add this!',
      userName: 'Gus Guest',
      isTeam: false,
    });
    const after = await thread();
    expect(after).toHaveLength(before + 1);
    expect(JSON.stringify(after)).not.toContain(email);
    const idea = await new Client(sayso()).get(`/api/features/${ideaId}`);
    expect(idea.body.comments).toBe(before + 1);

    // Single use: the second click changes nothing.
    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(INVALID_GUEST_LINK);
    expect(await thread()).toHaveLength(before + 1);
  });

  it('refuses a wrong token and an expired link, publishing nothing', async () => {
    const before = (await thread()).length;
    for (const token of ['not-a-token', 'x'.repeat(43)]) {
      const res = await confirm(token);
      expect(res.status, token).toBe(400);
      expect(res.body.message).toBe(INVALID_GUEST_LINK);
    }
    expect((await confirm('')).status).toBe(400);

    const email = uniqueEmail();
    await write(guest(), { name: 'Late Guest', email, content: 'Too late' });
    const token = await linkTokenFor(email);
    const past = new Date(Date.now() - GUEST_LINK_TTL_MS - 1000).toISOString();
    await sayso().db.update(guestComments).set({ expiresAt: past }).where(eq(guestComments.email, email));
    const expired = await confirm(token);
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe(INVALID_GUEST_LINK);
    expect(await thread()).toHaveLength(before);
  });

  it('publishes nothing once the idea moved to a board the public may not see (404)', async () => {
    const business = await ownerOnPlan(sayso(), 'business');
    const boardsUrl = `/api/companies/${business.company.id}/boards`;
    const team = await business.client.post(boardsUrl, {
      name: 'Internal',
      slug: 'internal',
      visibility: 'team',
    });
    const idea = await submitIdea(business.client, business.company.id);
    const email = uniqueEmail();
    const sent = await guest().post(
      `/api/features/${idea.id}/guest-comments`,
      { name: 'Gus Guest', email, content: 'Seen by the team only?' },
      { headers: { 'x-forwarded-for': randomIp() } },
    );
    expect(sent.status).toBe(202);
    const teamBoard = (team.body as Loose[]).find((board) => board.slug === 'internal');
    const moved = await business.client.patch(`/api/features/${idea.id}`, { boardId: teamBoard?.id });
    expect(moved.status).toBe(200);

    const refused = await confirm(await linkTokenFor(email));
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('Feature not found');
    const teamThread = await business.client.get(`/api/features/${idea.id}/comments`);
    expect(JSON.stringify(teamThread.body)).not.toContain('Seen by the team only?');
  });

  it('answers 400 with field messages for bad input, 404 for an unknown idea, and stores nothing', async () => {
    const count = async () => (await sayso().db.select().from(guestComments)).length;
    const stored = await count();
    const bad = await write(guest(), { name: 'G', email: 'nope', content: '' });
    expect(bad.status).toBe(400);
    const paths = (bad.body.issues as { path: string }[]).map((issue) => issue.path).sort();
    expect(paths).toEqual(['content', 'email', 'name']);
    const missing = await guest().post('/api/features/99999999/guest-comments', {
      name: 'Gus',
      email: uniqueEmail(),
      content: 'Hi',
    });
    expect(missing.status).toBe(404);
    expect(await count()).toBe(stored);
  });

  it('limits each e-mail address and each client address (429), sending nothing more', async () => {
    const email = uniqueEmail();
    const perEmail = RATE_RULES.guestCommentEmail.limit;
    for (let n = 0; n < perEmail; n++)
      expect((await write(guest(), { name: 'Spam', email, content: `n${n}` })).status).toBe(202);
    const refused = await write(guest(), { name: 'Spam', email, content: 'one more' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many comments/);
    expect(await sayso().db.select().from(outbox).where(eq(outbox.toAddress, email))).toHaveLength(perEmail);

    const ip = '203.0.113.9';
    const perIp = RATE_RULES.guestComment.limit;
    for (let n = 0; n < perIp; n++)
      expect((await write(guest(), { name: 'Bot', email: uniqueEmail(), content: 'x' }, ip)).status).toBe(
        202,
      );
    expect((await write(guest(), { name: 'Bot', email: uniqueEmail(), content: 'x' }, ip)).status).toBe(429);
  });
});
