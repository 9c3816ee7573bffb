/** One person, one vote per idea whichever route; visitor ids are signed by the server (issue 10 items 3, 4). */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, cookieLine, fastUser, ownerWithCompany, submitIdea, useSayso } from '../../../test/helpers';
import { votes } from '../../db/schema';

let owner: Awaited<ReturnType<typeof ownerWithCompany>>;
const sayso = useSayso();
beforeAll(async () => {
  owner = await ownerWithCompany(sayso());
});

const voteRows = async (featureId: number) =>
  await sayso().db.select().from(votes).where(eq(votes.ideaId, featureId));

describe('a signed-in user votes once per idea, whichever route', () => {
  it('refuses /anonymous-vote with 409 after /vote, and counts one vote', async () => {
    const idea = await submitIdea(owner.client, owner.company.id);
    const user = await fastUser(sayso());
    expect((await user.client.post(`/api/features/${idea.id}/vote`)).status).toBe(200);
    const again = await user.client.post(`/api/features/${idea.id}/anonymous-vote`);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'You have already voted for this idea' });
    expect(await voteRows(idea.id)).toHaveLength(1);
  });

  it('counts a signed-in /anonymous-vote as that user, so /vote afterwards is a 409', async () => {
    const idea = await submitIdea(owner.client, owner.company.id);
    const user = await fastUser(sayso());
    const first = await user.client.post(`/api/features/${idea.id}/anonymous-vote`);
    expect(first.body).toEqual({ votes: 1, voted: true });
    expect(await voteRows(idea.id)).toMatchObject([{ userId: user.id, visitorId: null }]);
    expect((await user.client.post(`/api/features/${idea.id}/vote`)).status).toBe(409);
    expect(await voteRows(idea.id)).toHaveLength(1);
  });
});

describe('signed visitor ids', () => {
  it('issues a signed id, stores only its id part, and keeps recognising it', async () => {
    const idea = await submitIdea(owner.client, owner.company.id);
    const visitor = new Client(sayso());
    const res = await visitor.post(`/api/features/${idea.id}/anonymous-vote`);
    const value = String(cookieLine(res, 'sayso_visitor')?.value);
    const [id, mac] = value.split('.');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(mac).toMatch(/^[\w-]{43}$/);
    expect(await voteRows(idea.id)).toMatchObject([{ visitorId: id, userId: null }]);
    expect((await visitor.post(`/api/features/${idea.id}/anonymous-vote`)).status).toBe(409);
    expect((await visitor.get(`/api/features/${idea.id}`)).body.voted).toBe(true);
  });

  it.each([
    ['an unsigned id', () => crypto.randomUUID()],
    ['a forged signature', () => `${crypto.randomUUID()}.${'A'.repeat(43)}`],
    [
      'another id with a valid signature',
      (signed: string) => `${crypto.randomUUID()}.${signed.split('.')[1]}`,
    ],
  ])('treats %s as no visitor id and issues a new one', async (_, forge) => {
    const idea = await submitIdea(owner.client, owner.company.id);
    const honest = new Client(sayso());
    const issued = await honest.post(`/api/features/${idea.id}/anonymous-vote`);
    const forged = forge(String(cookieLine(issued, 'sayso_visitor')?.value));
    const attacker = new Client(sayso());
    attacker.cookies.set('sayso_visitor', forged);
    const res = await attacker.post(`/api/features/${idea.id}/anonymous-vote`);
    expect(res.status).toBe(200);
    const fresh = String(cookieLine(res, 'sayso_visitor')?.value);
    expect(fresh).not.toBe(forged);
    const forgedId = forged.split('.')[0];
    expect((await voteRows(idea.id)).map((row) => row.visitorId)).not.toContain(forgedId);
    expect((await voteRows(idea.id)).map((row) => row.visitorId)).toContain(fresh.split('.')[0]);
  });

  it('does not let a copied id vote as its owner under a forged cookie', async () => {
    const idea = await submitIdea(owner.client, owner.company.id);
    const honest = new Client(sayso());
    const issued = await honest.post(`/api/features/${idea.id}/anonymous-vote`);
    const id = String(cookieLine(issued, 'sayso_visitor')?.value).split('.')[0] as string;
    const copycat = new Client(sayso());
    copycat.cookies.set('sayso_visitor', id);
    expect((await copycat.get(`/api/features/${idea.id}`)).body.voted).toBe(false);
  });
});
