/**
 * Fields several input schemas share. Every input schema is declared once, in its domain's
 * contract file: the API validates with it and the portal's forms reuse it, so the spec's
 * messages (section 5) live only there.
 */
import { z } from 'zod';

/** Trimmed text of at most `max` characters. */
export const text = (max: number, message: string) => z.string().trim().max(max, message);

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Please enter a valid email address')
  .email('Please enter a valid email address');
