/**
 * Trending ideas of a range: the 10 ideas that gained the most votes in it (ties by id), from
 * the folded per-idea rollups. The range's own days when they hold fewer votes than the rest of
 * the history; otherwise each idea's total less its votes outside the range, walking the ideas
 * by total until no idea left can reach the tenth place (a long range on a long history).
 */
import { and, desc, eq, gt, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { InsightsRange } from '../../contract';
import type { Db } from '../../db/engine';
import { ideas, insightIdeaDays, insightIdeas } from '../../db/schema';
import { rangeTotals } from './rollups';

const LIMIT = 10;
/** Ideas read per step of the walk by total. */
const PAGE = 100;

interface Gain {
  id: number;
  votes: number;
}

const ranksBefore = (a: Gain, b: Gain) => b.votes - a.votes || a.id - b.id;

/** The trending ideas with their titles (call after foldInsightDeltas). */
export async function trendingInRange(db: Db, companyId: number, range: InsightsRange) {
  const [inside, [all]] = await Promise.all([
    rangeTotals(db, companyId, range),
    db
      .select({ votes: sql<number>`coalesce(sum(${insightIdeas.votes}), 0)`.mapWith(Number) })
      .from(insightIdeas)
      .where(eq(insightIdeas.companyId, companyId)),
  ]);
  const outside = (all?.votes ?? 0) - inside.votes;
  const top =
    inside.votes <= outside
      ? await gainsWithin(db, companyId, range)
      : await gainsByTotal(db, companyId, range);
  if (top.length === 0) return [];
  const titles = await db
    .select({ id: ideas.id, title: ideas.title })
    .from(ideas)
    .where(
      inArray(
        ideas.id,
        top.map((gain) => gain.id),
      ),
    );
  const titleOf = new Map(titles.map((row) => [row.id, row.title]));
  return top.map((gain) => ({ id: gain.id, title: titleOf.get(gain.id) ?? '', votes: gain.votes }));
}

/** Summed over the range's own idea days. */
async function gainsWithin(db: Db, companyId: number, range: InsightsRange): Promise<Gain[]> {
  const gained = sql<number>`sum(${insightIdeaDays.votes})`.mapWith(Number);
  return db
    .select({ id: insightIdeaDays.ideaId, votes: gained })
    .from(insightIdeaDays)
    .where(
      and(
        eq(insightIdeaDays.companyId, companyId),
        gte(insightIdeaDays.day, range.from),
        lte(insightIdeaDays.day, range.to),
      ),
    )
    .groupBy(insightIdeaDays.ideaId)
    .having(gt(gained, 0))
    .orderBy(desc(gained), insightIdeaDays.ideaId)
    .limit(LIMIT);
}

/** Each idea's total less its votes outside the range, the ideas walked by total. */
async function gainsByTotal(db: Db, companyId: number, range: InsightsRange): Promise<Gain[]> {
  // Before and after the range apart: each is one range of the (company, day) index.
  const votesOutside = (days: SQL) =>
    db
      .select({
        id: insightIdeaDays.ideaId,
        votes: sql<number>`sum(${insightIdeaDays.votes})`.mapWith(Number),
      })
      .from(insightIdeaDays)
      .where(and(eq(insightIdeaDays.companyId, companyId), days))
      .groupBy(insightIdeaDays.ideaId);
  const [before, after] = await Promise.all([
    votesOutside(lt(insightIdeaDays.day, range.from)),
    votesOutside(gt(insightIdeaDays.day, range.to)),
  ]);
  const outside = new Map<number, number>();
  for (const row of [...before, ...after]) outside.set(row.id, (outside.get(row.id) ?? 0) + row.votes);
  const top: Gain[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await db
      .select({ id: insightIdeas.ideaId, votes: insightIdeas.votes })
      .from(insightIdeas)
      .where(eq(insightIdeas.companyId, companyId))
      .orderBy(desc(insightIdeas.votes), insightIdeas.ideaId)
      .limit(PAGE)
      .offset(offset);
    for (const idea of page) {
      // Totals only fall from here on: an idea whose total cannot pass the tenth place ends the walk.
      const tenth = top[LIMIT - 1];
      if (tenth && idea.votes < tenth.votes) return top;
      const votes = idea.votes - (outside.get(idea.id) ?? 0);
      if (votes <= 0) continue;
      top.push({ id: idea.id, votes });
      top.sort(ranksBefore);
      top.length = Math.min(top.length, LIMIT);
    }
    if (page.length < PAGE) return top;
  }
}
