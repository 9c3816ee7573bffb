/**
 * Identified users (issue 15): one `users` row per company and external id, made or refreshed
 * on each verified token. The row has no password and an address under `.invalid` nobody can
 * receive mail at, so it never signs in to the portal and never gets Sayso e-mail (the host owns
 * that relationship); the person's real e-mail and attributes live in `identified_users`.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { IdentifiedPerson, IdentifyClaims } from '../../contract';
import { type Db, first, isUniqueViolation, type Queryable } from '../../db/engine';
import { type IdentifiedUserRow, ideas, identifiedUsers, type UserRow, users, votes } from '../../db/schema';
import { findUser } from '../users/users';

export function toIdentifiedPerson(row: IdentifiedUserRow): IdentifiedPerson {
  return {
    userId: row.userId,
    externalId: row.externalId,
    email: row.email,
    name: row.name,
    avatarUrl: row.avatarUrl,
    company: row.companyName,
    plan: row.plan,
    mrr: row.mrrCents === null ? null : row.mrrCents / 100,
  };
}

const attributes = (claims: IdentifyClaims) => ({
  email: claims.email,
  name: claims.name,
  avatarUrl: claims.avatarUrl,
  companyName: claims.company,
  plan: claims.plan,
  mrrCents: claims.mrrCents,
  updatedAt: new Date().toISOString(),
});

async function findIdentified(db: Queryable, companyId: number, externalId: string) {
  return first(
    await db
      .select()
      .from(identifiedUsers)
      .where(and(eq(identifiedUsers.companyId, companyId), eq(identifiedUsers.externalId, externalId))),
  );
}

/**
 * External ids of people the team recorded a vote for (domains/vote-on-behalf) before the host
 * ever identified them: `on-behalf:<e-mail>` (a lower-case address).
 */
export const ON_BEHALF_EXTERNAL_PREFIX = 'on-behalf:';

/**
 * The person the team recorded a vote for under this address, not yet identified by the host:
 * their first token takes that row over (its external id becomes the host's), so their own
 * vote later is the same voter's and counts once.
 */
async function findRecordedPerson(db: Queryable, companyId: number, email: string) {
  return first(
    await db
      .select()
      .from(identifiedUsers)
      .where(
        and(
          eq(identifiedUsers.companyId, companyId),
          eq(identifiedUsers.externalId, `${ON_BEHALF_EXTERNAL_PREFIX}${email.toLowerCase()}`),
        ),
      ),
  );
}

/** The person's user row: refreshed from the claims, or made on their first token. */
export async function upsertIdentifiedUser(
  db: Db,
  companyId: number,
  claims: IdentifyClaims,
): Promise<UserRow> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        const existing =
          (await findIdentified(tx, companyId, claims.externalId)) ??
          (await findRecordedPerson(tx, companyId, claims.email));
        if (existing) {
          await tx
            .update(identifiedUsers)
            .set({ ...attributes(claims), externalId: claims.externalId })
            .where(eq(identifiedUsers.id, existing.id));
          const [user] = await tx
            .update(users)
            .set({ name: claims.name })
            .where(eq(users.id, existing.userId))
            .returning();
          return user as UserRow;
        }
        const row = await insertIdentifiedUser(tx, companyId, claims.name);
        await tx
          .insert(identifiedUsers)
          .values({ companyId, userId: row.id, externalId: claims.externalId, ...attributes(claims) });
        return row;
      });
    } catch (error) {
      // Two first tokens for one person at once: the loser reads the winner's row.
      if (attempt === 0 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

/** A user row for an identified person: no password, an address nobody receives mail at. */
export async function insertIdentifiedUser(tx: Queryable, companyId: number, name: string): Promise<UserRow> {
  const handle = `id-${companyId}-${randomBytes(9).toString('base64url').toLowerCase()}`;
  const [user] = await tx
    .insert(users)
    .values({
      name,
      email: `${handle}@identified.invalid`,
      username: handle,
      // Not an argon2 hash: every password check against it fails.
      passwordHash: '!identified',
      notifyIdeaUpdates: false,
    })
    .returning();
  return user as UserRow;
}

/** Who a key votes for: its name and, when the key gave one, the address (else empty). */
export interface ApiVoterPerson {
  externalId: string;
  email: string;
  name: string;
}

/**
 * The identified person a key votes for (issue 23), made on their first vote. Unlike Identify,
 * an existing person is not refreshed: a key's vote does not rename someone the widget identified.
 */
export async function identifiedVoter(db: Db, companyId: number, person: ApiVoterPerson): Promise<UserRow> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        const existing = await findIdentified(tx, companyId, person.externalId);
        if (existing)
          return first(await tx.select().from(users).where(eq(users.id, existing.userId))) as UserRow;
        const row = await insertIdentifiedUser(tx, companyId, person.name);
        await tx.insert(identifiedUsers).values({ companyId, userId: row.id, ...person });
        return row;
      });
    } catch (error) {
      // Two first votes for one person at once: the loser reads the winner's row.
      if (attempt === 0 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

/**
 * Removes the company's identified people (their user rows, with their votes and comments):
 * they exist for that board alone. Called as the company is deleted.
 */
export async function deleteIdentifiedUsers(tx: Queryable, companyId: number): Promise<void> {
  const people = tx
    .select({ id: identifiedUsers.userId })
    .from(identifiedUsers)
    .where(eq(identifiedUsers.companyId, companyId));
  await tx.delete(users).where(inArray(users.id, people));
}

/** The identified person behind a user row (null for everyone else). */
export async function identifiedPerson(db: Queryable, userId: number) {
  return first(await db.select().from(identifiedUsers).where(eq(identifiedUsers.userId, userId)));
}

/** The user row a panel bearer names, while it is still that company's identified person. */
export async function findBearerUser(db: Queryable, userId: number, companyId: number) {
  const person = await identifiedPerson(db, userId);
  if (!person || person.companyId !== companyId) return undefined;
  return findUser(db, userId);
}

/**
 * Folds the browser's anonymous votes on the company's ideas into the identified user, so one
 * person counts once: a vote the user also cast as themselves is removed (its count with it),
 * any other becomes theirs (keeping the visitor id, so that browser cannot vote it again).
 * Answers how many votes were removed as duplicates.
 */
export async function mergeVisitorVotes(db: Db, companyId: number, visitorId: string, userId: number) {
  return db.transaction(async (tx) => {
    const anonymous = await tx
      .select({ id: votes.id, ideaId: votes.ideaId })
      .from(votes)
      .innerJoin(ideas, eq(ideas.id, votes.ideaId))
      .where(and(eq(ideas.companyId, companyId), eq(votes.visitorId, visitorId), isNull(votes.userId)));
    if (anonymous.length === 0) return 0;
    const ideaIds = anonymous.map((vote) => vote.ideaId);
    const own = await tx
      .select({ ideaId: votes.ideaId })
      .from(votes)
      .where(and(eq(votes.userId, userId), inArray(votes.ideaId, ideaIds)));
    const doubled = new Set(own.map((vote) => vote.ideaId));
    let removed = 0;
    for (const vote of anonymous) {
      if (doubled.has(vote.ideaId)) {
        await tx.delete(votes).where(eq(votes.id, vote.id));
        await tx
          .update(ideas)
          .set({ votes: sql`${ideas.votes} - 1` })
          .where(eq(ideas.id, vote.ideaId));
        removed += 1;
      } else {
        await tx.update(votes).set({ userId }).where(eq(votes.id, vote.id));
      }
    }
    return removed;
  });
}
