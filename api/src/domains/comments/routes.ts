/**
 * Guest comments (issue 26): POST /api/features/{id}/guest-comments holds a visitor's comment and
 * e-mails them a link; POST /api/comments/confirm publishes it when that link is opened.
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { confirmGuestCommentSchema, GUEST_COMMENT_SENT, guestCommentSchema } from '../../contract';
import { clientIp } from '../../lib/client-ip';
import { idParam } from '../../lib/params';
import { readJson } from '../../lib/validate';
import { requireCompanyById } from '../companies/companies';
import { requireIdea, requireVisibleIdea } from '../ideas/ideas';
import { publishCommentCount } from '../live/live-counts';
import { confirmGuestComment, requestGuestComment } from './guest-comments';

/** The idea routes' guest half, mounted beside them on /api/features (the public board group). */
export function guestCommentRoutes({ db, config, limiter, outbox }: AppDeps) {
  return new Hono<AppEnv>().post('/:id/guest-comments', async (c) => {
    // Each comment sends an e-mail: counted per address before any work, then per recipient.
    await limiter.consume('guestComment', clientIp(c));
    const idea = await requireVisibleIdea(db, idParam(c.req.param('id'), 'Feature'), c.get('user'));
    const input = await readJson(c, guestCommentSchema);
    await limiter.consume('guestCommentEmail', input.email);
    const company = await requireCompanyById(db, idea.companyId);
    await requestGuestComment(db, config.publicUrl, idea, company, input);
    outbox.wake();
    return c.json({ pending: true, message: GUEST_COMMENT_SENT }, 202);
  });
}

/** The e-mailed link's confirmation, mounted on /api/comments (the public board group). */
export function guestConfirmRoutes({ db, limiter, live }: AppDeps) {
  return new Hono<AppEnv>().post('/confirm', async (c) => {
    // Guessing at tokens costs the guesser (the same wall as the other e-mailed links).
    await limiter.consume('emailLink', clientIp(c));
    const { token } = await readJson(c, confirmGuestCommentSchema);
    const { ideaId, comment, commentCount } = await confirmGuestComment(db, token);
    await publishCommentCount(live, await requireIdea(db, ideaId), commentCount);
    return c.json(comment, 201);
  });
}
