/**
 * Single-use links sent by e-mail (password reset, e-mail change, e-mail verification). The
 * link carries 32 random bytes; only their SHA-256 is stored, so a copy of the database opens no
 * account. A token lives one hour and is spent by the one statement that checks it, so two
 * clicks race safely.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/engine';
import { authTokens } from '../../db/schema';

export type TokenKind = (typeof authTokens.$inferSelect)['kind'];
export type AuthTokenRow = typeof authTokens.$inferSelect;

const TOKEN_TTL_MS = 60 * 60_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A new token for the user; earlier unused tokens of the same kind stop working, so only the
 * latest e-mail's link is live. Answers the raw token for the link (never stored).
 */
export async function issueToken(
  db: Queryable,
  userId: number,
  kind: TokenKind,
  options: { newEmail?: string; now?: Date } = {},
): Promise<string> {
  const now = options.now ?? new Date();
  const token = randomBytes(32).toString('base64url');
  await db
    .update(authTokens)
    .set({ usedAt: now.toISOString() })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.kind, kind), isNull(authTokens.usedAt)));
  await db.insert(authTokens).values({
    userId,
    kind,
    tokenHash: hashToken(token),
    newEmail: options.newEmail ?? null,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS).toISOString(),
    createdAt: now.toISOString(),
  });
  return token;
}

/** Spends the token when it is of this kind, unused and unexpired; answers its row, else null. */
export async function consumeToken(
  db: Queryable,
  token: string,
  kind: TokenKind,
  now = new Date(),
): Promise<AuthTokenRow | null> {
  const at = now.toISOString();
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: at })
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        eq(authTokens.kind, kind),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, at),
      ),
    )
    .returning();
  return row ?? null;
}
