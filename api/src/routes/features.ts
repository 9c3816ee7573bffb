/** /api/features: submitting, reading, triaging, voting on and discussing ideas. */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import {
  commentPageSchema,
  createCommentSchema,
  createFeatureSchema,
  updateFeatureSchema,
} from '../contract';
import type { UserRow } from '../db/schema';
import { clientIp } from '../lib/client-ip';
import { ensureVisitorId, readVisitorId } from '../lib/cookies';
import { validationError } from '../lib/errors';
import { idParam } from '../lib/params';
import { readJson } from '../lib/validate';
import { requireCompanyOwner, requireSignedIn } from '../services/authorization';
import { addComment, listComments } from '../services/comments';
import { requireCompanyById } from '../services/companies';
import {
  createFeature,
  deleteFeature,
  getFeature,
  type NewFeature,
  requireFeature,
  updateFeature,
  type Viewer,
} from '../services/features';
import { castVote } from '../services/votes';

export function featureRoutes({ db, limiter, visitorKey }: AppDeps) {
  const viewerOf = (user: UserRow | null, visitorId: string | undefined): Viewer =>
    user ? { userId: user.id } : { visitorId };

  /** The idea and its company, for owner-only actions: 401, then 404, then 403. */
  const ownedFeature = (user: UserRow | null, id: string | undefined) => {
    requireSignedIn(user);
    const feature = requireFeature(db, idParam(id, 'Feature'));
    requireCompanyOwner(user, requireCompanyById(db, feature.companyId));
    return feature;
  };

  /**
   * Stores an idea. A signed-in author counts against their plan on either route (DESIGN.md
   * section 5), so the anonymous tab is no way around the monthly limit.
   */
  const submit = (input: NewFeature, user: UserRow | null, visitorId: () => string) => {
    requireCompanyById(db, input.companyId);
    const author = user ? { userId: user.id, userName: user.name } : { visitorId: visitorId() };
    const row = createFeature(db, input, author);
    return getFeature(db, row.id, user ? { userId: user.id } : { visitorId: row.visitorId ?? undefined });
  };

  return new Hono<AppEnv>()
    .post('/', async (c) => {
      const user = c.get('user');
      requireSignedIn(user);
      const input = await readJson(c, createFeatureSchema);
      return c.json(
        submit(input, user, () => ensureVisitorId(c, visitorKey)),
        201,
      );
    })
    .post('/anonymous', async (c) => {
      limiter.consume('anonymousSubmission', clientIp(c));
      const input = await readJson(c, createFeatureSchema);
      return c.json(
        submit(input, c.get('user'), () => ensureVisitorId(c, visitorKey)),
        201,
      );
    })
    .get('/:id', (c) =>
      c.json(
        getFeature(
          db,
          idParam(c.req.param('id'), 'Feature'),
          viewerOf(c.get('user'), readVisitorId(c, visitorKey)),
        ),
      ),
    )
    .patch('/:id', async (c) => {
      const feature = ownedFeature(c.get('user'), c.req.param('id'));
      const updated = updateFeature(db, feature, await readJson(c, updateFeatureSchema));
      return c.json(getFeature(db, updated.id, { userId: c.get('user')?.id }));
    })
    .delete('/:id', (c) => {
      deleteFeature(db, ownedFeature(c.get('user'), c.req.param('id')));
      return c.json({ ok: true });
    })
    .post('/:id/vote', (c) => {
      const user = c.get('user');
      requireSignedIn(user);
      const feature = requireFeature(db, idParam(c.req.param('id'), 'Feature'));
      return c.json({ votes: castVote(db, feature.id, { userId: user.id }), voted: true });
    })
    .post('/:id/anonymous-vote', (c) => {
      const feature = requireFeature(db, idParam(c.req.param('id'), 'Feature'));
      const user = c.get('user');
      // One person, one vote per idea: a signed-in caller votes as themselves on this route too.
      if (user) return c.json({ votes: castVote(db, feature.id, { userId: user.id }), voted: true });
      limiter.consume('anonymousVote', clientIp(c));
      const visitorId = ensureVisitorId(c, visitorKey);
      return c.json({ votes: castVote(db, feature.id, { visitorId }), voted: true });
    })
    .get('/:id/comments', (c) => {
      const feature = requireFeature(db, idParam(c.req.param('id'), 'Feature'));
      const page = commentPageSchema.safeParse(c.req.query());
      if (!page.success) throw validationError(page.error);
      return c.json(listComments(db, feature.id, page.data));
    })
    .post('/:id/comments', async (c) => {
      const user = c.get('user');
      requireSignedIn(user);
      limiter.consume('comment', `user:${user.id}`);
      const feature = requireFeature(db, idParam(c.req.param('id'), 'Feature'));
      const { content } = await readJson(c, createCommentSchema);
      return c.json(addComment(db, feature.id, user, content), 201);
    });
}
