/** Users: sign-up, login, the public shape, and the monthly submission counter. */

import { and, eq, or, sql } from 'drizzle-orm';
import { PLANS, type PlanId, type PublicUser, type SignupInput } from '../../contract';
import { type Db, first, isUniqueViolation, type Queryable } from '../../db/engine';
import { type UserRow, users } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { formatDay, monthKey, nextMonthStart } from '../../lib/month';
import { preparedOnce } from '../../lib/prepared';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords';
import { endSessions } from './session-store';

/** The plan in force now: a cancelled paid plan lasts until its period ends. */
export function effectivePlan(
  user: Pick<UserRow, 'subscriptionPlan' | 'subscriptionEndsAt'>,
  now = new Date(),
): PlanId {
  if (user.subscriptionEndsAt && new Date(user.subscriptionEndsAt) <= now) return 'free';
  return user.subscriptionPlan;
}

function submissionsUsedThisMonth(user: UserRow, now = new Date()): number {
  return user.submissionsMonth === monthKey(now) ? user.monthlySubmissionsUsed : 0;
}

export function toPublicUser(user: UserRow, now = new Date()): PublicUser {
  const plan = effectivePlan(user, now);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    username: user.username,
    companySlug: user.companySlug,
    isCompanyOwner: user.isCompanyOwner,
    subscriptionPlan: plan,
    monthlySubmissionsUsed: submissionsUsedThisMonth(user, now),
    monthlySubmissionLimit: PLANS[plan].monthlySubmissions,
    subscriptionUpdatedAt: user.subscriptionUpdatedAt,
    subscriptionEndsAt: plan === 'free' ? null : user.subscriptionEndsAt,
  };
}

export function findUser(db: Queryable, id: number): Promise<UserRow | undefined> {
  return preparedOnce(db, 'findUser', () =>
    db
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder('id'))),
  ).get({ id });
}

export const EMAIL_TAKEN = 'An account with this email already exists';

export async function createUser(db: Db, input: SignupInput): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  // The unique indexes are the real guard; this check only chooses the message. One query, so
  // an account committed meanwhile by a racing sign-up is seen whole: by its e-mail first
  // (two queries could find the username taken but not the e-mail checked just before).
  const taken = await db
    .select({ email: users.email })
    .from(users)
    .where(or(eq(users.email, input.email), eq(users.username, input.username)));
  if (taken.some((row) => row.email === input.email)) throw new ApiError(409, EMAIL_TAKEN);
  if (taken.length > 0) throw new ApiError(409, 'This username is already taken');
  try {
    const [user] = await db
      .insert(users)
      .values({ name: input.name, email: input.email, username: input.username, passwordHash })
      .returning();
    return user as UserRow;
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ApiError(409, 'An account with this email or username already exists');
    throw error;
  }
}

/** The user for these credentials, or null; takes as long for an unknown email as a wrong password. */
export async function authenticate(db: Db, email: string, password: string): Promise<UserRow | null> {
  const user = await findUserByEmail(db, email);
  const ok = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), password);
  return user && ok ? user : null;
}

/**
 * Counts one submission against the user's plan for this month, or refuses with 403.
 * Runs inside the caller's transaction, reading the row afresh, so the count and the idea
 * land together and racing requests cannot both take the last slot.
 */
export async function consumeSubmission(
  db: Queryable,
  userId: number,
  teamPlan: PlanId | null = null,
  now = new Date(),
): Promise<void> {
  const user = await findUser(db, userId);
  if (!user) throw new ApiError(401, 'Please sign in');
  const plan = morePlentiful(effectivePlan(user, now), teamPlan);
  const limit = PLANS[plan].monthlySubmissions;
  const used = submissionsUsedThisMonth(user, now);
  if (used >= limit) {
    throw new ApiError(
      403,
      `You have reached the ${PLANS[plan].name} plan's limit of ${limit} ideas this month. It resets on ${formatDay(nextMonthStart(now))}; upgrade your plan to submit more now.`,
    );
  }
  await db
    .update(users)
    .set({ monthlySubmissionsUsed: used + 1, submissionsMonth: monthKey(now) })
    .where(eq(users.id, user.id));
}

/** Of the person's own plan and their team's, the one with more submissions a month. */
function morePlentiful(own: PlanId, team: PlanId | null): PlanId {
  return team !== null && PLANS[team].monthlySubmissions > PLANS[own].monthlySubmissions ? team : own;
}

/** Stores a new password hash and ends every session of the user (each device signs in again). */
export async function replacePassword(db: Queryable, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
  await endSessions(db, userId);
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  return first(await db.select().from(users).where(eq(users.email, email)));
}

export async function updateName(db: Queryable, userId: number, name: string): Promise<UserRow> {
  const [user] = await db.update(users).set({ name }).where(eq(users.id, userId)).returning();
  if (!user) throw new ApiError(401, 'Please sign in to continue');
  return user;
}

/**
 * Marks `email` verified on the account when it is still the account's address (a link sent to
 * an older one proves nothing now); keeps the first time. Answers the row, or undefined.
 */
export async function markEmailVerified(
  db: Queryable,
  userId: number,
  email: string,
  now = new Date(),
): Promise<UserRow | undefined> {
  const [user] = await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()})` })
    .where(and(eq(users.id, userId), eq(users.email, email)))
    .returning();
  return user;
}
