/** The plan's monthly submission limit (DESIGN.md section 3, spec section 9). */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  fastUser,
  ideaBody,
  insertMember,
  ownerOnPlan,
  ownerWithCompany,
  submitIdea,
  userRow,
  useSayso,
} from '../../../test/helpers';
import { users } from '../../db/schema';
import { formatDay, monthKey, nextMonthStart } from '../../lib/month';

let companyId: number;
let slug: string;
const sayso = useSayso();
beforeAll(async () => {
  ({ id: companyId, slug } = (await ownerWithCompany(sayso())).company);
});

const MONTHS = 'January February March April May June July August September October November December'.split(
  ' ',
);

const lastMonth = () => {
  const now = new Date();
  return monthKey(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15)));
};

async function fill(client: Awaited<ReturnType<typeof fastUser>>['client'], n: number) {
  for (let i = 0; i < n; i++) await submitIdea(client, companyId, { title: `Idea number ${i + 1}` });
}

describe('monthly submission limit', () => {
  it("refuses a free user's 11th idea this month with 403 naming the plan and the reset date", async () => {
    const user = await fastUser(sayso());
    await fill(user.client, 10);
    expect((await user.client.get('/api/auth/me')).body.user).toMatchObject({
      monthlySubmissionsUsed: 10,
      monthlySubmissionLimit: 10,
    });
    const res = await user.client.post('/api/features', ideaBody(companyId, { title: 'One too many' }));
    expect(res.status).toBe(403);
    const now = new Date();
    const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    const reset = `1 ${MONTHS[next.getUTCMonth()]} ${next.getUTCFullYear()}`;
    expect(formatDay(nextMonthStart(now))).toBe(reset);
    expect(res.body.message).toContain('Free');
    expect(res.body.message).toContain(reset);
    expect(res.body.message).toMatch(/^You have reached the Free plan's limit of 10 ideas this month/);
    const board = (await user.client.get(`/api/companies/${slug}/features`)).body;
    expect(board.some((f: { title: string }) => f.title === 'One too many')).toBe(false);
    expect((await userRow(sayso(), user.id))?.monthlySubmissionsUsed).toBe(10);
    // The same session on the anonymous tab is still this user: no way around the limit.
    const anonymous = await user.client.post('/api/features/anonymous', ideaBody(companyId));
    expect(anonymous.status).toBe(403);
    expect(anonymous.body.message).toMatch(/^You have reached the Free plan's limit/);
    expect((await userRow(sayso(), user.id))?.monthlySubmissionsUsed).toBe(10);
  });

  it('starts again in a new month: the next submission works and the count is 1', async () => {
    const user = await fastUser(sayso());
    await fill(user.client, 10);
    expect((await user.client.post('/api/features', ideaBody(companyId))).status).toBe(403);
    await sayso().db.update(users).set({ submissionsMonth: lastMonth() }).where(eq(users.id, user.id));
    expect((await user.client.get('/api/auth/me')).body.user.monthlySubmissionsUsed).toBe(0);
    const res = await user.client.post('/api/features', ideaBody(companyId));
    expect(res.status).toBe(201);
    const me = (await user.client.get('/api/auth/me')).body.user;
    expect(me.monthlySubmissionsUsed).toBe(1);
    expect((await userRow(sayso(), user.id))?.submissionsMonth).toBe(monthKey(new Date()));
  });

  it("gives a 'pro' user 25 a month and names Pro when they run out", async () => {
    const user = await fastUser(sayso());
    await sayso().db.update(users).set({ subscriptionPlan: 'pro' }).where(eq(users.id, user.id));
    expect((await user.client.get('/api/auth/me')).body.user.monthlySubmissionLimit).toBe(25);
    await fill(user.client, 25);
    const res = await user.client.post('/api/features', ideaBody(companyId));
    expect(res.status).toBe(403);
    expect(res.body.message).toContain("Pro plan's limit of 25");
    expect((await user.client.get('/api/auth/me')).body.user.monthlySubmissionsUsed).toBe(25);
  });

  it('falls back to the free limit once a cancelled paid plan has ended', async () => {
    const user = await fastUser(sayso());
    await sayso()
      .db.update(users)
      .set({ subscriptionPlan: 'pro', subscriptionEndsAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(users.id, user.id));
    const me = (await user.client.get('/api/auth/me')).body.user;
    expect(me).toMatchObject({ subscriptionPlan: 'free', monthlySubmissionLimit: 10 });
    await fill(user.client, 10);
    const res = await user.client.post('/api/features', ideaBody(companyId));
    expect(res.status).toBe(403);
    expect(res.body.message).toContain('Free');
  });

  it('lets no racing requests take more than the last slot', async () => {
    const user = await fastUser(sayso());
    await fill(user.client, 8);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => user.client.post('/api/features', ideaBody(companyId))),
    );
    expect(answers.filter((res) => res.status === 201)).toHaveLength(2);
    expect(answers.filter((res) => res.status === 403)).toHaveLength(8);
    expect((await userRow(sayso(), user.id))?.monthlySubmissionsUsed).toBe(10);
  });
});

describe("a team member's submissions to their own company (issue 23)", () => {
  it("follow the company's plan: a Free member of a Business team is not held to 10 a month", async () => {
    const owner = await ownerOnPlan(sayso(), 'business');
    const other = await ownerWithCompany(sayso());
    for (const role of ['admin', 'member'] as const) {
      const person = await insertMember(sayso(), owner.company, role);
      const client = new Client(sayso());
      client.cookies.set('sayso_session', person.cookie.split('=')[1] as string);
      // Already at the personal Free limit this month.
      await sayso()
        .db.update(users)
        .set({ monthlySubmissionsUsed: 10, submissionsMonth: monthKey(new Date()) })
        .where(eq(users.id, person.id));
      const own = await client.post(
        '/api/features',
        ideaBody(owner.company.id, { title: `From the ${role}` }),
      );
      expect(own.status, role).toBe(201);
      // Another company's board still counts against their own Free plan.
      const elsewhere = await client.post(
        '/api/features',
        ideaBody(other.company.id, { title: 'Elsewhere' }),
      );
      expect(elsewhere.status, role).toBe(403);
      expect(elsewhere.body.message).toContain("Free plan's limit of 10");
    }
  });
});
