/**
 * Boards through the real router (issue 27): every new company has its default board, new ideas
 * land on a board of their company (the default unless named), idea answers carry `boardId`, the
 * team manages its boards within its plan, and the public list shows only what the caller may see.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertMember } from '../../../test/fixtures';
import {
  Client,
  fastUser,
  ideaBody,
  type Loose,
  ownerOnPlan,
  ownerWithCompany,
  setPlan,
  submitIdea,
  useSayso,
} from '../../../test/helpers';
import { companyWithKey, servedDocument, V1_IDEA } from '../../../test/v1-client';
import { BOARD_MESSAGES, DEFAULT_BOARD, entitlementMessage } from '../../contract';
import { ideas, votes } from '../../db/schema';

const sayso = useSayso();

const settings = async (client: Client, companyId: number) =>
  (await client.get(`/api/companies/${companyId}/board-settings`)).body as Loose[];
const addBoard = (client: Client, companyId: number, body: Record<string, unknown>) =>
  client.post(`/api/companies/${companyId}/boards`, body);
const ideaCount = async () => (await sayso().db.select().from(ideas)).length;

describe('a new company', () => {
  it('has its default board, public, and lists it publicly', async () => {
    const owner = await ownerWithCompany(sayso());
    const boards = await settings(owner.client, owner.company.id);
    expect(boards).toHaveLength(1);
    expect(boards[0]).toMatchObject({
      name: DEFAULT_BOARD.name,
      slug: DEFAULT_BOARD.slug,
      visibility: 'public',
      position: 0,
      ideaCount: 0,
      emailDomains: [],
      attributeRules: [],
    });
    const open = await new Client(sayso()).get(`/api/companies/${owner.company.slug}/boards`);
    expect(open.body).toEqual([
      {
        id: boards[0].id,
        name: 'Feature Requests',
        slug: 'feature-requests',
        description: null,
        position: 0,
        visibility: 'public',
      },
    ]);
  });
});

describe('a new idea', () => {
  it("lands on the company's default board unless a board of the company is named", async () => {
    const owner = await ownerOnPlan(sayso(), 'pro');
    const [first] = await settings(owner.client, owner.company.id);
    const second = (
      await addBoard(owner.client, owner.company.id, { name: 'Mobile', slug: 'mobile' })
    ).body.find((board: Loose) => board.slug === 'mobile');
    const plain = await submitIdea(owner.client, owner.company.id);
    expect(plain.boardId).toBe(first.id);
    const named = await submitIdea(owner.client, owner.company.id, { boardId: second.id });
    expect(named.boardId).toBe(second.id);
    const [row] = await sayso().db.select().from(ideas).where(eq(ideas.id, named.id));
    expect(row?.boardId).toBe(second.id);
    const page = await new Client(sayso()).get(`/api/features/${named.id}`);
    expect(page.body.boardId).toBe(second.id);
    expect((await settings(owner.client, owner.company.id)).map((board) => board.ideaCount)).toEqual([1, 1]);
  });

  it("refuses another company's board, or a malformed one, and stores nothing", async () => {
    const owner = await ownerWithCompany(sayso());
    const stranger = await ownerWithCompany(sayso());
    const [theirs] = await settings(stranger.client, stranger.company.id);
    const before = await ideaCount();
    const refused = await owner.client.post('/api/features', {
      title: 'Dark mode please',
      description: 'A dark theme for late-night triage sessions.',
      category: 'other',
      companyId: owner.company.id,
      boardId: theirs.id,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(BOARD_MESSAGES.otherCompany);
    const malformed = await owner.client.post('/api/features', {
      title: 'Dark mode please',
      description: 'A dark theme for late-night triage sessions.',
      category: 'other',
      companyId: owner.company.id,
      boardId: 'mobile',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('boardId must be a board id');
    // Past a 32-bit id (PostgreSQL's integer): the same refusal, not a 500.
    const huge = await owner.client.post('/api/features', {
      title: 'Dark mode please',
      description: 'A dark theme for late-night triage sessions.',
      category: 'other',
      companyId: owner.company.id,
      boardId: 99_999_999_999,
    });
    expect(huge.status).toBe(400);
    expect(huge.body.message).toBe(BOARD_MESSAGES.otherCompany);
    expect(await ideaCount()).toBe(before);
  });

  it('takes no idea on a board the author may not see, and none past the plan after a downgrade', async () => {
    const owner = await ownerOnPlan(sayso(), 'business');
    const made = await addBoard(owner.client, owner.company.id, {
      name: 'Internal',
      slug: 'internal',
      visibility: 'team',
    });
    const internal = made.body[1];
    await addBoard(owner.client, owner.company.id, { name: 'Mobile', slug: 'mobile' });
    const stranger = await fastUser(sayso(), 'Stranger');
    const body = ideaBody(owner.company.id, { boardId: internal.id });
    for (const [client, path] of [
      [stranger.client, '/api/features'],
      [new Client(sayso()), '/api/features/anonymous'],
    ] as const) {
      const refused = await client.post(path, body);
      expect(refused.status, path).toBe(400);
      expect(refused.body.message).toBe(BOARD_MESSAGES.otherCompany);
    }
    expect((await submitIdea(owner.client, owner.company.id, { boardId: internal.id })).boardId).toBe(
      internal.id,
    );

    // Down to Free: every board stays, the first still takes ideas, the others take none.
    await setPlan(sayso(), owner.id, 'free');
    const boards = await settings(owner.client, owner.company.id);
    expect(boards.map((board) => board.slug)).toEqual(['feature-requests', 'internal', 'mobile']);
    const past = await owner.client.post(
      '/api/features',
      ideaBody(owner.company.id, { boardId: boards[2].id }),
    );
    expect(past.status).toBe(403);
    expect(past.body.message).toBe('This board takes no new ideas: the Free plan allows 1 board');
    expect((await submitIdea(owner.client, owner.company.id)).boardId).toBe(boards[0].id);
  });

  it('carries boardId on the v1 API, which refuses a board of another company', async () => {
    const doc = await servedDocument(sayso());
    const { api, owner } = await companyWithKey(sayso(), doc);
    const [board] = await settings(owner.client, owner.company.id);
    const created = await api.post('/ideas', V1_IDEA);
    expect(created.status).toBe(201);
    expect(created.body.boardId).toBe(board.id);
    expect((await api.get(`/ideas/${created.body.id}`)).body.boardId).toBe(board.id);
    const stranger = await ownerWithCompany(sayso());
    const [theirs] = await settings(stranger.client, stranger.company.id);
    const refused = await api.post('/ideas', { ...V1_IDEA, boardId: theirs.id });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(BOARD_MESSAGES.otherCompany);
    const schema = doc.components.schemas.Idea;
    expect(schema.required).toContain('boardId');
    const listed = await api.get('/boards');
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      {
        id: board.id,
        name: 'Feature Requests',
        slug: 'feature-requests',
        description: null,
        position: 0,
        visibility: 'public',
      },
    ]);
  });
});

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

describe('GET /api/companies/{slug}/boards', () => {
  let scene: { slug: string; member: Client; owner: Client; names: string[] };
  beforeAll(async () => {
    const owner = await ownerOnPlan(sayso(), 'business');
    for (const [slug, visibility] of [
      ['internal', 'team'],
      ['customers', 'restricted'],
    ])
      await addBoard(owner.client, owner.company.id, {
        name: slug,
        slug,
        visibility,
        emailDomains: ['acme.com'],
      });
    const member = await insertMember(sayso(), owner.company, 'member');
    const memberClient = new Client(sayso());
    memberClient.cookies.set('sayso_session', member.cookie.split('=')[1] as string);
    scene = { slug: owner.company.slug, member: memberClient, owner: owner.client, names: [] };
  });
  const names = async (client: Client) =>
    ((await client.get(`/api/companies/${scene.slug}/boards`)).body as Loose[]).map((board) => board.slug);

  it('shows a visitor and another account the public boards only', async () => {
    expect(await names(new Client(sayso()))).toEqual(['feature-requests']);
    expect(await names((await fastUser(sayso(), 'Stranger')).client)).toEqual(['feature-requests']);
  });

  it('shows the team every board', async () => {
    expect(await names(scene.member)).toEqual(['feature-requests', 'internal', 'customers']);
    expect(await names(scene.owner)).toEqual(['feature-requests', 'internal', 'customers']);
  });

  it('answers 404 for an unknown company', async () => {
    expect((await new Client(sayso()).get('/api/companies/no-such-company-here/boards')).status).toBe(404);
  });
});
