/**
 * The one way issues become field messages: the form's own zod check and the server's 400
 * answer (`issues`, spec section 5) both land here, first message per top-level field.
 */
import { ApiError } from './api-client';

interface Issue {
  path: PropertyKey[];
  message: string;
}

type SafeParse<T> = { success: true; data: T } | { success: false; error: { issues: Issue[] } };

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/** The first message per top-level field of zod-like issues. */
export function collectErrors<K extends string>(issues: Issue[]): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '') as K;
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** Runs a contract schema over form values: `{ data }` when valid, else `{ errors }`. */
export function validate<T, K extends string>(
  schema: { safeParse: (value: unknown) => SafeParse<T> },
  values: Record<K, unknown>,
): { data: T; errors?: undefined } | { data?: undefined; errors: FieldErrors<K> } {
  const result = schema.safeParse(values);
  return result.success ? { data: result.data } : { errors: collectErrors<K>(result.error.issues) };
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** The server's field messages from a failed call (ApiError.issues), keyed like the form's fields. */
export function serverFieldErrors<K extends string>(error: unknown): FieldErrors<K> {
  if (!(error instanceof ApiError)) return {};
  const issues = Object.entries(error.issues).map(([path, message]) => ({ path: path.split('.'), message }));
  return collectErrors<K>(issues);
}
