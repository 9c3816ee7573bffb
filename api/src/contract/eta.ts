/**
 * An idea's ETA (issue 28): the month or quarter the team expects to ship a planned or
 * in-progress idea, as '2026-03' or '2026-Q2'. Public like the roadmap it shows on.
 */
import { z } from 'zod';
import type { Status } from './labels';

export const ETA_MESSAGES = {
  format: 'ETA must be a month like 2026-03 or a quarter like 2026-Q2',
  tooEarly: 'ETA must be in 2000 or later',
  status: 'An ETA can only be set on planned or in-progress ideas',
} as const;

/** The statuses an ETA belongs to: moving elsewhere (back to idea, or done) clears it. */
export const ETA_STATUSES: readonly Status[] = ['planned', 'in_progress'];

const ETA = /^(\d{4})-(0[1-9]|1[0-2]|Q[1-4])$/;
const FIRST_YEAR = 2000;

/** `{ eta }` of PATCH /api/features/{id}: a month or a quarter, or null to clear it. */
export const etaSchema = z
  .string(ETA_MESSAGES.format)
  .trim()
  .regex(ETA, ETA_MESSAGES.format)
  .refine((value) => Number(value.slice(0, 4)) >= FIRST_YEAR, ETA_MESSAGES.tooEarly)
  .nullable();

/** The months' names, January first: the label and the portal's month picker. */
export const ETA_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 'March 2026' for '2026-03', 'Q2 2026' for '2026-Q2'; the stored text if it is neither. */
export function etaLabel(eta: string): string {
  const match = ETA.exec(eta);
  if (!match) return eta;
  const [, year, part = ''] = match;
  return part.startsWith('Q') ? `${part} ${year}` : `${ETA_MONTHS[Number(part) - 1]} ${year}`;
}
