/**
 * Whether a board address can be had (issue 26): the sign-up form asks as the owner types, and
 * creating the company checks again with the same rules, so the answer and the outcome agree.
 */
import type { SlugAvailability } from '../../contract';
import type { Queryable } from '../../db/engine';
import { findCompanyBySlug } from './companies';
import { isSlugRetired, slugProblem } from './slugs';

/** Available, taken (by a company, or retired after a deletion) or invalid, with the reason. */
export async function slugAvailability(db: Queryable, slug: string): Promise<SlugAvailability> {
  const problem = slugProblem(slug);
  if (problem) return { slug, status: 'invalid', reason: problem };
  if ((await findCompanyBySlug(db, slug)) || (await isSlugRetired(db, slug)))
    return { slug, status: 'taken', reason: 'This address is already taken' };
  return { slug, status: 'available' };
}
