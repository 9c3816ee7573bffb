/** Company slugs: the server owns them (DESIGN.md section 3). */
import { and, eq, gt } from 'drizzle-orm';
import type { Queryable } from '../../db/engine';
import { retiredSlugs } from '../../db/schema';

const MAX_SLUG = 48;

const MIN_SLUG = 2;

/**
 * Addresses that read as Sayso's own pages or staff (a board at /company/admin could pass for
 * us), plus the path words of the portal and the API, so no link to a board looks like ours.
 */
export const RESERVED_SLUGS = new Set([
  'admin',
  'administrator',
  'api',
  'app',
  'auth',
  'account',
  'billing',
  'checkout',
  'company',
  'dashboard',
  'docs',
  'embed',
  'help',
  'login',
  'logout',
  'new',
  'pricing',
  'privacy',
  'root',
  'sayso',
  'settings',
  'signup',
  'sdk',
  'slug-availability',
  'static',
  'status',
  'subscribe',
  'support',
  'system',
  'team',
  'terms',
  'uploads',
  'www',
]);

/** Why `slug` is not a valid address, or null: the form's own wording. */
export function slugProblem(slug: string): string | null {
  if (slug.length < MIN_SLUG) return `The address must be at least ${MIN_SLUG} characters`;
  if (slug.length > MAX_SLUG) return `The address must be at most ${MAX_SLUG} characters`;
  if (!/^[a-z0-9_-]+$/.test(slug))
    return 'The address can only contain lowercase letters, numbers, hyphens and underscores';
  if (!/^[a-z0-9].*[a-z0-9]$/.test(slug)) return 'The address must start and end with a letter or a number';
  if (RESERVED_SLUGS.has(slug)) return `"${slug}" is reserved. Please choose another address`;
  return null;
}

/** Lowercase, spaces to underscores, anything but a-z 0-9 _ - dropped; '' when nothing usable is left. */
export function slugify(input: string): string {
  return input
    .normalize('NFKD')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '_')
    .replace(/[^a-z0-9_-]/g, '')
    .replace(/_{2,}/g, '_')
    .slice(0, MAX_SLUG)
    .replace(/^[-_]+|[-_]+$/g, '');
}

/** The first of base, base-2, base-3… that `isTaken` refuses, padded to the 2-character minimum. */
export async function uniqueSlug(base: string, isTaken: (slug: string) => Promise<boolean>): Promise<string> {
  let root = base.length >= 2 ? base : `${base || 'company'}-page`.replace(/^-/, '');
  root = root.slice(0, MAX_SLUG);
  if (!(await isTaken(root))) return root;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${root.slice(0, MAX_SLUG - suffix.length)}${suffix}`;
    if (!(await isTaken(candidate))) return candidate;
  }
}

/**
 * A deleted company's slug stays out of reach this long: links to the old board are still out
 * there, and nobody else should receive the visitors (or the trust) they bring.
 */
const SLUG_RETIREMENT_DAYS = 90;

export async function retireSlug(db: Queryable, slug: string, now = new Date()): Promise<void> {
  const retiredAt = now.toISOString();
  await db
    .insert(retiredSlugs)
    .values({ slug, retiredAt })
    .onConflictDoUpdate({ target: retiredSlugs.slug, set: { retiredAt } });
}

export async function isSlugRetired(db: Queryable, slug: string, now = new Date()): Promise<boolean> {
  const since = new Date(now.getTime() - SLUG_RETIREMENT_DAYS * 24 * 3600_000).toISOString();
  const rows = await db
    .select({ slug: retiredSlugs.slug })
    .from(retiredSlugs)
    .where(and(eq(retiredSlugs.slug, slug), gt(retiredSlugs.retiredAt, since)))
    .limit(1);
  return rows.length > 0;
}
