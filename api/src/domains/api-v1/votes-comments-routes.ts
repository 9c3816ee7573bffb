/** /api/v1/ideas/{id}/votes and /comments: votes for end users, comments as the company's team. */
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps } from '../../context';
import { decodeCursor, encodeCursor, pageFrom } from '../../lib/cursor';
import { invariant } from '../../lib/errors';
import { addComment, listComments } from '../comments/comments';
import { publishCommentCount, publishVoteCount } from '../live/live-counts';
import { findUser } from '../users/users';
import { castVote, voteSource } from '../votes/votes';
import type { V1Env } from './api-key-middleware';
import { apiVoter, voteRowsPage } from './api-v1-reads';
import { companyIdea, DEFAULT_LIMIT, v1Hook } from './company-idea';
import { body, errors, KEYED, ok } from './responses';
import {
  addVoteBodySchema,
  commentPageSchema,
  commentSchema,
  createCommentBodySchema,
  ideaParamsSchema,
  pageQuerySchema,
  type V1Comment,
  votePageSchema,
  voteResultSchema,
} from './schemas';

const idea = { params: ideaParamsSchema };

const routes = {
  votes: createRoute({
    method: 'get',
    operationId: 'listVotes',
    description: 'Scope: read.',
    path: '/ideas/{id}/votes',
    tags: ['Votes'],
    summary: "An idea's votes, oldest first",
    request: { ...idea, query: pageQuerySchema },
    responses: { 200: ok(votePageSchema, 'A page of votes'), ...errors(400, 404, ...KEYED) },
  }),
  vote: createRoute({
    method: 'post',
    operationId: 'addVote',
    description:
      'Scope: write. The vote is for an identified person of your company (one per externalId; an ' +
      'e-mail is the id `email:<address>`), the same person as the `sub` of your Identify tokens. ' +
      'It never counts as a Sayso account, whatever the address, and the answer is the same ' +
      'whether an account with that address exists or not.',
    path: '/ideas/{id}/votes',
    tags: ['Votes'],
    summary: 'Vote for an end user, known by e-mail or by your own id for them',
    request: { ...idea, body: body(addVoteBodySchema) },
    responses: {
      201: ok(voteResultSchema, "The idea's new vote count"),
      ...errors(400, 403, 404, 409, ...KEYED),
    },
  }),
  comments: createRoute({
    method: 'get',
    operationId: 'listComments',
    description: 'Scope: read.',
    path: '/ideas/{id}/comments',
    tags: ['Comments'],
    summary: "An idea's comments, oldest first",
    request: { ...idea, query: pageQuerySchema },
    responses: { 200: ok(commentPageSchema, 'A page of comments'), ...errors(400, 404, ...KEYED) },
  }),
  comment: createRoute({
    method: 'post',
    operationId: 'addComment',
    description: 'Scope: write.',
    path: '/ideas/{id}/comments',
    tags: ['Comments'],
    summary: "Comment as the company's team (shown under the owner's name)",
    request: { ...idea, body: body(createCommentBodySchema) },
    responses: { 201: ok(commentSchema, 'The new comment'), ...errors(400, 403, 404, ...KEYED) },
  }),
};

const toV1Comment = ({ id, content, contentHtml, userName, createdAt }: V1Comment): V1Comment => ({
  id,
  content,
  contentHtml,
  userName,
  createdAt,
});

export function v1VoteCommentRoutes({ db, live, visitorKey, notifications }: AppDeps) {
  return new OpenAPIHono<V1Env>({ defaultHook: v1Hook })
    .openapi(routes.votes, async (c) => {
      const { cursor, limit = DEFAULT_LIMIT } = c.req.valid('query');
      const after = decodeCursor(cursor);
      const { id } = await companyIdea(db, c);
      const rows = await voteRowsPage(db, id, after, limit);
      const votes = rows.map((row) => ({
        id: row.id,
        source: voteSource(row.userId, row.visitorId),
        userName: row.userName,
        createdAt: row.createdAt,
      })) satisfies { source: 'user' | 'api' | 'anonymous' }[];
      return c.json(pageFrom(votes, limit), 200);
    })
    .openapi(routes.vote, async (c) => {
      const row = await companyIdea(db, c);
      const voter = await apiVoter(db, visitorKey, c.var.company.id, c.req.valid('json'));
      const votes = await castVote(db, row, voter.actor, voter.keyedId);
      await publishVoteCount(live, row, votes);
      return c.json({ votes }, 201);
    })
    .openapi(routes.comments, async (c) => {
      const { cursor, limit = DEFAULT_LIMIT } = c.req.valid('query');
      const after = decodeCursor(cursor);
      const { id } = await companyIdea(db, c);
      // The thread pages by comment id already; a full page says there may be more.
      const data = (await listComments(db, id, { after, limit })).map(toV1Comment);
      const last = data[data.length - 1];
      return c.json({ data, nextCursor: data.length === limit && last ? encodeCursor(last.id) : null }, 200);
    })
    .openapi(routes.comment, async (c) => {
      const row = await companyIdea(db, c);
      const { content } = c.req.valid('json');
      const team = await findUser(db, c.var.company.ownerId);
      // The owner's row goes only with the company (cascade), so it is always there.
      invariant(team, 404, 'Feature not found');
      // The team's reply: e-mailed to the idea's followers with the comment, as in the dashboard.
      const { comment, commentCount } = await notifications.teamReply(row, team, content, (byTeam) =>
        addComment(db, row.id, team, content, byTeam),
      );
      await publishCommentCount(live, row, commentCount);
      return c.json(toV1Comment(comment), 201);
    });
}
