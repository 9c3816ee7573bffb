/** The one error type of the API: every refusal is `{ message, issues? }` with a 4xx/5xx status. */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';

export interface FieldIssue {
  path: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly issues?: FieldIssue[],
  ) {
    super(message);
  }
}

/**
 * Text with the NUL character is refused everywhere, on both engines: PostgreSQL cannot store
 * it, and no name, title or search a person types holds it.
 */
export const NUL_IN_TEXT = 'Text cannot contain the NUL character';

/** Not-found and permission guards as one line: `invariant(company, 404, 'Company not found')`. */
export function invariant(
  condition: unknown,
  status: ContentfulStatusCode,
  message: string,
): asserts condition {
  if (!condition) throw new ApiError(status, message);
}

/** A 400 whose message is the first field message, as the portal shows it. */
export function validationError(error: ZodError): ApiError {
  const issues = error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  return new ApiError(400, issues[0]?.message ?? 'Invalid input', issues);
}
