/**
 * The only way into /api/v1: `Authorization: Bearer <key>`. Cookies play no part (the v1 group in
 * app.ts has no session middleware), so a foreign page cannot ride on a signed-in browser. 401 for a missing,
 * unknown or revoked key; 403 for a write with a read-only key; a per-key rate limit.
 */
import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../../context';
import { API_KEY_MESSAGES } from '../../contract';
import type { ApiKeyRow, CompanyRow } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { findCompanyById } from '../companies/companies';
import { findLiveKey } from './api-keys';

export interface V1Env {
  Variables: AppEnv['Variables'] & {
    apiKey: ApiKeyRow;
    /** The key's company: the only one a v1 call can see or change. */
    company: CompanyRow;
  };
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function bearer(header: string | undefined): string | null {
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}

export function apiKeyMiddleware({ db, limiter }: Pick<AppDeps, 'db' | 'limiter'>) {
  return createMiddleware<V1Env>(async (c, next) => {
    const secret = bearer(c.req.header('authorization'));
    if (!secret) throw new ApiError(401, API_KEY_MESSAGES.missing);
    const key = await findLiveKey(db, secret);
    if (!key) throw new ApiError(401, API_KEY_MESSAGES.invalid);
    await limiter.consume('apiKey', String(key.id));
    if (!READ_METHODS.has(c.req.method) && key.scope !== 'write')
      throw new ApiError(403, API_KEY_MESSAGES.readOnly);
    const company = await findCompanyById(db, key.companyId);
    if (!company) throw new ApiError(401, API_KEY_MESSAGES.invalid);
    c.set('apiKey', key);
    c.set('company', company);
    await next();
  });
}
