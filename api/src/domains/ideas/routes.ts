/** /api/features: submitting, reading, triaging, voting on and discussing ideas. */
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import {
  commentPageSchema,
  createIdeaSchema,
  postCommentSchema,
  type TeamPermission,
  updateIdeaSchema,
} from '../../contract';
import type { UserRow } from '../../db/schema';
import { boardUser, readViewer } from '../../http/viewer';
import { clientIp } from '../../lib/client-ip';
import { ensureVisitorId, readVisitorId } from '../../lib/cookies';
import { validationError } from '../../lib/errors';
import { idParam } from '../../lib/params';
import { readJson } from '../../lib/validate';
import { attachmentsOfComments } from '../attachments/attachment-answers';
import { bindAttachments, requireBindableAttachments } from '../attachments/attachments';
import { requireVisibleBoard } from '../boards/board-access';
import { requireOfferedCategory } from '../categories/categories';
import { entriesShipping } from '../changelog/changelog-reads';
import { addComment, listComments } from '../comments/comments';
import { placeComment } from '../comments/placement';
import { requireCompanyById } from '../companies/companies';
import { triageIdea } from '../inbox/idea-triage';
import { publishCommentCount, publishVoteCount } from '../live/live-counts';
import { newUndoBatch, ticketOf } from '../notifications/undo-changes';
import { withTeamTags } from '../tags/idea-tags';
import { requireCompanyPermission, requireSignedIn, seesPrivate } from '../team/authorization';
import { castVote } from '../votes/votes';
import { type Actor, actorColumns } from './actor';
import { getIdea } from './idea-views';
import { createIdea, deleteIdea, type NewIdea, requireIdea, requireVisibleIdea } from './ideas';

/** The idea routes in their two groups; `bearer` signs in the widget panel's person (identify). */
export function ideaRoutes(
  { db, limiter, live, visitorKey, notifications }: AppDeps,
  bearer: MiddlewareHandler<AppEnv>,
) {
  /**
   * The caller as one who writes: a signed-in user as themselves, anyone else by a visitor id
   * issued now if the browser has none (a signed-in caller gets no visitor cookie).
   */
  const writer = (c: Context<AppEnv>): Actor => {
    const user = c.get('user');
    return user ? { user, visitorId: undefined } : { user: null, visitorId: ensureVisitorId(c, visitorKey) };
  };

  /** The idea and its company, for a team with `permission` (TEAM_PERMISSIONS): 401, then 404, then 403. */
  const triagedIdea = async (user: UserRow | null, id: string | undefined, permission: TeamPermission) => {
    requireSignedIn(user);
    const idea = await requireIdea(db, idParam(id, 'Feature'));
    const company = await requireCompanyById(db, idea.companyId);
    await requireCompanyPermission(db, user, company, permission);
    return { idea, company };
  };

  /** An idea anyone but the team gets a 404 for when it is private (or held, but for its author). */
  const visibleIdea = (c: Context<AppEnv>) =>
    requireVisibleIdea(db, idParam(c.req.param('id'), 'Feature'), c.get('user'), {
      visitorId: readVisitorId(c, visitorKey),
    });

  /**
   * Stores an idea. A signed-in author counts against their plan on either route (DESIGN.md
   * section 5), so the anonymous tab is no way around the monthly limit.
   */
  const submit = async (input: NewIdea, author: Actor) => {
    const company = await requireCompanyById(db, input.companyId);
    if (input.boardId != null) await requireVisibleBoard(db, author.user, company, input.boardId);
    if (input.categoryId != null) await requireOfferedCategory(db, company, input.categoryId);
    // Moderation: with review on, an idea from outside the team waits for approval (held).
    const held = company.reviewNewIdeas && !(await seesPrivate(db, author.user, company));
    await requireBindableAttachments(db, input.attachmentIds, company.id, actorColumns(author));
    const row = await createIdea(db, input, author, held);
    await bindAttachments(db, input.attachmentIds, company.id, actorColumns(author), { ideaId: row.id });
    return getIdea(db, row.id, author);
  };

  /** The public board's calls: the board group in app.ts, which answers on custom domains too. */
  const board = new Hono<AppEnv>()
    .post('/', bearer, async (c) => {
      requireSignedIn(c.get('user'));
      const input = await readJson(c, createIdeaSchema);
      requireSignedIn(boardUser(c, input.companyId));
      return c.json(await submit(input, writer(c)), 201);
    })
    .post('/anonymous', async (c) => {
      await limiter.consume('anonymousSubmission', clientIp(c));
      const input = await readJson(c, createIdeaSchema);
      return c.json(await submit(input, writer(c)), 201);
    })
    .get('/:id', bearer, async (c) => {
      const idea = await getIdea(db, idParam(c.req.param('id'), 'Feature'), readViewer(c, visitorKey));
      // The entries that shipped it (issue 29): whoever sees the idea sees each of them.
      const changelog = await entriesShipping(db, idea.id);
      return c.json({ ...(await withTeamTags(db, idea, c.get('user'))), changelog });
    })
    .post('/:id/vote', bearer, async (c) => {
      const user = c.get('user');
      requireSignedIn(user);
      const idea = await visibleIdea(c);
      requireSignedIn(boardUser(c, idea.companyId));
      const votes = await castVote(db, idea, { user, visitorId: undefined });
      await publishVoteCount(live, idea, votes);
      return c.json({ votes, voted: true });
    })
    .post('/:id/anonymous-vote', bearer, async (c) => {
      const idea = await visibleIdea(c);
      boardUser(c, idea.companyId);
      // One person, one vote per idea: a signed-in caller votes as themselves on this route too.
      if (!c.get('user')) await limiter.consume('anonymousVote', clientIp(c));
      const votes = await castVote(db, idea, writer(c));
      await publishVoteCount(live, idea, votes);
      return c.json({ votes, voted: true });
    })
    .get('/:id/comments', bearer, async (c) => {
      const idea = await visibleIdea(c);
      const page = commentPageSchema.safeParse(c.req.query());
      if (!page.success) throw validationError(page.error);
      // The team sees hidden comments too, marked hidden (moderation).
      const company = await requireCompanyById(db, idea.companyId);
      const team = await seesPrivate(db, c.get('user'), company);
      return c.json(await listComments(db, idea.id, page.data, team));
    })
    .post('/:id/comments', bearer, async (c) => {
      const user = c.get('user');
      requireSignedIn(user);
      await limiter.consume('comment', `user:${user.id}`);
      const idea = await visibleIdea(c);
      requireSignedIn(boardUser(c, idea.companyId));
      const { content, attachmentIds, ...asked } = await readJson(c, postCommentSchema);
      const placement = await placeComment(db, idea, user, asked);
      const uploader = { userId: user.id, visitorId: null };
      await requireBindableAttachments(db, attachmentIds, idea.companyId, uploader);
      // A team member's comment is a team reply: e-mailed to the followers with the comment.
      const { comment, commentCount } = await notifications.teamReply(
        idea,
        user,
        content,
        async (byTeam) => {
          const added = await addComment(db, idea.id, user, content, byTeam, placement);
          // In the team reply's transaction when there is one (a nested one then joins it).
          await db.transaction((tx) =>
            bindAttachments(tx, attachmentIds, idea.companyId, uploader, { commentId: added.comment.id }),
          );
          return added;
        },
        placement.internal,
      );
      // An internal note leaves the count as it was: live boards hear nothing of it.
      if (!placement.internal) await publishCommentCount(live, idea, commentCount);
      const attachments = (await attachmentsOfComments(db, [comment.id])).get(comment.id) ?? [];
      return c.json({ ...comment, attachments }, 201);
    });

  /** The team's triage: the cookie API group only. */
  const team = new Hono<AppEnv>()
    .patch('/:id', async (c) => {
      const { idea, company } = await triagedIdea(c.get('user'), c.req.param('id'), 'triageIdeas');
      const input = await readJson(c, updateIdeaSchema);
      const user = c.get('user');
      // Rewording someone's idea is the admins' and the owner's; triage is the whole team's.
      if (input.title !== undefined || input.description !== undefined)
        await requireCompanyPermission(db, user, company, 'editIdeas');
      // A status change e-mails the idea's followers, queued in the update's transaction and
      // held for the undo window (notifications/undo-changes.ts).
      const undo = newUndoBatch();
      const updated = await notifications.statusChange(
        idea,
        user,
        () => triageIdea(db, idea, company, input, user?.id ?? null),
        undo,
      );
      const read = await getIdea(db, updated.id, { user: c.get('user'), visitorId: undefined });
      const detail = await withTeamTags(db, read, c.get('user'));
      return c.json(updated.status === idea.status ? detail : { ...detail, undo: ticketOf(undo) });
    })
    .delete('/:id', async (c) => {
      await deleteIdea(db, (await triagedIdea(c.get('user'), c.req.param('id'), 'deleteIdeas')).idea);
      return c.json({ ok: true });
    });
  return { board, team };
}
