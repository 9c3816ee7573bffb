/**
 * POST /api/attachments: a screenshot for an idea or comment on a company's board, by anyone who
 * may post there (signed in, or an anonymous visitor by their visitor id), rate limited.
 */
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { boardUser } from '../../http/viewer';
import { clientIp } from '../../lib/client-ip';
import { ensureVisitorId } from '../../lib/cookies';
import { ApiError } from '../../lib/errors';
import { findCompanyBySlug } from '../companies/companies';
import { type Uploader, uploadAttachment } from './attachments';

/** The multipart form, or a 400 naming what was expected. */
async function readForm(c: Context<AppEnv>) {
  try {
    return await c.req.parseBody();
  } catch {
    throw new ApiError(400, 'Expected a multipart form with an image');
  }
}

export function attachmentRoutes({ db, limiter, visitorKey }: AppDeps, bearer: MiddlewareHandler<AppEnv>) {
  return new Hono<AppEnv>().post('/', bearer, async (c) => {
    const signedIn = c.get('user');
    // Per person when signed in; per address for visitors, whose cookie is theirs to drop.
    await limiter.consume('attachment', signedIn ? `user:${signedIn.id}` : `ip:${clientIp(c)}`);
    const form = await readForm(c);
    const slug = typeof form.companySlug === 'string' ? form.companySlug : '';
    const company = await findCompanyBySlug(db, slug);
    if (!company) throw new ApiError(404, 'Company not found');
    const user = boardUser(c, company.id);
    const uploader: Uploader = user
      ? { userId: user.id, visitorId: null }
      : { userId: null, visitorId: ensureVisitorId(c, visitorKey) };
    if (!(form.image instanceof File) || form.image.size === 0)
      throw new ApiError(400, 'Please choose an image to upload');
    const bytes = Buffer.from(await form.image.arrayBuffer());
    return c.json(await uploadAttachment(db, company.id, uploader, bytes), 201);
  });
}
