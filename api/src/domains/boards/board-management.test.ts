/**
 * The team's board management through the real router (issue 27): create within the plan's
 * count (Free 1, Pro 3, Business unlimited), restricted boards on Business only, clear refusals
 * of bad input, rename, reorder (the first board is the default) and delete with moveTo.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  Client,
  fastUser,
  type Loose,
  ownerOnPlan,
  ownerWithCompany,
  submitIdea,
  useSayso,
} from '../../../test/helpers';
import { BOARD_MESSAGES, entitlementMessage } from '../../contract';
import { votes } from '../../db/schema';

const sayso = useSayso();

const settings = async (client: Client, companyId: number) =>
  (await client.get(`/api/companies/${companyId}/board-settings`)).body as Loose[];
const addBoard = (client: Client, companyId: number, body: Record<string, unknown>) =>
  client.post(`/api/companies/${companyId}/boards`, body);

describe("the team's board management", () => {
  it('holds Free to one board and Pro to three, naming the way up', async () => {
    const free = await ownerWithCompany(sayso());
    const refused = await addBoard(free.client, free.company.id, { name: 'Second', slug: 'second' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('The Free plan allows 1 board; upgrade to Pro for more');
    const pro = await ownerOnPlan(sayso(), 'pro');
    for (const slug of ['two', 'three'])
      expect((await addBoard(pro.client, pro.company.id, { name: slug, slug })).status).toBe(201);
    const fourth = await addBoard(pro.client, pro.company.id, { name: 'Four', slug: 'four' });
    expect(fourth.status).toBe(403);
    expect(fourth.body.message).toBe('The Pro plan allows 3 boards; upgrade to Business for more');
    const business = await ownerOnPlan(sayso(), 'business');
    for (const slug of ['two', 'three', 'four'])
      expect((await addBoard(business.client, business.company.id, { name: slug, slug })).status).toBe(201);
  });

  it('keeps restricted boards to Business and refuses bad input and taken addresses', async () => {
    const pro = await ownerOnPlan(sayso(), 'pro');
    const restricted = {
      name: 'Customers',
      slug: 'customers',
      visibility: 'restricted',
      emailDomains: ['acme.com'],
    };
    const refused = await addBoard(pro.client, pro.company.id, restricted);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(entitlementMessage('restrictedBoards'));
    const business = await ownerOnPlan(sayso(), 'business');
    const made = await addBoard(business.client, business.company.id, {
      ...restricted,
      attributeRules: [{ attribute: 'plan', value: 'enterprise' }],
    });
    expect(made.status).toBe(201);
    expect(made.body[1]).toMatchObject({
      visibility: 'restricted',
      emailDomains: ['acme.com'],
      attributeRules: [{ attribute: 'plan', value: 'enterprise' }],
    });
    const taken = await addBoard(business.client, business.company.id, { name: 'Again', slug: 'customers' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(BOARD_MESSAGES.taken);
    for (const [body, message] of [
      [{ name: '', slug: 'x1' }, 'Please enter a board name'],
      [
        { name: 'Bad', slug: 'Not A Slug' },
        'Board address may hold lower-case letters, digits and single hyphens',
      ],
      [
        { name: 'Bad', slug: 'bad', visibility: 'secret' },
        'Visibility must be one of: public, team, restricted',
      ],
      [
        { name: 'Bad', slug: 'bad', emailDomains: ['not a domain'] },
        'Each e-mail domain must look like example.com',
      ],
      [
        { name: 'Bad', slug: 'bad', attributeRules: [{ attribute: 'mrr', value: '1' }] },
        "A rule's attribute must be one of: plan, company",
      ],
    ] as const) {
      const res = await addBoard(business.client, business.company.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await settings(business.client, business.company.id)).toHaveLength(2);
  });

  it('renames, describes, changes visibility and reorders; the first board becomes the default', async () => {
    const owner = await ownerOnPlan(sayso(), 'pro');
    const [first] = await settings(owner.client, owner.company.id);
    const second = (await addBoard(owner.client, owner.company.id, { name: 'Mobile', slug: 'mobile' }))
      .body[1];
    const changed = await owner.client.patch(`/api/companies/${owner.company.id}/boards/${second.id}`, {
      name: 'Mobile app',
      description: 'The iOS and Android apps',
      visibility: 'team',
    });
    expect(changed.status).toBe(200);
    expect(changed.body[1]).toMatchObject({
      name: 'Mobile app',
      description: 'The iOS and Android apps',
      visibility: 'team',
      slug: 'mobile',
    });
    const restricted = await owner.client.patch(`/api/companies/${owner.company.id}/boards/${second.id}`, {
      visibility: 'restricted',
    });
    expect(restricted.status).toBe(403);
    const order = await owner.client.patch(`/api/companies/${owner.company.id}/boards`, {
      ids: [second.id, first.id],
    });
    expect(order.body.map((board: Loose) => board.id)).toEqual([second.id, first.id]);
    expect((await submitIdea(owner.client, owner.company.id)).boardId).toBe(second.id);
    const partial = await owner.client.patch(`/api/companies/${owner.company.id}/boards`, {
      ids: [second.id],
    });
    expect(partial.status).toBe(400);
    expect(partial.body.message).toBe(BOARD_MESSAGES.order);
    const unknown = await owner.client.patch(`/api/companies/${owner.company.id}/boards/999999`, {
      name: 'X',
    });
    expect(unknown.status).toBe(404);
  });

  it('never deletes the last board, and moves a board’s ideas with their votes to the board named', async () => {
    const owner = await ownerOnPlan(sayso(), 'pro');
    const [first] = await settings(owner.client, owner.company.id);
    const last = await owner.client.delete(`/api/companies/${owner.company.id}/boards/${first.id}`);
    expect(last.status).toBe(400);
    expect(last.body.message).toBe(BOARD_MESSAGES.lastBoard);
    const second = (await addBoard(owner.client, owner.company.id, { name: 'Mobile', slug: 'mobile' }))
      .body[1];
    const idea = await submitIdea(owner.client, owner.company.id, { boardId: second.id });
    const voter = await fastUser(sayso(), 'Voter');
    await voter.client.post(`/api/features/${idea.id}/vote`);
    const path = `/api/companies/${owner.company.id}/boards/${second.id}`;
    const noTarget = await owner.client.delete(path);
    expect(noTarget.status).toBe(400);
    expect(noTarget.body.message).toBe(BOARD_MESSAGES.moveTo);
    expect((await owner.client.delete(`${path}?moveTo=${second.id}`)).body.message).toBe(
      BOARD_MESSAGES.moveToSelf,
    );
    expect((await owner.client.delete(`${path}?moveTo=abc`)).status).toBe(400);
    expect((await owner.client.delete(`${path}?moveTo=99999999999`)).body.message).toBe(
      BOARD_MESSAGES.otherCompany,
    );
    const stranger = await ownerWithCompany(sayso());
    const [theirs] = await settings(stranger.client, stranger.company.id);
    const foreign = await owner.client.delete(`${path}?moveTo=${theirs.id}`);
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe(BOARD_MESSAGES.otherCompany);
    expect(await settings(owner.client, owner.company.id)).toHaveLength(2);

    const deleted = await owner.client.delete(`${path}?moveTo=${first.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual([expect.objectContaining({ id: first.id, ideaCount: 1 })]);
    const moved = await new Client(sayso()).get(`/api/features/${idea.id}`);
    expect(moved.body).toMatchObject({ boardId: first.id, votes: 1 });
    expect(await sayso().db.select().from(votes).where(eq(votes.ideaId, idea.id))).toHaveLength(1);
  });
});
