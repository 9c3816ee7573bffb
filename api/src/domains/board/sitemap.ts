/**
 * The sitemap's addresses (sitemap-routes.ts): the public pages for search engines, public
 * boards only (issue 27): each
 * company's page (its first public board), the address of each further public board, and the
 * public ideas on public boards. A board nobody outside may see, and its ideas, never appear.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/engine';
import { boards, companies, ideas } from '../../db/schema';
import { PUBLIC_IDEA } from '../ideas/idea-visibility';

/** The most addresses one sitemap file may hold (sitemaps.org). */
const MAX_URLS = 50_000;

/** The site-relative addresses of every public page, companies in id order. */
export async function sitemapPaths(db: Db): Promise<string[]> {
  const publicBoards = await db
    .select({ company: companies.slug, board: boards.slug })
    .from(boards)
    .innerJoin(companies, eq(companies.id, boards.companyId))
    .where(eq(boards.visibility, 'public'))
    .orderBy(asc(boards.companyId), asc(boards.position), asc(boards.id));
  const paths: string[] = [];
  let last: string | undefined;
  for (const { company, board } of publicBoards) {
    const slug = encodeURIComponent(company);
    // The company's address shows its first public board to the public; the others their own.
    if (company !== last) paths.push(`/company/${slug}`);
    else paths.push(`/company/${slug}/board/${encodeURIComponent(board)}`);
    last = company;
  }
  const publicIdeas = await db
    .select({ company: companies.slug, id: ideas.id })
    .from(ideas)
    .innerJoin(boards, eq(boards.id, ideas.boardId))
    .innerJoin(companies, eq(companies.id, ideas.companyId))
    .where(and(eq(boards.visibility, 'public'), PUBLIC_IDEA))
    .orderBy(asc(ideas.id))
    .limit(MAX_URLS);
  for (const { company, id } of publicIdeas)
    paths.push(`/company/${encodeURIComponent(company)}/ideas/${id}`);
  return paths.slice(0, MAX_URLS);
}
