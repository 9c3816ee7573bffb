/**
 * The vote's write when nobody needs an event of it: the company has no enabled webhook
 * endpoint, which is the common case and the one a busy board pays for on every vote (issue 25).
 * The vote row and the idea's counter change together or not at all, on either engine; the
 * read_versions trigger bumps the board's version in the same write, so no board reads a stale
 * count. When the company has an endpoint, nothing is written here and the caller takes the
 * transaction that also queues the `vote.created` delivery (votes.ts).
 *
 * Votes are written by group commit (lib/batch-queue.ts): the votes that arrive while the
 * previous batch is being written go together, each still counted once and answered its own new
 * count. A repeat is answered 'duplicate' (`on conflict do nothing`), so it never fails the
 * others. Per engine, because what is cheap differs:
 * - SQLite: one transaction per batch, the statements prepared once (lib/prepared.ts). The
 *   commit, which appends the batch's pages to the WAL, was half of a lone vote's database time.
 * - PostgreSQL: one statement per company per batch (data-modifying CTEs), committed on its own,
 *   so no row stays locked across round trips. It locks the batch's ideas in id order before
 *   counting, and the read_versions trigger (an AFTER trigger, so at the statement's end) takes
 *   the board's version row last: two replicas' batches never wait on each other in a circle.
 *   The endpoint check runs in the same statement, hence on the same snapshot: an endpoint
 *   created after it started comes after these votes.
 */
import { eq, param, sql } from 'drizzle-orm';
import { counterTransaction, type Db, hasErrorCode, isPostgres, postgresRows } from '../../db/engine';
import { ideas, votes, webhookEndpoints } from '../../db/schema';
import { inTransaction } from '../../db/transaction-scope';
import { BatchQueue } from '../../lib/batch-queue';
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

/**
 * 'hooks': the company has an enabled webhook endpoint, and nothing was written.
 * 'duplicate': this voter's vote on the idea is already counted, and nothing was written.
 */
export type RecordOutcome = RecordedVote | 'hooks' | 'no idea' | 'duplicate';

interface QueuedVote {
  companyId: number;
  vote: VoteRow;
}

const queues = new WeakMap<Db, BatchQueue<QueuedVote, RecordOutcome>>();

export function recordVote(db: Db, companyId: number, vote: VoteRow): Promise<RecordOutcome> {
  const queued = { companyId, vote };
  // Inside a caller's transaction the vote is part of it: a batch (outside it) would wait for
  // that transaction on SQLite, which waits for the vote.
  if (inTransaction())
    return counterTransaction(db, (tx) => writeVotes(tx as unknown as Db, [queued])).then(
      ([outcome]) => outcome as RecordOutcome,
    );
  let queue = queues.get(db);
  if (!queue) {
    queue = new BatchQueue((batch) => writeVotes(db, batch));
    queues.set(db, queue);
  }
  return queue.push(queued);
}

function writeVotes(db: Db, batch: QueuedVote[]): Promise<RecordOutcome[]> {
  const now = new Date().toISOString();
  return isPostgres(db) ? writeOnPostgres(db, batch, now) : writeOnSqlite(db, batch, now);
}

/**
 * SQLite: the idea was deleted between its read and the vote, so the vote's reference to it fails.
 * (PostgreSQL's statement inserts only for the ideas it locked.)
 */
const isMissingIdea = (error: unknown) => hasErrorCode(error, ['SQLITE_CONSTRAINT_FOREIGNKEY']);

/** The batch, one statement per company (their read_versions rows are locked one at a time). */
async function writeOnPostgres(db: Db, batch: QueuedVote[], now: string): Promise<RecordOutcome[]> {
  const outcomes: RecordOutcome[] = new Array(batch.length);
  const byCompany = new Map<number, number[]>();
  for (const [i, { companyId }] of batch.entries()) {
    const indexes = byCompany.get(companyId);
    if (indexes) indexes.push(i);
    else byCompany.set(companyId, [i]);
  }
  await Promise.all(
    [...byCompany].map(async ([companyId, indexes]) => {
      const answers = await companyVotesOnPostgres(
        db,
        companyId,
        indexes.map((i) => (batch[i] as QueuedVote).vote),
        now,
      );
      indexes.forEach((i, n) => {
        outcomes[i] = answers[n] as RecordOutcome;
      });
    }),
  );
  return outcomes;
}

interface CteRow {
  hooks: boolean;
  ideas: number[];
  vote_id: number | null;
  feature_id: number | null;
  user_id: number | null;
  visitor_id: string | null;
  created_at: string | null;
  votes: number | null;
  title: string | null;
}

const voterKey = (ideaId: number, userId: number | null, visitorId: string | null) =>
  `${ideaId}/${userId ?? ''}/${visitorId ?? ''}`;

async function companyVotesOnPostgres(
  db: Db,
  companyId: number,
  batch: VoteRow[],
  now: string,
): Promise<RecordOutcome[]> {
  // A voter twice in one batch (a double click): the second is the repeat, settled here, so each
  // row the statement returns belongs to exactly one vote of the batch.
  const seen = new Set<string>();
  const repeats = batch.map((vote) => {
    const keys = [
      vote.userId === null ? null : `u${vote.ideaId}/${vote.userId}`,
      vote.visitorId === null ? null : `v${vote.ideaId}/${vote.visitorId}`,
    ].filter((key) => key !== null);
    const repeat = keys.some((key) => seen.has(key));
    for (const key of keys) seen.add(key);
    return repeat;
  });
  const fresh = batch.filter((_, i) => !repeats[i]);
  const rows = await postgresRows<CteRow>(
    db,
    sql`
    with input as (
      select * from unnest(
        ${param(fresh.map((vote) => vote.ideaId))}::int[],
        ${param(fresh.map((vote) => vote.userId))}::int[],
        ${param(fresh.map((vote) => vote.visitorId))}::text[]
      ) with ordinality as t(feature_id, user_id, visitor_id, n)
    ), hooks as (
      select exists (select 1 from webhook_endpoints where company_id = ${companyId} and enabled) as present
    ), locked as (
      select id from features
      where id in (select feature_id from input) and company_id = ${companyId} and not (select present from hooks)
      order by id
      for no key update
    ), vote as (
      insert into votes (feature_id, user_id, visitor_id, created_at)
      select input.feature_id, input.user_id, input.visitor_id, ${now}::text
      from input join locked on locked.id = input.feature_id
      order by input.n
      on conflict do nothing
      returning id, feature_id, user_id, visitor_id, created_at
    ), counted as (
      select feature_id, count(*)::int as added from vote group by feature_id
    ), bumped as (
      update features set votes = features.votes + counted.added, last_activity_at = ${now}
      from counted where features.id = counted.feature_id
      returning features.id, features.votes, features.title
    )
    select (select present from hooks) as hooks,
      (select coalesce(array_agg(id), '{}') from locked) as ideas,
      vote.id as vote_id, vote.feature_id, vote.user_id, vote.visitor_id, vote.created_at,
      (bumped.votes - counted.added + row_number() over (partition by vote.feature_id order by vote.id))::int as votes,
      bumped.title
    from (select 1) as one
    left join (vote join counted on counted.feature_id = vote.feature_id join bumped on bumped.id = vote.feature_id) on true`,
    'record_votes',
  );
  const head = rows[0];
  if (!head || head.hooks) return batch.map(() => 'hooks');
  const existing = new Set(head.ideas);
  const recorded = new Map<string, RecordedVote>();
  for (const row of rows) {
    if (row.vote_id === null) continue;
    recorded.set(voterKey(row.feature_id as number, row.user_id, row.visitor_id), {
      voteId: row.vote_id,
      createdAt: row.created_at as string,
      votes: row.votes as number,
      companyId,
      title: row.title as string,
    });
  }
  return batch.map((vote, i) => {
    if (repeats[i]) return 'duplicate';
    if (!existing.has(vote.ideaId)) return 'no idea';
    return recorded.get(voterKey(vote.ideaId, vote.userId, vote.visitorId)) ?? 'duplicate';
  });
}

/** The statements of SQLite's vote, prepared once per database. */
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
        .onConflictDoNothing()
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

/** The batch in one transaction, each vote in turn: SQLite has one writer anyway. */
function writeOnSqlite(db: Db, batch: QueuedVote[], now: string): Promise<RecordOutcome[]> {
  const statements = sqliteStatements(db);
  // Prepared on `db`, they run inside this transaction: its statements pass the engine's queue.
  return counterTransaction(db, async () => {
    const hooked = new Map<number, boolean>();
    const outcomes: RecordOutcome[] = [];
    for (const { companyId, vote } of batch) {
      if (!hooked.has(companyId))
        hooked.set(companyId, (await statements.hooks.get({ companyId })) !== undefined);
      outcomes.push(hooked.get(companyId) ? 'hooks' : await voteOnSqlite(statements, vote, now));
    }
    return outcomes;
  });
}

async function voteOnSqlite(
  statements: ReturnType<typeof sqliteStatements>,
  vote: VoteRow,
  now: string,
): Promise<RecordOutcome> {
  let inserted: { id: number; createdAt: string } | undefined;
  try {
    inserted = await statements.insert.get({ ...vote, now });
  } catch (error) {
    // SQLite undoes the failed statement alone: the batch's other votes stand.
    if (isMissingIdea(error)) return 'no idea';
    throw error;
  }
  if (!inserted) return 'duplicate';
  // The vote's foreign key has just found the idea, in this same transaction.
  const bumped = (await statements.bump.get({ ideaId: vote.ideaId, now })) as NonNullable<
    Awaited<ReturnType<typeof statements.bump.get>>
  >;
  return { voteId: inserted.id, createdAt: inserted.createdAt, ...bumped };
}
