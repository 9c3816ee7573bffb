/**
 * The widget panel's bearer (issue 15, docs/decisions/011-identify.md): an identified person
 * acts through `Authorization: Bearer` on the few calls the panel makes, for their company's
 * board only. A header is not ambient authority (no other page can make the browser send it),
 * so it needs no CSRF exemption; a request carrying one ignores the session cookie altogether.
 */

import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { first } from '../../db/engine';
import { ideas, type UserRow } from '../../db/schema';
import { findBearerUser } from './identified-users';
import { bearerKey, bearerSecretIsLive, verifyBearer } from './identify-tokens';

/** Where a bearer is heard: reading, submitting, voting and commenting. Elsewhere it signs nobody in. */
const IDEA_WRITE = /^\/api\/features\/(\d{1,15})\/(?:vote|anonymous-vote|comments)$/;
const SUBMIT = /^\/api\/features\/?$/;
const READ = /^\/api\/(?:features\/|companies\/|auth\/me$)/;

/** The bearer of the request, or undefined when it sends none. */
export function bearerOf(c: Context): string | undefined {
  const header = c.req.header('authorization');
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
}

/**
 * The company a write acts on; 'read' for a read (any board, as a visitor would see it); null
 * where a bearer signs nobody in (another call, or a write whose company is not known).
 */
async function targetCompany(deps: AppDeps, c: Context<AppEnv>): Promise<number | 'read' | null> {
  const { method, path } = c.req;
  if (method === 'GET') return READ.test(path) ? 'read' : null;
  if (method !== 'POST') return null;
  const idea = IDEA_WRITE.exec(path);
  if (idea) {
    const row = first(
      await deps.db
        .select({ companyId: ideas.companyId })
        .from(ideas)
        .where(eq(ideas.id, Number(idea[1]))),
    );
    return row?.companyId ?? null;
  }
  if (!SUBMIT.test(path)) return null;
  try {
    // Hono keeps the text, so the route reads the same body after this.
    const body: unknown = JSON.parse(await c.req.text());
    const companyId = (body as { companyId?: unknown } | null)?.companyId;
    return typeof companyId === 'number' ? companyId : null;
  } catch {
    return null;
  }
}

/**
 * The identified person a bearer signs in, where it is heard, for the board it was issued for,
 * while the secret that signed its token is neither revoked nor past a rotation's overlap.
 */
export async function bearerUser(deps: AppDeps, c: Context<AppEnv>, token: string): Promise<UserRow | null> {
  const target = await targetCompany(deps, c);
  if (target === null) return null;
  const claims = await verifyBearer(bearerKey(deps.visitorKey), token);
  if (!claims || (target !== 'read' && target !== claims.companyId)) return null;
  if (!(await bearerSecretIsLive(deps.db, claims))) return null;
  return (await findBearerUser(deps.db, claims.userId, claims.companyId)) ?? null;
}
