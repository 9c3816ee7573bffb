/** Who is reading: the caller as public answers mark their own votes. */
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import type { UserRow } from '../db/schema';
import type { Actor } from '../domains/ideas/actor';
import { readVisitorId } from '../lib/cookies';

/** The signed-in user, else this browser by the visitor id it already has (none is issued). */
export function readViewer(c: Context<AppEnv>, visitorKey: Buffer): Actor {
  return { user: c.get('user'), visitorId: readVisitorId(c, visitorKey) };
}

/**
 * The caller as a writer on `companyId`'s board: an identify bearer acts on its own company's
 * board only, so one issued for another company signs nobody in here (decision 011).
 */
export function boardUser(c: Context<AppEnv>, companyId: number): UserRow | null {
  const bearerCompany = c.get('bearerCompanyId');
  if (bearerCompany != null && bearerCompany !== companyId) c.set('user', null);
  return c.get('user');
}
