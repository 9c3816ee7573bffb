/** Field messages from a zod-like safeParse result: the first message per top-level field. */

interface Issue {
  path: PropertyKey[];
  message: string;
}

type SafeParse<T> = { success: true; data: T } | { success: false; error: { issues: Issue[] } };

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

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
