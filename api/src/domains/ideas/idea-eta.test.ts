/**
 * An idea's ETA (issue 28): PATCH /api/features/{id} `{ eta }` by the team, a month or a quarter
 * from 2000 on, only on planned or in-progress ideas; cleared when the status leaves them; shown
 * in the public idea, board and roadmap answers, the inbox and the v1 API (both engines).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  fastUser,
  insertMember,
  type Loose,
  ownerOnPlan,
  ownerWithCompany,
  submitIdea,
  useSayso,
} from '../../../test/helpers';
import { companyWithKey, servedDocument, V1_IDEA } from '../../../test/v1-client';
import { ETA_MESSAGES, etaLabel } from '../../contract';

const sayso = useSayso();

type Owner = Awaited<ReturnType<typeof ownerWithCompany>>;

async function planned(owner: Owner) {
  const idea = await submitIdea(owner.client, owner.company.id);
  expect((await owner.client.patch(`/api/features/${idea.id}`, { status: 'planned' })).status).toBe(200);
  return idea;
}

const publicIdea = async (id: number) => (await new Client(sayso()).get(`/api/features/${id}`)).body;

describe('PATCH /api/features/{id} { eta }', () => {
  let owner: Owner;
  beforeAll(async () => {
    // Business: past Free's 10 ideas a month, and a member's team standing needs it.
    owner = await ownerOnPlan(sayso(), 'business');
  });

  it('takes a month or a quarter and answers it; null clears it', async () => {
    const idea = await planned(owner);
    const month = await owner.client.patch(`/api/features/${idea.id}`, { eta: '2026-03' });
    expect(month.status).toBe(200);
    expect(month.body.eta).toBe('2026-03');
    const quarter = await owner.client.patch(`/api/features/${idea.id}`, { eta: '2026-Q2' });
    expect(quarter.body.eta).toBe('2026-Q2');
    expect((await publicIdea(idea.id)).eta).toBe('2026-Q2');
    const cleared = await owner.client.patch(`/api/features/${idea.id}`, { eta: null });
    expect(cleared.body.eta).toBeNull();
  });

  it.each([
    ['2026-13', ETA_MESSAGES.format],
    ['2026-00', ETA_MESSAGES.format],
    ['2026-Q5', ETA_MESSAGES.format],
    ['2026-Q0', ETA_MESSAGES.format],
    ['2026-3', ETA_MESSAGES.format],
    ['March 2026', ETA_MESSAGES.format],
    ['2026-03-01', ETA_MESSAGES.format],
    ['', ETA_MESSAGES.format],
    [202603, ETA_MESSAGES.format],
    ['1999-12', ETA_MESSAGES.tooEarly],
    ['1999-Q4', ETA_MESSAGES.tooEarly],
  ])('refuses %j with "%s" and changes nothing', async (eta, message) => {
    const idea = await planned(owner);
    await owner.client.patch(`/api/features/${idea.id}`, { eta: '2027-01' });
    const res = await owner.client.patch(`/api/features/${idea.id}`, { eta, status: 'in_progress' });
    expect(res.status).toBe(400);
    expect(res.body.issues).toContainEqual(expect.objectContaining({ path: 'eta', message }));
    const after = await publicIdea(idea.id);
    expect([after.eta, after.status]).toEqual(['2027-01', 'planned']);
  });

  it('is refused on an idea that is not planned or in progress, and changes nothing', async () => {
    const idea = await submitIdea(owner.client, owner.company.id);
    const onIdea = await owner.client.patch(`/api/features/${idea.id}`, { eta: '2026-05' });
    expect(onIdea.status).toBe(400);
    expect(onIdea.body.message).toBe(ETA_MESSAGES.status);
    await owner.client.patch(`/api/features/${idea.id}`, { status: 'completed' });
    const onDone = await owner.client.patch(`/api/features/${idea.id}`, { eta: '2026-05', title: 'Renamed' });
    expect(onDone.status).toBe(400);
    const after = await publicIdea(idea.id);
    expect([after.eta, after.title]).toEqual([null, idea.title]);
    // The status and the ETA in one change: judged by the status it ends in.
    const both = await owner.client.patch(`/api/features/${idea.id}`, {
      status: 'in_progress',
      eta: '2026-Q3',
    });
    expect([both.status, both.body.eta]).toEqual([200, '2026-Q3']);
    const away = await owner.client.patch(`/api/features/${idea.id}`, { status: 'idea', eta: '2026-Q3' });
    expect(away.status).toBe(400);
  });

  it('stays from planned to in progress, and goes when the idea is done or back to idea', async () => {
    const idea = await planned(owner);
    await owner.client.patch(`/api/features/${idea.id}`, { eta: '2026-09' });
    await owner.client.patch(`/api/features/${idea.id}`, { status: 'in_progress' });
    expect((await publicIdea(idea.id)).eta).toBe('2026-09');
    await owner.client.patch(`/api/features/${idea.id}`, { status: 'completed' });
    expect((await publicIdea(idea.id)).eta).toBeNull();
    await owner.client.patch(`/api/features/${idea.id}`, { status: 'planned' });
    expect((await publicIdea(idea.id)).eta).toBeNull();
    await owner.client.patch(`/api/features/${idea.id}`, { eta: '2026-10' });
    await owner.client.patch(`/api/features/${idea.id}`, { status: 'idea' });
    expect((await publicIdea(idea.id)).eta).toBeNull();
  });

  it('goes with a bulk status change to done from the inbox too', async () => {
    const idea = await planned(owner);
    await owner.client.patch(`/api/features/${idea.id}`, { eta: '2026-Q4' });
    const bulk = await owner.client.post(`/api/companies/${owner.company.id}/inbox/bulk`, {
      action: 'status',
      ids: [idea.id],
      status: 'completed',
    });
    expect(bulk.status).toBe(200);
    expect((await publicIdea(idea.id)).eta).toBeNull();
  });

  it('is the triage team’s: a member sets it, the author and a visitor cannot', async () => {
    const idea = await planned(owner);
    const member = await insertMember(sayso(), owner.company, 'member');
    const res = await sayso().app.request(`http://localhost/api/features/${idea.id}`, {
      method: 'PATCH',
      headers: { cookie: member.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ eta: '2026-11' }),
    });
    expect(res.status).toBe(200);
    const stranger = await fastUser(sayso(), 'Stranger');
    expect((await stranger.client.patch(`/api/features/${idea.id}`, { eta: '2026-12' })).status).toBe(403);
    expect((await new Client(sayso()).patch(`/api/features/${idea.id}`, { eta: '2026-12' })).status).toBe(
      401,
    );
    expect((await publicIdea(idea.id)).eta).toBe('2026-11');
  });
});

describe('where the ETA shows', () => {
  it('on the public board and roadmap, fresh after each change (the read cache follows)', async () => {
    const owner = await ownerWithCompany(sayso());
    const idea = await planned(owner);
    const visitor = new Client(sayso());
    const roadmap = async () => (await visitor.get(`/api/companies/${owner.company.slug}/roadmap`)).body;
    expect((await roadmap()).planned[0].eta).toBeNull();
    await owner.client.patch(`/api/features/${idea.id}`, { eta: '2026-04' });
    expect((await roadmap()).planned[0].eta).toBe('2026-04');
    await owner.client.patch(`/api/features/${idea.id}`, { eta: '2026-Q1' });
    expect((await roadmap()).planned[0].eta).toBe('2026-Q1');
    const board = (await visitor.get(`/api/companies/${owner.company.slug}/features`)).body as Loose[];
    expect(board.find((row) => row.id === idea.id)?.eta).toBe('2026-Q1');
    const inbox = (await owner.client.get(`/api/companies/${owner.company.id}/inbox`)).body;
    expect(inbox.ideas.find((row: Loose) => row.id === idea.id)?.eta).toBe('2026-Q1');
  });

  it('in the v1 API: read on an idea and set by PATCH, as the OpenAPI document says', async () => {
    const doc = await servedDocument(sayso());
    const { api } = await companyWithKey(sayso(), doc);
    const created = await api.post('/ideas', V1_IDEA);
    expect(created.body.eta).toBeNull();
    const refused = await api.patch(`/ideas/${created.body.id}`, { eta: '2026-06' });
    expect([refused.status, refused.body.message]).toEqual([400, ETA_MESSAGES.status]);
    const set = await api.patch(`/ideas/${created.body.id}`, { status: 'planned', eta: '2026-06' });
    expect([set.status, set.body.eta]).toEqual([200, '2026-06']);
    expect((await api.get(`/ideas/${created.body.id}`)).body.eta).toBe('2026-06');
    const body = doc.paths['/ideas/{id}'].patch.requestBody.content['application/json'].schema;
    const update = body.$ref ? doc.components.schemas[body.$ref.split('/').pop()] : body;
    expect(update.properties.eta).toBeDefined();
    expect(doc.components.schemas.Idea.properties.eta).toBeDefined();
  });

  it('reads as the idea page says it', () => {
    expect(etaLabel('2026-03')).toBe('March 2026');
    expect(etaLabel('2026-Q2')).toBe('Q2 2026');
    expect(etaLabel('2026-12')).toBe('December 2026');
  });
});
