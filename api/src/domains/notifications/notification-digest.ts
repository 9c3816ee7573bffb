/**
 * The owners' daily digest (docs/notifications.md): the new ideas of the last 24 hours and the
 * top movers (most votes gained), one e-mail per owner per UTC day. The day is claimed with one
 * conditional UPDATE in the transaction that queues the e-mail, so however many replicas look,
 * one wins the day, and a crash before the commit leaves the day unclaimed for the next look.
 */
import { and, count, desc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/engine';
import { type CompanyRow, companies, ideas, type UserRow, users, votes } from '../../db/schema';
import { enqueueEmail } from '../outbox/outbox';
import { composeEmail, ideaUrl, type Letter, type LinkContext } from './notification-emails';

const DAY_MS = 24 * 3600_000;
const MAX_LISTED = 10;
const MAX_MOVERS = 5;

/** 'YYYY-MM-DD' in UTC: the digest's day. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

const dueToday = (today: string) =>
  and(eq(users.dailyDigest, true), or(isNull(users.lastDigestOn), lt(users.lastDigestOn, today)));

/** Owners who opted in and have had no digest today. */
async function dueOwners(db: Db, today: string): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(dueToday(today), sql`exists (select 1 from companies where owner_id = ${users.id})`));
  return rows.map((row) => row.id);
}

/** Takes the day for the owner; the owner's row when this transaction won it, else undefined. */
async function claimDay(tx: Queryable, userId: number, today: string): Promise<UserRow | undefined> {
  const [claimed] = await tx
    .update(users)
    .set({ lastDigestOn: today })
    .where(and(eq(users.id, userId), dueToday(today)))
    .returning();
  return claimed;
}

interface CompanyNews {
  company: CompanyRow;
  newIdeas: { id: number; title: string }[];
  newCount: number;
  movers: { id: number; title: string; gained: number }[];
}

async function companyNews(tx: Queryable, company: CompanyRow, since: string): Promise<CompanyNews> {
  const fresh = and(eq(ideas.companyId, company.id), gte(ideas.createdAt, since));
  const newIdeas = await tx
    .select({ id: ideas.id, title: ideas.title })
    .from(ideas)
    .where(fresh)
    .orderBy(desc(ideas.createdAt), desc(ideas.id))
    .limit(MAX_LISTED);
  const [total] = await tx.select({ n: count() }).from(ideas).where(fresh);
  const gained = count(votes.id);
  const movers = await tx
    .select({ id: ideas.id, title: ideas.title, gained })
    .from(votes)
    .innerJoin(ideas, eq(ideas.id, votes.ideaId))
    .where(and(eq(ideas.companyId, company.id), gte(votes.createdAt, since)))
    .groupBy(ideas.id, ideas.title)
    .orderBy(desc(gained), desc(ideas.id))
    .limit(MAX_MOVERS);
  return { company, newIdeas, newCount: Number(total?.n ?? 0), movers };
}

function digestLetter(links: LinkContext, news: CompanyNews[]): Letter {
  const paragraphs = news.flatMap(({ company, newIdeas, newCount, movers }) => {
    const link = (id: number) => ideaUrl(links.publicUrl, company.slug, id);
    const fresh = newIdeas.map((idea) => `- ${idea.title}\n  ${link(idea.id)}`);
    if (newCount > newIdeas.length) fresh.push(`- and ${newCount - newIdeas.length} more`);
    const moving = movers.map((idea) => `- ${idea.title} (+${idea.gained})\n  ${link(idea.id)}`);
    return [
      `${company.name}: ${newCount} new ${newCount === 1 ? 'idea' : 'ideas'} in the last 24 hours.`,
      ...(fresh.length ? [`New ideas:\n${fresh.join('\n')}`] : []),
      ...(moving.length ? [`Top movers (votes gained):\n${moving.join('\n')}`] : []),
    ];
  });
  const total = news.reduce((sum, item) => sum + item.newCount, 0);
  const first = news[0]?.company.slug ?? '';
  return {
    subject: `Your Sayso digest: ${total} new ${total === 1 ? 'idea' : 'ideas'}`,
    paragraphs,
    link: { url: `${links.publicUrl}/dashboard/${encodeURIComponent(first)}`, label: 'Open your dashboard' },
    reason: 'You get this daily digest because you turned it on in your Sayso account.',
  };
}

/** One owner's digest: claimed and queued in one transaction; nothing queued when nothing is new. */
async function digestFor(db: Db, links: LinkContext, userId: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const owner = await claimDay(tx, userId, utcDay(now));
    if (!owner) return false;
    const since = new Date(now.getTime() - DAY_MS).toISOString();
    const owned = await tx.select().from(companies).where(eq(companies.ownerId, owner.id));
    const news: CompanyNews[] = [];
    for (const company of owned) {
      const item = await companyNews(tx, company, since);
      if (item.newCount > 0 || item.movers.length > 0) news.push(item);
    }
    if (news.length === 0) return false;
    const to = { email: owner.email, name: owner.name };
    await enqueueEmail(tx, composeEmail(links, to, 'daily_digest', digestLetter(links, news)));
    return true;
  });
}

/** Queues today's digest of every due owner; answers how many e-mails it queued. */
export async function sendDueDigests(db: Db, links: LinkContext, now = new Date()): Promise<number> {
  let queued = 0;
  for (const userId of await dueOwners(db, utcDay(now))) {
    if (await digestFor(db, links, userId, now)) queued++;
  }
  return queued;
}
