/**
 * What the v1 REST API reads beyond the board's own services: ideas and votes a page at a
 * time (newest first, by id: stable while ideas are added), and who an API vote is for.
 */
import { createHmac } from 'node:crypto';
import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import type { Status } from '../../contract';
import type { Db } from '../../db/engine';
import { type IdeaRow, ideas, users, votes } from '../../db/schema';
import type { Actor } from '../ideas/actor';
import { ideaListWhere } from '../ideas/ideas';
import { identifiedVoter } from '../identify/identified-users';
import { API_VOTER_PREFIX } from '../votes/votes';

export interface IdeaPageQuery {
  companyId: number;
  /** Ideas older than this id (the cursor), or from the newest. */
  before?: number;
  limit: number;
  status?: Status;
  category?: IdeaRow['category'];
  categoryId?: number;
  boardId?: number;
}

/** `limit + 1` of the company's ideas, private and held ones included, newest first; not merged ones. */
export function ideaRowsPage(db: Db, query: IdeaPageQuery): Promise<IdeaRow[]> {
  return db
    .select()
    .from(ideas)
    .where(
      and(
        // The board's and the inbox's filters, on the team's view (private and held ideas in, merged out).
        ideaListWhere(
          db,
          query.companyId,
          {
            status: query.status ? [query.status] : undefined,
            category: query.category ? [query.category] : undefined,
            categoryId: query.categoryId !== undefined ? [query.categoryId] : undefined,
          },
          'team',
        ),
        query.boardId !== undefined ? eq(ideas.boardId, query.boardId) : undefined,
        query.before !== undefined ? lt(ideas.id, query.before) : undefined,
      ),
    )
    .orderBy(desc(ideas.id))
    .limit(query.limit + 1);
}

/** `limit + 1` of an idea's votes, oldest first, with the voter's name when it is a user. */
export function voteRowsPage(db: Db, ideaId: number, after: number | undefined, limit: number) {
  return db
    .select({
      id: votes.id,
      userId: votes.userId,
      visitorId: votes.visitorId,
      userName: users.name,
      createdAt: votes.createdAt,
    })
    .from(votes)
    .leftJoin(users, eq(users.id, votes.userId))
    .where(and(eq(votes.ideaId, ideaId), after !== undefined ? gt(votes.id, after) : undefined))
    .orderBy(asc(votes.id))
    .limit(limit + 1);
}

/** Who an API vote is for: the company's identified person, and the key's hash for them. */
export interface ApiVoter {
  actor: Actor;
  /** `api:` + a keyed hash of the company and the e-mail or external id (never the value itself). */
  keyedId: string;
}

/**
 * Who an API vote counts for (issue 23): always an identified person of the key's company, made
 * on their first vote like Identify's, never a Sayso account, whatever the address, so the answer
 * tells nothing of who has an account. An external id is the one Identify uses, so a person who
 * also votes in the identified widget counts once. The keyed hash stays on the vote as before: the
 * votes table's unique index refuses a second vote for the same person (409), earlier votes too.
 */
export async function apiVoter(
  db: Db,
  secret: Buffer,
  companyId: number,
  voter: { email?: string; externalId?: string },
): Promise<ApiVoter> {
  const identity = voter.email ? `email:${voter.email}` : `external:${voter.externalId}`;
  const digest = createHmac('sha256', secret).update(`${companyId}:${identity}`).digest('base64url');
  const person = voter.email
    ? { externalId: identity, email: voter.email, name: voter.email.split('@')[0] as string }
    : { externalId: voter.externalId as string, email: '', name: voter.externalId as string };
  const user = await identifiedVoter(db, companyId, person);
  return { actor: { user, visitorId: undefined }, keyedId: `${API_VOTER_PREFIX}${digest}` };
}
