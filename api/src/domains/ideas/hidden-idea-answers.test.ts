/**
 * Issue 23: an idea an outsider may not see (merged into a private idea, held for review,
 * private) answers every public idea route exactly as an unknown id does: the same status and
 * body, with no text of the idea or of the idea it was merged into. The team keeps its view.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type Answer,
  Client,
  fastUser,
  insertMember,
  ownerOnPlan,
  submitIdea,
  useSayso,
} from '../../../test/helpers';
import { companyWithKey, servedDocument } from '../../../test/v1-client';
import { ideas } from '../../db/schema';

const sayso = useSayso();
const SECRET = 'Acquire Globex quietly';
const UNKNOWN = 2_000_000_000;

/** Every public route that takes an idea id, as (caller, id) → answer. */
const ROUTES: Record<string, (client: Client, id: number) => Promise<Answer>> = {
  'GET idea': (client, id) => client.get(`/api/features/${id}`),
  'GET comments': (client, id) => client.get(`/api/features/${id}/comments`),
  'POST comment': (client, id) => client.post(`/api/features/${id}/comments`, { content: 'Hello' }),
  'POST vote': (client, id) => client.post(`/api/features/${id}/vote`),
  'POST anonymous vote': (client, id) => client.post(`/api/features/${id}/anonymous-vote`),
  'GET activity': (client, id) => client.get(`/api/features/${id}/activity`),
};

/** A Business board with a secret idea A, B merged into it, then A made private; a held and a private idea. */
async function scene() {
  const owner = await ownerOnPlan(sayso(), 'business');
  const a = await submitIdea(owner.client, owner.company.id, { title: SECRET });
  const b = await submitIdea(owner.client, owner.company.id, { title: 'Public duplicate' });
  expect((await owner.client.post(`/api/features/${b.id}/merge`, { targetId: a.id })).status).toBe(200);
  expect((await owner.client.patch(`/api/features/${a.id}`, { private: true })).status).toBe(200);
  const held = await submitIdea(owner.client, owner.company.id, { title: `${SECRET} (held)` });
  await sayso().db.update(ideas).set({ held: true }).where(eq(ideas.id, held.id));
  const hidden = await submitIdea(owner.client, owner.company.id, { title: `${SECRET} (private)` });
  await sayso().db.update(ideas).set({ private: true }).where(eq(ideas.id, hidden.id));
  return { owner, a, states: { 'merged into private': b.id, held: held.id, private: hidden.id } };
}

describe('ideas an outsider may not see', () => {
  it('answer visitors and signed-in non-members on every idea route exactly as an unknown id', async () => {
    const { states } = await scene();
    const outsiders = {
      visitor: () => new Client(sayso()),
      'signed-in non-member': async () => (await fastUser(sayso(), 'Outsider')).client,
    };
    for (const [who, caller] of Object.entries(outsiders)) {
      for (const [route, call] of Object.entries(ROUTES)) {
        const unknown = await call(await caller(), UNKNOWN);
        for (const [state, id] of Object.entries(states)) {
          const answer = await call(await caller(), id);
          const label = `${who}, ${route}, ${state}`;
          expect({ status: answer.status, body: answer.body }, label).toEqual({
            status: unknown.status,
            body: unknown.body,
          });
          expect(JSON.stringify(answer.body), label).not.toContain(SECRET);
        }
      }
    }
  });

  it("answers another company's API key as an unknown id", async () => {
    const { states } = await scene();
    const { api } = await companyWithKey(sayso(), await servedDocument(sayso()));
    const unknown = await api.get(`/ideas/${UNKNOWN}`);
    expect(unknown.status).toBe(404);
    for (const id of Object.values(states)) {
      for (const path of [`/ideas/${id}`, `/ideas/${id}/comments`, `/ideas/${id}/votes`]) {
        const answer = await api.get(path);
        expect({ status: answer.status, body: answer.body }, path).toEqual({
          status: 404,
          body: unknown.body,
        });
      }
      const vote = await api.post(`/ideas/${id}/votes`, { externalId: 'someone' });
      expect({ status: vote.status, body: vote.body }).toEqual({ status: 404, body: unknown.body });
    }
  });

  it('the team keeps what it sees: the merged idea names its private target', async () => {
    const { owner, a, states } = await scene();
    const member = await insertMember(sayso(), owner.company, 'member');
    const client = new Client(sayso());
    client.cookies.set('sayso_session', member.cookie.split('=')[1] as string);
    const merged = states['merged into private'];
    const read = await client.get(`/api/features/${merged}`);
    expect(read.status).toBe(200);
    expect(read.body.mergedInto).toEqual({ id: a.id, title: SECRET });
    const vote = await client.post(`/api/features/${merged}/vote`);
    expect(vote).toMatchObject({ status: 409, body: { message: `This idea was merged into "${SECRET}"` } });
    expect((await client.get(`/api/features/${states.private}/comments`)).status).toBe(200);
    expect((await client.get(`/api/features/${states.held}/activity`)).status).toBe(200);
  });
});
