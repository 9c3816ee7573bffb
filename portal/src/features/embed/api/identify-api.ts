import type { IdentifySessionAnswer } from '@sayso/api/contract';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/api-paths';

/** Trades the host's identify token for the panel's bearer (POST /api/identify/session). */
export function exchangeIdentifyToken(slug: string, token: string, origin: string) {
  return api.post<IdentifySessionAnswer>(apiPaths.identifySession, { slug, token, origin });
}
