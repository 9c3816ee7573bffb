/** Path parameters: ids are positive integers, anything else is simply not found. */
import { ApiError } from './errors';

export function idParam(
  value: string | undefined,
  what: 'Company' | 'Feature' | 'Comment' | 'Merge' | 'Session',
): number {
  const id = value && /^\d{1,15}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw new ApiError(404, `${what} not found`);
  return id;
}
