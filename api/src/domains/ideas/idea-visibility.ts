/**
 * Which ideas the public sees (issue 16): not private, not held for review, not merged into
 * another. One condition, so every list, count, search and stream leaves the same ideas out.
 */
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { type IdeaRow, ideas } from '../../db/schema';

/**
 * What the public sees of a company's ideas: not private, not held for review, not merged away.
 * Every public list, count, search and stream uses this one condition.
 */
export const PUBLIC_IDEA: SQL = and(
  eq(ideas.private, false),
  eq(ideas.held, false),
  isNull(ideas.mergedInto),
) as SQL;

/** The same condition as raw SQL on a `features` alias, for hand-written queries. */
export const publicIdeaSql = (alias: string) =>
  sql.raw(`not ${alias}.private and not ${alias}.held and ${alias}.merged_into is null`);

/** Whether a row is in public answers (PUBLIC_IDEA, for a row already read). */
export const isPublicIdea = (idea: Pick<IdeaRow, 'private' | 'held' | 'mergedInto'>) =>
  !idea.private && !idea.held && idea.mergedInto === null;
