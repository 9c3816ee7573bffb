/** What every v1 route shares: the validation hook and the key's-company idea guard. */
import type { Hook } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Db } from '../../db/engine';
import type { IdeaRow } from '../../db/schema';
import { invariant, validationError } from '../../lib/errors';
import { idParam } from '../../lib/params';
import { requireIdea } from '../ideas/ideas';
import type { V1Env } from './api-key-middleware';

/** A page's size when the caller names none. */
export const DEFAULT_LIMIT = 25;

/** Bad input is the contract's 400 `{ message, issues }`, as on every other route. */
// biome-ignore lint/suspicious/noExplicitAny: the hook is shared by routes of every input type
export const v1Hook: Hook<any, V1Env, any, any> = (result) => {
  if (!result.success) throw validationError(result.error);
};

/** The idea of the route's `{id}`, when it is the key's company's; any other is not found. */
export async function companyIdea(db: Db, c: Context<V1Env>): Promise<IdeaRow> {
  const idea = await requireIdea(db, idParam(c.req.param('id'), 'Feature'));
  invariant(idea.companyId === c.var.company.id, 404, 'Feature not found');
  return idea;
}
