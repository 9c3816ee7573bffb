import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  cookieLine,
  fastUser,
  ownerWithCompany,
  sessionCookie,
  submitIdea,
  useSayso,
} from '../../../test/helpers';
import { users, votes } from '../../db/schema';
import { hashPassword } from '../users/passwords';

let owner: Awaited<ReturnType<typeof ownerWithCompany>>;
const sayso = useSayso();
beforeAll(async () => {
  owner = await ownerWithCompany(sayso());
});

const voteRows = async (featureId: number) =>
  (await sayso().db.select({ n: count() }).from(votes).where(eq(votes.ideaId, featureId)))[0]?.n;
const votesOf = async (featureId: number) =>
  (await new Client(sayso()).get(`/api/features/${featureId}`)).body.votes as number;

describe('POST /api/features/{id}/vote', () => {
  it('answers 401 signed out and 404 for unknown ids', async () => {
    const idea = await submitIdea(owner.client, owner.company.id);
    const res = await new Client(sayso()).post(`/api/features/${idea.id}/vote`);
    expect(res.status).toBe(401);
    const user = await fastUser(sayso());
    for (const id of ['abc', '0', '99999999', '99999999999999999999']) {
      const missing = await user.client.post(`/api/features/${id}/vote`);
      expect(missing.status, id).toBe(404);
      expect(missing.body.message).toBe('Feature not found');
    }
    expect(await votesOf(idea.id)).toBe(0);
  });

  it('counts one vote per user: { votes, voted: true }, then 409 with the count unchanged', async () => {
    const idea = await submitIdea(owner.client, owner.company.id);
    const user = await fastUser(sayso());
    const first = await user.client.post(`/api/features/${idea.id}/vote`);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ votes: 1, voted: true });
    const again = await user.client.post(`/api/features/${idea.id}/vote`);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'You have already voted for this idea' });
    expect(await votesOf(idea.id)).toBe(1);
    expect(await voteRows(idea.id)).toBe(1);
    const second = await fastUser(sayso());
    expect((await second.client.post(`/api/features/${idea.id}/vote`)).body).toEqual({
      votes: 2,
      voted: true,
    });
  });
});

describe('POST /api/features/{id}/anonymous-vote', () => {
  it('issues an httpOnly SameSite=None; Secure; Partitioned visitor cookie; a repeat with it is 409', async () => {
    const idea = await submitIdea(owner.client, owner.company.id);
    const visitor = new Client(sayso());
    const first = await visitor.post(`/api/features/${idea.id}/anonymous-vote`);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ votes: 1, voted: true });
    const cookie = cookieLine(first, 'sayso_visitor');
    expect(cookie).toMatchObject({
      httponly: true,
      secure: true,
      partitioned: true,
      samesite: 'None',
      path: '/',
    });
    expect(String(cookie?.value)).toMatch(/^[0-9a-f-]{36}\.[\w-]{43}$/);
    const again = await visitor.post(`/api/features/${idea.id}/anonymous-vote`);
    expect(again.status).toBe(409);
    expect(again.setCookies).toEqual([]); // the same visitor keeps the same id
    expect(await votesOf(idea.id)).toBe(1);
    // Another browser (no cookie) is another visitor.
    expect((await new Client(sayso()).post(`/api/features/${idea.id}/anonymous-vote`)).body.votes).toBe(2);
  });

  it('answers 404 for unknown ids and sets no cookie', async () => {
    for (const id of ['abc', '99999999', '99999999999999999999']) {
      const res = await new Client(sayso()).post(`/api/features/${id}/anonymous-vote`);
      expect(res.status, id).toBe(404);
      expect(res.setCookies).toEqual([]);
    }
  });

  it('ignores a forged visitor id and issues a real one', async () => {
    const idea = await submitIdea(owner.client, owner.company.id);
    const visitor = new Client(sayso());
    visitor.cookies.set('sayso_visitor', 'not-a-uuid');
    const res = await visitor.post(`/api/features/${idea.id}/anonymous-vote`);
    expect(res.status).toBe(200);
    expect(visitor.cookies.get('sayso_visitor')).toMatch(/^[0-9a-f-]{36}\.[\w-]{43}$/);
  });
});

describe("the board's voted flag follows the caller", () => {
  it('is true only for the user or visitor who voted', async () => {
    const { client, company } = await ownerWithCompany(sayso());
    const a = await submitIdea(client, company.id, { title: 'Idea number A' });
    const b = await submitIdea(client, company.id, { title: 'Idea number B' });
    const voter = await fastUser(sayso());
    const visitor = new Client(sayso());
    await voter.client.post(`/api/features/${b.id}/vote`);
    await visitor.post(`/api/features/${a.id}/anonymous-vote`);
    await visitor.post(`/api/features/${b.id}/anonymous-vote`);

    const board = async (caller: Client) => {
      const res = await caller.get(`/api/companies/${company.slug}/features`);
      expect(res.status).toBe(200);
      return Object.fromEntries(res.body.map((f: { title: string; voted: boolean }) => [f.title, f.voted]));
    };
    expect(await board(voter.client)).toEqual({ 'Idea number A': false, 'Idea number B': true });
    expect(await board(visitor)).toEqual({ 'Idea number A': true, 'Idea number B': true });
    expect(await board(new Client(sayso()))).toEqual({ 'Idea number A': false, 'Idea number B': false });
    expect(await board(client)).toEqual({ 'Idea number A': false, 'Idea number B': false });
    // Most votes first.
    const list = (await new Client(sayso()).get(`/api/companies/${company.slug}/features`)).body;
    expect(list.map((f: { id: number; votes: number }) => [f.id, f.votes])).toEqual([
      [b.id, 2],
      [a.id, 1],
    ]);
    expect((await voter.client.get(`/api/features/${b.id}`)).body.voted).toBe(true);
    expect((await voter.client.get(`/api/features/${a.id}`)).body.voted).toBe(false);
  });
});

describe('concurrency', () => {
  it('counts exactly 500 when 500 distinct users vote at once', async () => {
    const idea = await submitIdea(owner.client, owner.company.id);
    const passwordHash = await hashPassword('shared-password-for-load');
    const rows = await sayso()
      .db.insert(users)
      .values(
        Array.from({ length: 500 }, (_, i) => ({
          name: `Voter ${i}`,
          email: `load-${i}@example.com`,
          username: `load-${i}`,
          passwordHash,
        })),
      )
      .returning({ id: users.id });
    const cookies = await Promise.all(rows.map(({ id }) => sessionCookie(sayso(), id)));
    const answers = await Promise.all(
      cookies.map((cookie) =>
        sayso().app.request(`http://localhost/api/features/${idea.id}/vote`, {
          method: 'POST',
          headers: { cookie },
        }),
      ),
    );
    expect(answers.map((res) => res.status).filter((status) => status !== 200)).toEqual([]);
    const counts = await Promise.all(
      answers.map(async (res) => ((await res.json()) as { votes: number }).votes),
    );
    expect(new Set(counts).size).toBe(500); // every vote saw its own count: none lost
    expect(Math.max(...counts)).toBe(500);
    expect(await votesOf(idea.id)).toBe(500);
    expect(await voteRows(idea.id)).toBe(500);
  });

  it('counts exactly 1 when one user races 30 votes, and exactly 1 for one visitor', async () => {
    const idea = await submitIdea(owner.client, owner.company.id);
    const user = await fastUser(sayso());
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => user.client.post(`/api/features/${idea.id}/vote`)),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(29);
    expect(await votesOf(idea.id)).toBe(1);

    const visitor = new Client(sayso());
    await visitor.post(`/api/features/${idea.id}/anonymous-vote`); // gets the visitor cookie
    const anonymous = await Promise.all(
      Array.from({ length: 30 }, () => visitor.post(`/api/features/${idea.id}/anonymous-vote`)),
    );
    expect(anonymous.every((res) => res.status === 409)).toBe(true);
    expect(await votesOf(idea.id)).toBe(2);
    expect(await voteRows(idea.id)).toBe(2);
  });
});
