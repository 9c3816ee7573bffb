/**
 * The inbox's segments by who votes (issue 28): ?voterCompany= and ?voterPlan= keep ideas with
 * at least one such voter (identified people and votes on behalf), sort=mrr orders by the summed
 * MRR of each idea's voters, rows carry voterMrrCents, /inbox/segments lists the choices, and all
 * of it is Revenue ranking's (Pro and up). SQLite and PostgreSQL projects.
 */
import { describe, expect, it } from 'vitest';
import {
  Client,
  insertUser,
  ownerOnPlan,
  sessionCookie,
  setPlan,
  submitIdea,
  useSayso,
} from '../../../test/helpers';
import { vote } from '../../../test/notify-helpers';
import { entitlementMessage, type InboxPage } from '../../contract';
import { identifiedUsers } from '../../db/schema';
import { insertIdentifiedUser } from '../identify/identified-users';

const sayso = useSayso();

/**
 * Three ideas on a Pro board:
 *   alpha  Acme/enterprise 500 (on behalf) + Beta Co/starter 20 (identified)   → 520
 *   beta   Beta Co/starter 20 (identified) + a plain account (no attributes)  → 20
 *   gamma  Acme/enterprise 900 (on behalf)                                      → 900
 */
async function board() {
  const owner = await ownerOnPlan(sayso(), 'pro');
  const submit = (title: string) => submitIdea(owner.client, owner.company.id, { title });
  const [alpha, beta, gamma] = [
    await submit('Alpha idea'),
    await submit('Beta idea'),
    await submit('Gamma idea'),
  ];
  const onBehalf = async (ideaId: number, email: string, mrr: number) => {
    const body = { email, name: email, company: 'Acme', plan: 'enterprise', mrr };
    expect((await owner.client.post(`/api/features/${ideaId}/votes/on-behalf`, body)).status).toBe(201);
  };
  await onBehalf(alpha.id, 'a@acme.test', 500);
  await onBehalf(gamma.id, 'g@acme.test', 900);
  // A person the host identified, voting through the panel's session (a plain cookie here).
  const identified = await insertIdentifiedUser(sayso().db, owner.company.id, 'Bea');
  await sayso().db.insert(identifiedUsers).values({
    companyId: owner.company.id,
    userId: identified.id,
    externalId: 'host-bea',
    email: 'bea@beta.test',
    name: 'Bea',
    companyName: 'Beta Co',
    plan: 'starter',
    mrrCents: 2000,
  });
  const bea = new Client(sayso());
  bea.cookies.set('sayso_session', (await sessionCookie(sayso(), identified.id)).split('=')[1] as string);
  await vote(bea, alpha.id);
  await vote(bea, beta.id);
  const plain = await insertUser(sayso(), 'Plain');
  const plainClient = new Client(sayso());
  plainClient.cookies.set('sayso_session', plain.cookie.split('=')[1] as string);
  await vote(plainClient, beta.id);
  const inbox = (query: string) =>
    owner.client.get<InboxPage & { message?: string }>(`/api/companies/${owner.company.id}/inbox${query}`);
  return { owner, alpha, beta, gamma, inbox };
}

const titles = (page: InboxPage) => page.ideas.map((idea) => idea.title);

describe('inbox segments', () => {
  it('filter by a voter company or plan, any case, from identified people and votes on behalf', async () => {
    const { inbox } = await board();
    expect(titles((await inbox('?voterCompany=acme&sort=newest')).body)).toEqual([
      'Gamma idea',
      'Alpha idea',
    ]);
    expect(titles((await inbox('?voterPlan=Starter&sort=newest')).body)).toEqual(['Beta idea', 'Alpha idea']);
    const both = await inbox('?voterCompany=Beta%20Co&voterPlan=enterprise');
    expect(titles(both.body)).toEqual(['Alpha idea']);
    expect(both.body.total).toBe(1);
    expect((await inbox('?voterPlan=nobody')).body.ideas).toEqual([]);
  });

  it('sort by the summed MRR of the voters, each row carrying it', async () => {
    const { inbox } = await board();
    const page = (await inbox('?sort=mrr')).body;
    expect(page.ideas.map((idea) => [idea.title, idea.voterMrrCents])).toEqual([
      ['Gamma idea', 90000],
      ['Alpha idea', 52000],
      ['Beta idea', 2000],
    ]);
  });

  it('list the distinct voter companies and plans as the filters’ choices', async () => {
    const { owner } = await board();
    const res = await owner.client.get(`/api/companies/${owner.company.id}/inbox/segments`);
    expect(res.body).toEqual({ companies: ['Acme', 'Beta Co'], plans: ['enterprise', 'starter'] });
  });

  it('are Revenue ranking’s: on Free the filters, the sort and the choices are 403, the plain inbox is not', async () => {
    const { owner, inbox } = await board();
    await setPlan(sayso(), owner.id, 'free');
    const message = entitlementMessage('revenueRanking');
    for (const query of ['?voterCompany=Acme', '?voterPlan=enterprise', '?sort=mrr']) {
      const res = await inbox(query);
      expect(res.status, query).toBe(403);
      expect(res.body.message).toBe(message);
    }
    expect((await owner.client.get(`/api/companies/${owner.company.id}/inbox/segments`)).status).toBe(403);
    expect((await inbox('')).status).toBe(200);
  });

  it('refuse a too-long filter value with a clear message', async () => {
    const { inbox } = await board();
    const res = await inbox(`?voterCompany=${'x'.repeat(101)}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('voterCompany must be at most 100 characters');
  });
});
