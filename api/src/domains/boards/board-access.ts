/**
 * Who may see a board (issue 27, docs/decisions/024): the one place it is decided, as plan
 * entitlements are in domains/plans. `canSeeBoard` is pure, so a list resolves the viewer once
 * (`boardViewer`, at most two queries) and checks every board without another.
 */
import { and, eq } from 'drizzle-orm';
import { BOARD_MESSAGES, type BoardRuleAttribute, type TeamPosition } from '../../contract';
import { first, type Queryable } from '../../db/engine';
import { type BoardRow, type CompanyRow, identifiedUsers, type UserRow } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { teamAccess } from '../team/authorization';
import { attributeRulesOf, boardRows, emailDomainsOf, findCompanyBoard } from './boards';

/** The identified person's attributes, as the host's identify token gave them. */
export type ViewerAttributes = Partial<Record<BoardRuleAttribute, string | null>>;

/** Who is looking, as far as boards care. */
export type BoardViewer =
  | { kind: 'visitor' }
  /** A Sayso account; `verifiedEmail` only when the address was proven by a link sent to it. */
  | { kind: 'account'; verifiedEmail: string | null }
  /** A person the company's own app vouched for in the widget (decision 011). */
  | { kind: 'identified'; attributes: ViewerAttributes }
  /** The company's team in force (owner, admin, member). */
  | { kind: 'team'; position: TeamPosition };

type BoardRules = Pick<BoardRow, 'visibility' | 'emailDomains' | 'attributeRules'>;

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** Whether `viewer` may see `board`: public to all, team to the team, restricted to the team and whom its rules admit. */
export function canSeeBoard(viewer: BoardViewer, board: BoardRules): boolean {
  if (board.visibility === 'public' || viewer.kind === 'team') return true;
  if (board.visibility !== 'restricted') return false;
  if (viewer.kind === 'account') {
    const { verifiedEmail } = viewer;
    return verifiedEmail !== null && emailDomainsOf(board).includes(domainOf(verifiedEmail));
  }
  if (viewer.kind === 'identified') {
    return attributeRulesOf(board).some((rule) => {
      const actual = viewer.attributes[rule.attribute];
      return typeof actual === 'string' && actual.trim().toLowerCase() === rule.value.trim().toLowerCase();
    });
  }
  return false;
}

/**
 * The user row's fields that decide what they may see (a session's user has them all). Without
 * `email` and `emailVerifiedAt` the account counts as unverified: closed, never open by mistake.
 */
export type ViewingUser = Pick<UserRow, 'id' | 'email' | 'emailVerifiedAt'>;

/**
 * The viewer `user` is on `company`'s boards: its team in force, else the identified person of
 * this company, else an account, carrying its e-mail only once a link sent to it was followed
 * (`users.email_verified_at`): an address merely typed at sign-up passes no domain rule.
 */
export async function boardViewer(
  db: Queryable,
  user: ViewingUser | null,
  company: Pick<CompanyRow, 'id' | 'ownerId'>,
): Promise<BoardViewer> {
  if (!user) return { kind: 'visitor' };
  const { position } = await teamAccess(db, user, company);
  if (position) return { kind: 'team', position };
  const identified = first(
    await db
      .select({ plan: identifiedUsers.plan, company: identifiedUsers.companyName })
      .from(identifiedUsers)
      .where(and(eq(identifiedUsers.userId, user.id), eq(identifiedUsers.companyId, company.id)))
      .limit(1),
  );
  if (identified) return { kind: 'identified', attributes: identified };
  return { kind: 'account', verifiedEmail: (user.emailVerifiedAt && user.email) || null };
}

/**
 * 400 unless `boardId` names a board of the company that `user` may see: to them, a board they
 * may not see is no board (the same refusal as another company's, so its existence stays unsaid).
 */
export async function requireVisibleBoard(
  db: Queryable,
  user: ViewingUser | null,
  company: Pick<CompanyRow, 'id' | 'ownerId'>,
  boardId: number,
): Promise<void> {
  const board = await findCompanyBoard(db, company.id, boardId);
  if (board && canSeeBoard(await boardViewer(db, user, company), board)) return;
  throw new ApiError(400, BOARD_MESSAGES.otherCompany, [
    { path: 'boardId', message: BOARD_MESSAGES.otherCompany },
  ]);
}

/** The company's boards `viewer` may see, in switcher order. */
export async function visibleBoards(
  db: Queryable,
  viewer: BoardViewer,
  companyId: number,
): Promise<BoardRow[]> {
  return (await boardRows(db, companyId)).filter((board) => canSeeBoard(viewer, board));
}
