/**
 * The "Vote on behalf" form's values as typed and as the API takes them: every field is text in
 * the form, MRR becomes a number (blank: not given). Pure, no React.
 */
import { type VoteOnBehalfInput, voteOnBehalfSchema } from '@sayso/api/contract';
import { type FieldErrors, validate } from '@/lib/form-errors';

export const VOTE_ON_BEHALF_FIELDS = ['email', 'name', 'company', 'plan', 'mrr', 'note'] as const;
export type VoteOnBehalfField = (typeof VOTE_ON_BEHALF_FIELDS)[number];
export type VoteOnBehalfValues = Record<VoteOnBehalfField, string>;

export const EMPTY_VOTE_ON_BEHALF: VoteOnBehalfValues = {
  email: '',
  name: '',
  company: '',
  plan: '',
  mrr: '',
  note: '',
};

/** MRR as typed: '' is none; "1,200.50" reads as 1200.5; anything else stays NaN for the message. */
function mrrOf(text: string): number | undefined {
  const trimmed = text.trim().replace(/,/g, '');
  if (trimmed === '') return undefined;
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The API's input, or the contract's message per field. */
export function checkVoteOnBehalf(
  values: VoteOnBehalfValues,
):
  | { data: VoteOnBehalfInput; errors?: undefined }
  | { data?: undefined; errors: FieldErrors<VoteOnBehalfField> } {
  const mrr = mrrOf(values.mrr);
  if (Number.isNaN(mrr)) return { errors: { mrr: 'MRR must be a number' } };
  return validate(voteOnBehalfSchema, { ...values, mrr });
}
