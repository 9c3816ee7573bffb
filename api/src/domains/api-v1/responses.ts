/** The answers every v1 route may give besides its own: errors, all `{ message, issues? }`. */
import type { z } from '@hono/zod-openapi';
import { errorSchema } from './schemas';

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

export const ok = json;

const ERRORS = {
  400: 'Bad input: the first field message, with every issue',
  401: 'No key, or an unknown or revoked key',
  403: 'A write with a read-only key, or a plan gate',
  404: 'Not found (ideas of other companies are not found)',
  409: 'Conflict (a second vote for the same person)',
  429: 'Too many requests for this key',
} as const;

/** The error answers a route may give, by status. */
export function errors(...statuses: (keyof typeof ERRORS)[]) {
  return Object.fromEntries(statuses.map((status) => [status, json(errorSchema, ERRORS[status])]));
}

/** What every keyed route may answer: bad key, rate limit. */
export const KEYED = [401, 429] as const;

/** A JSON request body, required. */
export function body<T extends z.ZodType>(schema: T) {
  return { content: { 'application/json': { schema } }, required: true };
}
