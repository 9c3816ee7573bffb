/**
 * Boards through the real router (issue 27): every new company has its default board, new ideas
 * land on a board of their company (the default unless named) that the author may see, idea
 * answers carry `boardId`, and the public list shows only what the caller may see.
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
import { BOARD_MESSAGES, DEFAULT_BOARD } from '../../contract';
import { ideas, users } from '../../db/schema';

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

  it('shows a signed-in account with the domain the restricted board once its e-mail is verified', async () => {
    const person = await fastUser(sayso(), 'Ada');
    await sayso()
      .db.update(users)
      .set({ email: `ada-${person.id}@acme.com` })
      .where(eq(users.id, person.id));
    expect(await names(person.client)).toEqual(['feature-requests']);
    await sayso()
      .db.update(users)
      .set({ emailVerifiedAt: new Date().toISOString() })
      .where(eq(users.id, person.id));
    expect(await names(person.client)).toEqual(['feature-requests', 'customers']);
  });

  it('shows the team every board', async () => {
    expect(await names(scene.member)).toEqual(['feature-requests', 'internal', 'customers']);
    expect(await names(scene.owner)).toEqual(['feature-requests', 'internal', 'customers']);
  });

  it('answers 404 for an unknown company', async () => {
    expect((await new Client(sayso()).get('/api/companies/no-such-company-here/boards')).status).toBe(404);
  });
});
