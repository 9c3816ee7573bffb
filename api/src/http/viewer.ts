/** Who is reading: the caller as public answers mark their own votes. */
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import type { Actor } from '../domains/ideas/actor';
import { readVisitorId } from '../lib/cookies';

/** The signed-in user, else this browser by the visitor id it already has (none is issued). */
export function readViewer(c: Context<AppEnv>, visitorKey: Buffer): Actor {
  return { user: c.get('user'), visitorId: readVisitorId(c, visitorKey) };
}
