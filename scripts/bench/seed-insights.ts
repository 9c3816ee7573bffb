/**
 * "A year of a busy board" for the Insights bench: 365 days of 12 ideas, 200 votes and 30
 * comments a day (4,380 ideas, 73,000 votes, 10,950 comments), status changes for half the
 * ideas, and the usage counts of a board, an embed and a widget on 10 host pages (15,330
 * usage_daily rows). The owner is on Business, so every section answers.
 */
import { randomUUID } from 'node:crypto';
import { addDays, STATUSES, USAGE_EVENTS, utcDay } from '../../api/src/contract';
import type { Engine, Tx } from '../../api/src/db/engine';
import { comments, companies, ideaActivity, ideas, usageDaily, users, votes } from '../../api/src/db/schema';
import { chunksOf } from '../../api/src/lib/chunks';

const DAYS = 365;
const BATCH = 500;
const PER_DAY = { ideas: 12, votes: 200, comments: 30 };
const HOSTS = Array.from({ length: 10 }, (_, i) => `https://shop.example/page-${i}`);

/** Multi-row inserts of BATCH rows (under every engine's bound-parameter limit). */
async function insertAll<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (const batch of chunksOf(rows, BATCH)) await insert(batch);
}

const at = (day: string, minute: number) =>
  `${day}T${String(Math.floor(minute / 60) % 24).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00.000Z`;

async function seedPeople(tx: Tx, slug: string) {
  const people = await tx
    .insert(users)
    .values(
      Array.from({ length: 51 }, (_, i) => ({
        name: `Person ${i}`,
        email: `${slug}-${i}@bench.local`,
        username: `${slug}-${i}`,
        passwordHash: 'x',
        subscriptionPlan: i === 0 ? ('business' as const) : ('free' as const),
      })),
    )
    .returning({ id: users.id });
  const [owner, ...commenters] = people.map((row) => row.id);
  return { owner: owner as number, commenters };
}

/** Seeds the busy year for a company `slug`; answers its id, its owner's and one idea's. */
export async function seedBusyYear(
  engine: Engine,
  slug: string,
): Promise<{ companyId: number; ownerId: number; ideaId: number }> {
  return engine.transaction(async (tx) => {
    const { owner, commenters } = await seedPeople(tx, slug);
    const [company] = await tx
      .insert(companies)
      .values({ name: `Busy ${slug}`, slug, ownerId: owner })
      .returning();
    if (!company) throw new Error('The bench company was not stored');
    const first = addDays(utcDay(new Date()), 1 - DAYS);
    const days = Array.from({ length: DAYS }, (_, d) => addDays(first, d));
    const ideaRows = days.flatMap((day) =>
      Array.from({ length: PER_DAY.ideas }, (_, k) => ({
        companyId: company.id,
        title: `Busy idea ${day} #${k}`,
        description: 'A description long enough to look like what customers write.',
        category: 'other' as const,
        status: STATUSES[k % 4] as (typeof STATUSES)[number],
        visitorId: `visitor-${Math.floor(Math.random() * 20_000)}`,
        createdAt: at(day, k * 60),
      })),
    );
    const ideaIds: number[] = [];
    await insertAll(ideaRows, async (batch) => {
      ideaIds.push(
        ...(await tx.insert(ideas).values(batch).returning({ id: ideas.id })).map((row) => row.id),
      );
    });
    // Votes and comments go to ideas created before them (up to the same day).
    const upTo = (d: number) => ideaIds[Math.floor(Math.random() * (d + 1) * PER_DAY.ideas)] as number;
    const voteRows = days.flatMap((day, d) =>
      Array.from({ length: PER_DAY.votes }, (_, k) => ({
        ideaId: upTo(d),
        visitorId: randomUUID(),
        createdAt: at(day, 720 + (k % 700)),
      })),
    );
    await insertAll(voteRows, (batch) => tx.insert(votes).values(batch));
    const commentRows = days.flatMap((day, d) =>
      Array.from({ length: PER_DAY.comments }, (_, k) => ({
        ideaId: upTo(d),
        userId: commenters[k % commenters.length] as number,
        content: 'Yes please',
        createdAt: at(day, 720 + k),
      })),
    );
    await insertAll(commentRows, (batch) => tx.insert(comments).values(batch));
    await seedActivity(tx, company.id, ideaIds, ideaRows);
    await seedUsage(tx, company.id, days);
    return { companyId: company.id, ownerId: owner, ideaId: ideaIds[0] as number };
  });
}

/** Half the ideas planned 3 days after they came in; half of those completed 10 days later. */
async function seedActivity(tx: Tx, companyId: number, ids: number[], rows: Array<{ createdAt: string }>) {
  const later = (iso: string, days: number) => new Date(Date.parse(iso) + days * 86_400_000).toISOString();
  const changes = ids.flatMap((ideaId, i) => {
    if (i % 2) return [];
    const createdAt = rows[i]?.createdAt as string;
    const planned = {
      ideaId,
      companyId,
      action: 'status_changed' as const,
      fromValue: 'idea',
      toValue: 'planned',
      createdAt: later(createdAt, 3),
    };
    if (i % 4) return [planned];
    return [
      planned,
      { ...planned, fromValue: 'planned', toValue: 'completed', createdAt: later(createdAt, 13) },
    ];
  });
  await insertAll(changes, (batch) => tx.insert(ideaActivity).values(batch));
}

async function seedUsage(tx: Tx, companyId: number, days: string[]) {
  const count = () => 1 + Math.floor(Math.random() * 400);
  const rows = days.flatMap((day) => [
    { companyId, day, event: 'board_viewed' as const, source: 'board' as const, host: '', count: count() },
    { companyId, day, event: 'board_viewed' as const, source: 'embed' as const, host: '', count: count() },
    ...HOSTS.flatMap((host) =>
      USAGE_EVENTS.filter((event) => event !== 'board_viewed').map((event) => ({
        companyId,
        day,
        event,
        source: 'widget' as const,
        host,
        count: count(),
      })),
    ),
  ]);
  await insertAll(rows, (batch) => tx.insert(usageDaily).values(batch));
}
