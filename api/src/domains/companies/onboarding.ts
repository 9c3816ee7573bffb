/**
 * The first dashboard's checklist (issue 26), as far as the server knows it: a logo or colours
 * of the board's own, the widget seen on a page of another site, a teammate invited. Copying the
 * board link happens in the owner's browser, and the portal remembers it there.
 */
import { and, eq, ne, notLike, sql } from 'drizzle-orm';
import type { OnboardingProgress } from '../../contract';
import type { Db } from '../../db/engine';
import { type CompanyRow, companyMembers, teamInvites, usageDaily } from '../../db/schema';

const exists = async (rows: Promise<unknown[]>) => (await rows).length > 0;

/**
 * `publicOrigin` is Sayso's own origin: the widget counted on our pages (a preview) is no
 * install. The widget's usage rows keep the host page's origin and path (insights/usage.ts).
 */
export async function onboardingProgress(
  db: Db,
  company: CompanyRow,
  publicOrigin: string,
): Promise<OnboardingProgress> {
  const [widgetSeen, invited, member] = await Promise.all([
    exists(
      db
        .select({ one: sql`1` })
        .from(usageDaily)
        .where(
          and(
            eq(usageDaily.companyId, company.id),
            eq(usageDaily.source, 'widget'),
            ne(usageDaily.host, ''),
            notLike(usageDaily.host, `${publicOrigin}/%`),
          ),
        )
        .limit(1),
    ),
    exists(
      db.select({ one: sql`1` }).from(teamInvites).where(eq(teamInvites.companyId, company.id)).limit(1),
    ),
    exists(
      db
        .select({ one: sql`1` })
        .from(companyMembers)
        .where(eq(companyMembers.companyId, company.id))
        .limit(1),
    ),
  ]);
  return {
    brandingSet: company.logoUrl !== null || company.accentColor !== null,
    widgetSeen,
    teammateInvited: invited || member,
  };
}
