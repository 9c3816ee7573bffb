/** /api/support: the dashboard's support form (Priority support, docs/plans.md). */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { supportRequestSchema } from '../../contract';
import { readJson } from '../../lib/validate';
import { requireSignedIn } from '../team/authorization';
import { assertCanContactSupport, sendSupportRequest } from './support';

export function supportRoutes({ db, config, limiter, outbox }: AppDeps) {
  return new Hono<AppEnv>().post('/', async (c) => {
    const user = c.get('user');
    requireSignedIn(user);
    const target = await assertCanContactSupport(db, user, config.supportEmail);
    const request = await readJson(c, supportRequestSchema);
    await limiter.consume('support', String(user.id));
    await sendSupportRequest(db, user, target, request);
    outbox.wake();
    return c.json({ message: 'Message sent' }, 202);
  });
}
