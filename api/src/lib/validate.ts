/**
 * Request bodies parsed with a contract schema, called inside handlers after the permission
 * checks, so a caller learns nothing from validation they may not reach. Malformed JSON,
 * a missing body or a non-object are 400s like any other bad input.
 */
import type { Context } from 'hono';
import type { ZodType, z } from 'zod';
import { ApiError, validationError } from './errors';

export async function readJson<T extends ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(400, 'Malformed JSON in request body');
  }
  const result = schema.safeParse(body);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
