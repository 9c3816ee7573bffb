/**
 * A company's REST API keys (issue 15): created by the owner with the secret shown once,
 * stored as its SHA-256 only (like auth-tokens.ts), looked up by that hash on every v1 call,
 * revoked at once. Available on every plan: the pricing page lists no API line to gate.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, isNull, lt, or } from 'drizzle-orm';
import {
  API_KEY_LIMIT,
  API_KEY_MESSAGES,
  API_KEY_PREFIX,
  type ApiKey,
  type CreateApiKeyInput,
  type CreatedApiKey,
} from '../../contract';
import { type Db, first } from '../../db/engine';
import { type ApiKeyRow, apiKeys, type CompanyRow } from '../../db/schema';
import { ApiError, invariant } from '../../lib/errors';
import { hashToken } from '../users/auth-tokens';

/** Characters of the secret (after `sk_live_`) the dashboard shows to tell keys apart. */
const SHOWN_CHARACTERS = 4;
/** last_used_at is written at most this often per key. */
const LAST_USED_EVERY_MS = 60_000;

function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scope: row.scope,
    createdAt: row.createdAt,
    lastUsedAt: row.lastUsedAt,
    createdBy: row.createdBy,
  };
}

/** The company's live keys, oldest first (revoked ones no longer call anything). */
export async function listApiKeys(db: Db, companyId: number): Promise<ApiKey[]> {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.companyId, companyId), isNull(apiKeys.revokedAt)))
    .orderBy(asc(apiKeys.id));
  return rows.map(toApiKey);
}

/**
 * A new key: 32 random bytes after `sk_live_`. The count and the insert share a transaction,
 * so a burst of creates never passes API_KEY_LIMIT. Answers the secret this once.
 */
export async function createApiKey(
  db: Db,
  company: CompanyRow,
  input: CreateApiKeyInput,
  createdBy: number,
): Promise<CreatedApiKey> {
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await db.transaction(async (tx) => {
    const [live] = await tx
      .select({ n: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.companyId, company.id), isNull(apiKeys.revokedAt)));
    if ((live?.n ?? 0) >= API_KEY_LIMIT) throw new ApiError(400, API_KEY_MESSAGES.limit);
    const [inserted] = await tx
      .insert(apiKeys)
      .values({
        companyId: company.id,
        name: input.name,
        prefix: secret.slice(0, API_KEY_PREFIX.length + SHOWN_CHARACTERS),
        secretHash: hashToken(secret),
        scope: input.scope,
        createdBy,
      })
      .returning();
    return inserted as ApiKeyRow;
  });
  return { ...toApiKey(row), secret };
}

/** Revokes the company's key at once (404 for a key of another company or revoked already). */
export async function revokeApiKey(db: Db, companyId: number, keyId: number): Promise<void> {
  const revoked = await db
    .update(apiKeys)
    .set({ revokedAt: new Date().toISOString() })
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.companyId, companyId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  invariant(revoked.length > 0, 404, API_KEY_MESSAGES.notFound);
}

/** The live key whose secret this is, or null; notes its use (at most once a minute). */
export async function findLiveKey(db: Db, secret: string, now = new Date()): Promise<ApiKeyRow | null> {
  if (!secret.startsWith(API_KEY_PREFIX) || secret.length > 200) return null;
  const row = first(
    await db
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.secretHash, hashToken(secret)), isNull(apiKeys.revokedAt)))
      .limit(1),
  );
  if (!row) return null;
  const staleBefore = new Date(now.getTime() - LAST_USED_EVERY_MS).toISOString();
  // Most calls find it fresh: no write then (the WHERE repeats the test for racing calls).
  if (row.lastUsedAt !== null && row.lastUsedAt >= staleBefore) return row;
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now.toISOString() })
    .where(and(eq(apiKeys.id, row.id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, staleBefore))));
  return row;
}
