/**
 * Request bodies parsed with a contract schema, called inside handlers after the permission
 * checks, so a caller learns nothing from validation they may not reach. Malformed JSON,
 * a missing body or a non-object are 400s like any other bad input.
 */
import type { Context } from 'hono';
import type { ZodType, z } from 'zod';
import { ApiError, NUL_IN_TEXT, validationError } from './errors';

export async function readJson<T extends ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  const body = await readJsonBody(c);
  const result = schema.safeParse(body);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** The request body as JSON: 400 for malformed JSON or a NUL anywhere in its text. */
export async function readJsonBody(c: Context): Promise<unknown> {
  try {
    const text = await c.req.text();
    // JSON spells NUL only as the escape \u0000 (a raw control character is malformed JSON);
    // after an even run of backslashes it is the escape, after an odd one the literal text.
    if (/(?<!\\)(?:\\\\)*\\u0000/i.test(text)) throw new ApiError(400, NUL_IN_TEXT);
    return JSON.parse(text);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(400, 'Malformed JSON in request body');
  }
}
