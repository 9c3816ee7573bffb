/**
 * An entry's address, /company/{slug}/changelog/{entrySlug}: made from its title, unique per
 * company, and frozen once published (a shared link keeps working after a typo is fixed).
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Queryable } from '../../db/engine';
import { changelogEntries } from '../../db/schema';

const MAX_SLUG = 60;
/** Path words the changelog's own routes use beside entry slugs. */
const RESERVED = new Set(['latest', 'subscribe', 'cover']);

/** Lowercase words joined by hyphens, accents folded, anything else dropped. */
export function entrySlugBase(title: string): string {
  const base = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG)
    .replace(/^-+|-+$/g, '');
  return base === '' || RESERVED.has(base) ? `entry${base ? `-${base}` : ''}` : base;
}

/** The first of base, base-2, base-3… no other entry of the company holds. */
export async function uniqueEntrySlug(
  db: Queryable,
  companyId: number,
  title: string,
  exceptEntryId?: number,
): Promise<string> {
  const base = entrySlugBase(title);
  const taken = async (slug: string) => {
    const conditions = [eq(changelogEntries.companyId, companyId), eq(changelogEntries.slug, slug)];
    if (exceptEntryId !== undefined) conditions.push(ne(changelogEntries.id, exceptEntryId));
    const rows = await db
      .select({ id: changelogEntries.id })
      .from(changelogEntries)
      .where(and(...conditions))
      .limit(1);
    return rows.length > 0;
  };
  if (!(await taken(base))) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base.slice(0, MAX_SLUG - String(n).length - 1)}-${n}`;
    if (!(await taken(candidate))) return candidate;
  }
}
