/**
 * The vote's write when nobody needs an event of it: the company has no enabled webhook
 * endpoint, which is the common case and the one a busy board pays for on every vote (issue 25).
 * The vote row and the idea's counter change together or not at all, on either engine; the
 * read_versions trigger bumps the board's version in the same write, so no board reads a stale
 * count. When the company has an endpoint, nothing is written here and the caller takes the
 * transaction that also queues the `vote.created` delivery (votes.ts).
 *
 * Per engine, because what is cheap differs:
 * - PostgreSQL: one statement (data-modifying CTEs), committed on its own. A transaction of
 *   several statements held the idea's and the board's version rows locked across round trips
 *   and the event loop's delays, so concurrent votes on one board queued behind each other.
 *   The endpoint check runs in the same statement, hence on the same snapshot: an endpoint
 *   created after it started comes after this vote.
 * - SQLite: no data-modifying CTEs, but a transaction costs no round trip. Statements prepared
 *   once (lib/prepared.ts), run in the engine's queue like every transaction.
 */
import { eq, sql } from 'drizzle-orm';
import { counterTransaction, type Db, isPostgres, postgresRows } from '../../db/engine';
import { ideas, votes, webhookEndpoints } from '../../db/schema';
import { preparedOnce } from '../../lib/prepared';

export interface VoteRow {
  ideaId: number;
  userId: number | null;
  visitorId: string | null;
}

export interface RecordedVote {
  voteId: number;
  createdAt: string;
  votes: number;
  companyId: number;
  title: string;
}

/** 'hooks': the company has an enabled webhook endpoint, and nothing was written. */
export type RecordOutcome = RecordedVote | 'hooks' | 'no idea';

export function recordVote(db: Db, companyId: number, vote: VoteRow): Promise<RecordOutcome> {
  const now = new Date().toISOString();
  return isPostgres(db)
    ? recordOnPostgres(db, companyId, vote, now)
    : recordOnSqlite(db, companyId, vote, now);
}

interface CteResult {
  hooks: boolean;
  vote_id: number | null;
  created_at: string | null;
  votes: number | null;
  company_id: number | null;
  title: string | null;
}

async function recordOnPostgres(
  db: Db,
  companyId: number,
  vote: VoteRow,
  now: string,
): Promise<RecordOutcome> {
  const [row] = await postgresRows<CteResult>(
    db,
    sql`
    with hooks as (
      select exists (select 1 from webhook_endpoints where company_id = ${companyId} and enabled) as present
    ), vote as (
      insert into votes (feature_id, user_id, visitor_id, created_at)
      select ${vote.ideaId}::int, ${vote.userId}::int, ${vote.visitorId}::text, ${now}::text
      where not (select present from hooks)
      returning id, created_at
    ), bumped as (
      update features set votes = votes + 1, last_activity_at = ${now}
      where id = ${vote.ideaId} and exists (select 1 from vote)
      returning votes, company_id, title
    )
    select (select present from hooks) as hooks, vote.id as vote_id, vote.created_at, bumped.votes,
      bumped.company_id, bumped.title
    from (select 1) as one left join vote on true left join bumped on true`,
    'record_vote',
  );
  if (!row || row.hooks) return 'hooks';
  if (row.vote_id === null || row.votes === null || row.company_id === null || row.title === null)
    return 'no idea';
  return {
    voteId: row.vote_id,
    createdAt: row.created_at as string,
    votes: row.votes,
    companyId: row.company_id,
    title: row.title,
  };
}

/** The three statements of SQLite's vote, prepared once per database. */
function sqliteStatements(db: Db) {
  return {
    hooks: preparedOnce(db, 'recordVote.hooks', () =>
      db
        .select({ id: webhookEndpoints.id })
        .from(webhookEndpoints)
        .where(
          sql`${webhookEndpoints.companyId} = ${sql.placeholder('companyId')} and ${webhookEndpoints.enabled}`,
        )
        .limit(1),
    ),
    insert: preparedOnce(db, 'recordVote.insert', () =>
      db
        .insert(votes)
        .values({
          ideaId: sql.placeholder('ideaId'),
          userId: sql.placeholder('userId'),
          visitorId: sql.placeholder('visitorId'),
          createdAt: sql.placeholder('now'),
        })
        .returning({ id: votes.id, createdAt: votes.createdAt }),
    ),
    bump: preparedOnce(db, 'recordVote.bump', () =>
      db
        .update(ideas)
        .set({ votes: sql`${ideas.votes} + 1`, lastActivityAt: sql`${sql.placeholder('now')}` })
        .where(eq(ideas.id, sql.placeholder('ideaId')))
        .returning({ votes: ideas.votes, companyId: ideas.companyId, title: ideas.title }),
    ),
  };
}

function recordOnSqlite(db: Db, companyId: number, vote: VoteRow, now: string): Promise<RecordOutcome> {
  const statements = sqliteStatements(db);
  // Prepared on `db`, they run inside this transaction: its statements pass the engine's queue.
  return counterTransaction(db, async () => {
    if (await statements.hooks.get({ companyId })) return 'hooks';
    const inserted = await statements.insert.get({ ...vote, now });
    const bumped = await statements.bump.get({ ideaId: vote.ideaId, now });
    if (!inserted || !bumped) throw new NoIdea();
    return { voteId: inserted.id, createdAt: inserted.createdAt, ...bumped };
  }).catch((error: unknown) => {
    if (error instanceof NoIdea) return 'no idea' as const;
    throw error;
  });
}

/** Rolls the SQLite transaction back when the idea is gone (deleted since it was read). */
class NoIdea extends Error {}
