/**
 * Insights at every plan: Basic on Free (the last 30 days), Advanced on Pro (any range,
 * categories, funnels, sources), Premium and CSV on Business, the gates' 403s, bad ranges'
 * 400s, and the usage counter the board and the widget post to.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Client, fastUser, insertIdea, openSayso, ownerOnPlan, useSayso } from '../../../test/helpers';
import { addDays, entitlementMessage, utcDay } from '../../contract';
import { comments, ideaActivity, ideas, usageDaily, votes } from '../../db/schema';

const sayso = useSayso(() => openSayso({ RATE_LIMITS: 'on' }));

const today = utcDay(new Date());
const at = (daysAgo: number, time = '12:00:00.000Z') => `${addDays(today, -daysAgo)}T${time}`;

/** An owner on `plan` whose board had 2 ideas today (one private), 1 three days ago, 1 forty days ago. */
async function boardOn(plan: 'free' | 'pro' | 'business') {
  const owner = await ownerOnPlan(sayso(), plan);
  const companyId = owner.company.id;
  const voter = await fastUser(sayso(), 'Voter');
  const idea = async (daysAgo: number, extra: Partial<typeof ideas.$inferInsert> = {}) => {
    const { id } = await insertIdea(sayso(), companyId);
    const [row] = await sayso()
      .db.update(ideas)
      .set({ createdAt: at(daysAgo), ...extra })
      .where(eq(ideas.id, id))
      .returning();
    return row as typeof ideas.$inferSelect;
  };
  const fresh = await idea(0, { title: '=HYPERLINK("http://evil")', category: 'bug_fixes' });
  await idea(0, { private: true, status: 'planned' });
  const older = await idea(3, { status: 'completed' });
  await idea(40);
  await sayso()
    .db.insert(votes)
    .values([
      { ideaId: fresh.id, userId: voter.id, createdAt: at(0) },
      { ideaId: older.id, userId: voter.id, createdAt: at(3) },
      { ideaId: older.id, visitorId: 'visitor-a', createdAt: at(2) },
    ]);
  await sayso()
    .db.insert(comments)
    .values({ ideaId: older.id, userId: voter.id, content: 'Yes', createdAt: at(1) });
  return { ...owner, companyId, fresh, older, voter };
}

const gets = (client: Client, path: string) =>
  client.get(path).then((res) => [res.status, res.body] as const);

describe('GET /api/companies/{id}/insights', () => {
  it('on Free answers the last 30 days: counters and ideas, votes and comments per day', async () => {
    const { client, companyId } = await boardOn('free');
    const [status, body] = await gets(client, `/api/companies/${companyId}/insights`);
    expect(status).toBe(200);
    expect(body.range).toEqual({ from: addDays(today, -29), to: today });
    expect(body.daily.days).toHaveLength(30);
    expect(body.daily.days.at(-1)).toBe(today);
    // Private ideas count in the team's view; the idea of 40 days ago is outside the range.
    expect(body.daily.ideas.reduce((a: number, b: number) => a + b, 0)).toBe(3);
    expect(body.daily.ideas.at(-1)).toBe(2);
    expect(body.daily.votes.at(-1)).toBe(1);
    expect(body.daily.votes.at(-4)).toBe(1);
    expect(body.daily.comments.at(-2)).toBe(1);
    // The public counters leave the private idea out, as on the board.
    expect(body.counters).toEqual({ totalIdeas: 3, inProgress: 0, completed: 1, contributors: 2 });
  });

  it('answers the next write at once, though figures are cached between writes', async () => {
    const { client, companyId, fresh } = await boardOn('free');
    const path = `/api/companies/${companyId}/insights`;
    const before = (await client.get(path)).body.daily.votes.at(-1);
    const vote = await new Client(sayso()).post(`/api/features/${fresh.id}/anonymous-vote`);
    expect(vote.status).toBe(200);
    const after = await client.get(path);
    expect(after.body.daily.votes.at(-1)).toBe(before + 1);
    expect(after.body.counters.contributors).toBe(3);
  });

  it('answers each section after a vote, then after a status change, as a fresh load would', async () => {
    const { client, companyId, fresh, older } = await boardOn('business');
    const range = `from=${addDays(today, -6)}&to=${today}`;
    const section = async (name: string) =>
      (await gets(client, `/api/companies/${companyId}/insights${name}?${range}`))[1];
    // The three at once, as the portal asks.
    const tab = async () => {
      const [basic, advanced, premium] = await Promise.all(['', '/advanced', '/premium'].map(section));
      return { basic, advanced, premium };
    };
    const before = await tab();
    expect((await new Client(sayso()).post(`/api/features/${fresh.id}/anonymous-vote`)).status).toBe(200);
    const voted = await tab();
    expect(voted.basic.counters.contributors).toBe(before.basic.counters.contributors + 1);
    expect(voted.basic.daily.votes.at(-1)).toBe(before.basic.daily.votes.at(-1) + 1);
    expect(voted.advanced.trending).toEqual([
      { id: fresh.id, title: fresh.title, votes: 2 },
      { id: older.id, title: older.title, votes: 2 },
    ]);
    expect(voted.premium.contributors.total).toBe(before.premium.contributors.total + 1);
    expect(voted.premium.comparison.current.votes).toBe(before.premium.comparison.current.votes + 1);
    // What no vote changes answers as before.
    expect(voted.advanced.byStatus).toEqual(before.advanced.byStatus);
    expect(voted.premium.timings).toEqual(before.premium.timings);

    const change = await client.patch(`/api/features/${fresh.id}`, { status: 'planned' });
    expect(change.status).toBe(200);
    const changed = await tab();
    expect(changed.advanced.byStatus.map((row: { count: number }) => row.count)).toEqual([0, 2, 0, 1]);
    expect(changed.premium.timings[0]).toMatchObject({ label: 'Idea to planned', ideas: 1 });
    expect(changed.basic.counters).toEqual(voted.basic.counters);
  });

  it('keeps what no vote changes across votes instead of reading it again', async () => {
    const { client, companyId, fresh } = await boardOn('business');
    const premium = async () => (await gets(client, `/api/companies/${companyId}/insights/premium`))[1];
    const before = await premium();
    // Written behind the app's back (no version moves), so only a reload would see it.
    await sayso()
      .db.insert(ideaActivity)
      .values({
        ideaId: fresh.id,
        companyId,
        action: 'status_changed',
        fromValue: 'idea',
        toValue: 'planned',
        createdAt: at(0, '13:00:00.000Z'),
      });
    await new Client(sayso()).post(`/api/features/${fresh.id}/anonymous-vote`);
    const after = await premium();
    expect(after.timings).toEqual(before.timings);
    expect(after.contributors.total).toBe(before.contributors.total + 1);
  });

  it('on Free refuses another range, the advanced and premium sections and CSV with the plan needed', async () => {
    const { client, companyId } = await boardOn('free');
    const base = `/api/companies/${companyId}/insights`;
    const advanced = { message: entitlementMessage('advancedStatistics') };
    const premium = { message: entitlementMessage('premiumStatistics') };
    expect(await gets(client, `${base}?from=${addDays(today, -6)}&to=${today}`)).toEqual([403, advanced]);
    expect(await gets(client, `${base}/advanced`)).toEqual([403, advanced]);
    expect(await gets(client, `${base}/premium`)).toEqual([403, premium]);
    expect(await gets(client, `${base}/csv?chart=daily`)).toEqual([403, premium]);
  });

  it('on Pro answers any range with categories, statuses, trending ideas, funnels and sources', async () => {
    const { client, companyId, company, fresh, older } = await boardOn('pro');
    const anyone = new Client(sayso());
    for (const event of ['launcher_shown', 'launcher_shown', 'panel_opened', 'voted'])
      await anyone.post(`/api/companies/${company.slug}/usage`, {
        event,
        source: 'widget',
        host: 'https://shop.example/a?x=1',
      });
    await anyone.post(`/api/companies/${company.slug}/usage`, { event: 'board_viewed', source: 'board' });
    const range = `from=${addDays(today, -6)}&to=${today}`;
    const [status, body] = await gets(client, `/api/companies/${companyId}/insights/advanced?${range}`);
    expect(status).toBe(200);
    expect(body.byCategory).toEqual([
      { label: 'Other', count: 2 },
      { label: 'Bug Fixes', count: 1 },
    ]);
    expect(body.byStatus.map((row: { count: number }) => row.count)).toEqual([1, 1, 0, 1]);
    expect(body.statusFunnel.map((row: { count: number }) => row.count)).toEqual([3, 2, 1, 1]);
    expect(body.trending).toEqual([
      { id: older.id, title: older.title, votes: 2 },
      { id: fresh.id, title: fresh.title, votes: 1 },
    ]);
    expect(body.widgetFunnel).toEqual([
      { label: 'Launcher shown', count: 2 },
      { label: 'Panel opened', count: 1 },
      { label: 'Idea submitted', count: 0 },
      { label: 'Voted', count: 1 },
    ]);
    expect(body.sources).toEqual([
      { label: 'Board page', count: 1 },
      { label: 'Embedded board', count: 0 },
      { label: 'Widget', count: 1 },
    ]);
    const [basicStatus, basic] = await gets(client, `/api/companies/${companyId}/insights?${range}`);
    expect([basicStatus, basic.daily.days.length]).toEqual([200, 7]);
    expect(await gets(client, `/api/companies/${companyId}/insights/premium`)).toEqual([
      403,
      { message: entitlementMessage('premiumStatistics') },
    ]);
  });

  it('on Business answers timings, returning contributors, top host pages, comparison and CSV', async () => {
    const { client, companyId, company, fresh, older, voter } = await boardOn('business');
    await sayso()
      .db.insert(ideaActivity)
      .values([
        {
          ideaId: older.id,
          companyId,
          action: 'status_changed',
          fromValue: 'idea',
          toValue: 'planned',
          createdAt: at(2, '12:00:00.000Z'),
        },
        {
          ideaId: older.id,
          companyId,
          action: 'status_changed',
          fromValue: 'planned',
          toValue: 'completed',
          createdAt: at(1, '12:00:00.000Z'),
        },
      ]);
    await sayso()
      .db.insert(votes)
      .values({ ideaId: fresh.id, visitorId: 'visitor-old', createdAt: at(20) });
    await sayso()
      .db.insert(votes)
      .values({ ideaId: older.id, visitorId: 'visitor-old', createdAt: at(0) });
    // The account that votes in the range had commented before it: returning too.
    await sayso()
      .db.insert(comments)
      .values({ ideaId: fresh.id, userId: voter.id, content: 'Early', createdAt: at(10) });
    const anyone = new Client(sayso());
    for (const host of [
      'https://shop.example/pricing?utm=x#top',
      'https://shop.example/pricing',
      'https://blog.example/',
    ])
      await anyone.post(`/api/companies/${company.slug}/usage`, {
        event: 'panel_opened',
        source: 'widget',
        host,
      });
    const range = `from=${addDays(today, -6)}&to=${today}`;
    const [status, body] = await gets(client, `/api/companies/${companyId}/insights/premium?${range}`);
    expect(status).toBe(200);
    expect(body.timings).toEqual([
      { label: 'Idea to planned', ideas: 1, medianDays: 1, averageDays: 1 },
      { label: 'Planned to completed', ideas: 1, medianDays: 1, averageDays: 1 },
      { label: 'Idea to completed', ideas: 1, medianDays: 2, averageDays: 2 },
    ]);
    // The voter (account), visitor-a and visitor-old contributed in the range; the voter and
    // visitor-old before it too.
    expect(body.contributors).toEqual({ total: 3, returning: 2 });
    expect(body.topHosts).toEqual([
      { host: 'https://shop.example/pricing', opens: 2, submitted: 0, voted: 0 },
      { host: 'https://blog.example/', opens: 1, submitted: 0, voted: 0 },
    ]);
    expect(body.comparison.previous).toEqual({ from: addDays(today, -13), to: addDays(today, -7) });
    expect(body.comparison.current).toMatchObject({ ideas: 3, votes: 4, comments: 1, widgetOpens: 3 });
    expect(body.comparison.before).toMatchObject({ ideas: 0, votes: 0, comments: 1, widgetOpens: 0 });

    const csv = await client.get(`/api/companies/${companyId}/insights/csv?chart=trending&${range}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain(`${company.slug}-trending-`);
    // A title that a spreadsheet would run as a formula arrives as inert text.
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil"")",1`);
    expect(csv.body.startsWith('Idea,Votes gained\r\n')).toBe(true);
  });

  it('counts returning contributors alike when the range covers most of the history', async () => {
    const { client, companyId, older } = await boardOn('business');
    // The idea of 40 days ago, voted on 35 days ago by a visitor who is back today.
    const [ancient] = await sayso()
      .db.select()
      .from(ideas)
      .where(eq(ideas.companyId, companyId))
      .orderBy(ideas.createdAt)
      .limit(1);
    await sayso()
      .db.insert(votes)
      .values([
        {
          ideaId: (ancient as typeof ideas.$inferSelect).id,
          visitorId: 'visitor-ancient',
          createdAt: at(35),
        },
        { ideaId: older.id, visitorId: 'visitor-ancient', createdAt: at(0) },
      ]);
    const range = `from=${addDays(today, -30)}&to=${today}`;
    const [status, body] = await gets(client, `/api/companies/${companyId}/insights/premium?${range}`);
    expect(status).toBe(200);
    // 31 days in range, 10 before it: the one-set path. visitor-ancient voted before the range.
    expect(body.contributors).toEqual({ total: 3, returning: 1 });
  });

  it.each([
    ['from=yesterday&to=today', 'From must be a date like 2026-01-31'],
    ['from=2026-02-30&to=2026-03-01', 'From is not a real date'],
    [`from=${today}`, 'Please give both from and to, or neither'],
    [`from=${today}&to=${addDays(today, -1)}`, 'From must not be after to'],
    [`from=${addDays(today, -800)}&to=${today}`, 'A range can cover at most 731 days'],
  ])('answers 400 for %s', async (query, message) => {
    const { client, companyId } = await boardOn('business');
    const [status, body] = await gets(client, `/api/companies/${companyId}/insights/advanced?${query}`);
    expect([status, body.message]).toEqual([400, message]);
  });

  it('answers 400 for an unknown chart and 404 for an unknown section', async () => {
    const { client, companyId } = await boardOn('business');
    const [status, body] = await gets(client, `/api/companies/${companyId}/insights/csv?chart=nope`);
    expect(status).toBe(400);
    expect(body.message).toMatch(/^Unknown chart: choose one of daily, by-category/);
    expect((await gets(client, `/api/companies/${companyId}/insights/everything`))[0]).toBe(404);
  });
});

describe('POST /api/companies/{slug}/usage', () => {
  const rows = async (companyId: number) =>
    (await sayso().db.select().from(usageDaily)).filter((row) => row.companyId === companyId);

  it('takes a sendBeacon post (text/plain, another origin) and keeps only the host origin and path', async () => {
    const { company } = await ownerOnPlan(sayso(), 'free');
    const res = await new Client(sayso()).call('POST', `/api/companies/${company.slug}/usage`, {
      body: JSON.stringify({
        event: 'launcher_shown',
        source: 'widget',
        host: 'https://shop.example/p?email=a@b.c',
      }),
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'https://shop.example' },
    });
    expect(res.status).toBe(204);
    expect(await rows(company.id)).toMatchObject([
      { day: today, event: 'launcher_shown', source: 'widget', host: 'https://shop.example/p', count: 1 },
    ]);
  });

  it('counts nothing under Do Not Track, 404s an unknown board, 400s bad events', async () => {
    const { company } = await ownerOnPlan(sayso(), 'free');
    const anyone = new Client(sayso());
    const path = `/api/companies/${company.slug}/usage`;
    const dnt = await anyone.post(
      path,
      { event: 'board_viewed', source: 'board' },
      { headers: { dnt: '1' } },
    );
    expect(dnt.status).toBe(204);
    expect(await rows(company.id)).toEqual([]);
    expect(
      (await anyone.post('/api/companies/no-such-board/usage', { event: 'voted', source: 'board' })).status,
    ).toBe(404);
    expect((await anyone.post(path, { event: 'clicked', source: 'board' })).status).toBe(400);
    // A widget on no web page (a script URL, a file, the dashboard's srcdoc preview whose origin
    // is 'null') is acknowledged and not counted: a 400 would be an error in the host's console.
    for (const host of ['javascript:alert(1)', 'file:///tmp/page.html', 'null/srcdoc', 'about:srcdoc']) {
      expect(
        (await anyone.post(path, { event: 'launcher_shown', source: 'widget', host })).status,
        host,
      ).toBe(204);
    }
    expect(await rows(company.id)).toEqual([]);
  });

  it('is rate-limited per IP', async () => {
    // A fresh app, so the other tests' posts from the same address do not count.
    const own = await openSayso({ RATE_LIMITS: 'on' });
    const { company } = await ownerOnPlan(own, 'free');
    const client = new Client(own);
    const headers = { 'x-forwarded-for': '203.0.113.77' };
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++)
      statuses.push(
        (
          await client.post(
            `/api/companies/${company.slug}/usage`,
            { event: 'board_viewed', source: 'board' },
            { headers },
          )
        ).status,
      );
    expect(statuses.filter((s) => s === 204)).toHaveLength(120);
    expect(statuses.at(-1)).toBe(429);
    await own.close();
  });
});
