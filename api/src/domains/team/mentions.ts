/**
 * Mentions (issue 28): `@[Name](mention:<userId>)` in the Markdown of a team member's comment or
 * note. Only the company's team in force can be mentioned; any other id stays plain text. In the
 * team domain: who may be mentioned is a question about the team, asked by the team's routes
 * (suggestions) and by notifications (the e-mail), which comments already depend on.
 */
import { asc, eq } from 'drizzle-orm';
import { hasEntitlement, type MentionableMember } from '../../contract';
import type { Queryable } from '../../db/engine';
import { type CompanyRow, companyMembers, users } from '../../db/schema';
import { companyPlan } from '../plans/plans';

/** The most suggestions one answer carries: the listbox stays short enough to arrow through. */
const MAX_SUGGESTIONS = 8;

const MENTION = /@\[[^\]\n]{1,120}\]\(mention:(\d{1,15})\)/g;

/** The distinct user ids the text mentions, in order of first mention. */
export function mentionedIds(markdown: string): number[] {
  const ids = [...markdown.matchAll(MENTION)].map((match) => Number(match[1]));
  return [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0))];
}

/** The company's team in force: the owner, and the members while the owner's plan carries Team accounts. */
async function teamInForce(db: Queryable, company: CompanyRow) {
  const owner = await db
    .select({ id: users.id, name: users.name, email: users.email, notifyMentions: users.notifyMentions })
    .from(users)
    .where(eq(users.id, company.ownerId));
  if (!hasEntitlement(await companyPlan(db, company), 'teamAccounts')) return owner;
  const members = await db
    .select({ id: users.id, name: users.name, email: users.email, notifyMentions: users.notifyMentions })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, company.id))
    .orderBy(asc(companyMembers.createdAt), asc(companyMembers.id));
  return [...owner, ...members];
}

/** The team members whose name or e-mail contains `q` (all of them for an empty one), for `@` suggestions. */
export async function mentionableMembers(
  db: Queryable,
  company: CompanyRow,
  q = '',
): Promise<MentionableMember[]> {
  const needle = q.toLowerCase();
  return (await teamInForce(db, company))
    .filter((member) => `${member.name}\n${member.email}`.toLowerCase().includes(needle))
    .slice(0, MAX_SUGGESTIONS)
    .map(({ id, name }) => ({ id, name, avatarUrl: null }));
}

/** Those of `ids` on the company's team in force, with what their mention e-mail needs. */
export async function mentionedTeamMembers(db: Queryable, company: CompanyRow, ids: number[]) {
  if (ids.length === 0) return [];
  const wanted = new Set(ids);
  return (await teamInForce(db, company)).filter((member) => wanted.has(member.id));
}
