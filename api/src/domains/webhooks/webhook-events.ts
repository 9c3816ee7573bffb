/**
 * The webhook events and their `data` (docs/integrations.md, Webhooks), queued by the
 * idea, vote and comment services inside their own transactions: the board and the v1 API
 * both go through those services, so both raise the same events. Every event's idea names its
 * board (`boardId` and `board`, issue 27).
 */
import { eq } from 'drizzle-orm';
import { first, type Queryable } from '../../db/engine';
import { boards, type IdeaRow } from '../../db/schema';
import { boardIdOf } from '../boards/board-id';
import { toV1Idea } from './v1-idea';
import { enqueueWebhookEvent } from './webhook-deliveries';

type IdeaRef = Pick<IdeaRow, 'id' | 'companyId' | 'title' | 'boardId'>;

/**
 * The idea's board as every event names it (issue 27), `boardId` beside it. Read only once an
 * endpoint is to receive the event, so a company without webhooks pays nothing for it.
 */
async function boardOf(tx: Queryable, idea: Pick<IdeaRow, 'boardId'>) {
  const boardId = boardIdOf(idea);
  const board = first(
    await tx
      .select({ id: boards.id, name: boards.name, slug: boards.slug })
      .from(boards)
      .where(eq(boards.id, boardId))
      .limit(1),
  );
  return { boardId, board: board ?? null };
}

export function ideaCreated(tx: Queryable, idea: IdeaRow): Promise<void> {
  return enqueueWebhookEvent(tx, idea.companyId, 'idea.created', async () => ({
    idea: { ...toV1Idea(idea), ...(await boardOf(tx, idea)) },
  }));
}

export function ideaStatusChanged(tx: Queryable, before: IdeaRow, after: IdeaRow): Promise<void> {
  if (before.status === after.status) return Promise.resolve();
  return enqueueWebhookEvent(tx, after.companyId, 'idea.status_changed', async () => ({
    idea: { ...toV1Idea(after), ...(await boardOf(tx, after)) },
    previousStatus: before.status,
  }));
}

export interface VoteEvent {
  voteId: number;
  /** The idea's vote count after this vote. */
  votes: number;
  /** A signed-in board user, an anonymous board visitor, or an end user voted for through the API. */
  source: 'user' | 'anonymous' | 'api';
  userName: string | null;
  createdAt: string;
}

export function voteCreated(tx: Queryable, idea: IdeaRef, vote: VoteEvent) {
  return enqueueWebhookEvent(tx, idea.companyId, 'vote.created', async () => ({
    idea: { id: idea.id, title: idea.title, votes: vote.votes, ...(await boardOf(tx, idea)) },
    vote: { id: vote.voteId, source: vote.source, userName: vote.userName, createdAt: vote.createdAt },
  }));
}

export interface CommentEvent {
  id: number;
  content: string;
  userName: string;
  createdAt: string;
}

export function commentCreated(tx: Queryable, idea: IdeaRef, comment: CommentEvent, commentCount: number) {
  return enqueueWebhookEvent(tx, idea.companyId, 'comment.created', async () => ({
    idea: { id: idea.id, title: idea.title, commentCount, ...(await boardOf(tx, idea)) },
    comment,
  }));
}

export interface ChangelogEvent {
  id: number;
  slug: string;
  title: string;
  body: string;
  labels: string[];
  publishedAt: string;
  url: string;
}

/** A published changelog entry (issue 29) and every idea it links, each naming its board. */
export function changelogPublished(
  tx: Queryable,
  companyId: number,
  entry: ChangelogEvent,
  ideas: IdeaRef[],
  now?: Date,
) {
  return enqueueWebhookEvent(
    tx,
    companyId,
    'changelog.published',
    async () => ({
      entry: {
        ...entry,
        ideas: await Promise.all(
          ideas.map(async (idea) => ({ id: idea.id, title: idea.title, ...(await boardOf(tx, idea)) })),
        ),
      },
    }),
    now,
  );
}
