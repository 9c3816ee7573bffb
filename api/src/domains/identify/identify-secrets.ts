/**
 * A company's identify secrets (issue 15): made by the owner with the secret shown once, rotated
 * with an overlap (the old one keeps verifying for IDENTIFY_ROTATION_OVERLAP_HOURS, so the host
 * can deploy the new one), revoked at once. Verifying HS256 needs the key itself, so it is kept.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, gt, isNull, or } from 'drizzle-orm';
import {
  type CreatedIdentifySecret,
  IDENTIFY_MESSAGES,
  IDENTIFY_ROTATION_OVERLAP_HOURS,
  IDENTIFY_SECRET_LIMIT,
  IDENTIFY_SECRET_PREFIX,
  type IdentifySecret,
  type IdentifySettings,
} from '../../contract';
import { type Db, first, type Queryable } from '../../db/engine';
import { type CompanyRow, companies, type IdentifySecretRow, identifySecrets } from '../../db/schema';
import { ApiError, invariant } from '../../lib/errors';
import { identifyOrigins } from './identify-tokens';

const toSecret = (row: IdentifySecretRow): IdentifySecret => ({
  id: row.id,
  kid: row.kid,
  createdAt: row.createdAt,
  expiresAt: row.expiresAt,
});

/** Secrets that still verify: not revoked, and not past a rotation's overlap. */
const live = (companyId: number, now: Date) =>
  and(
    eq(identifySecrets.companyId, companyId),
    isNull(identifySecrets.revokedAt),
    or(isNull(identifySecrets.expiresAt), gt(identifySecrets.expiresAt, now.toISOString())),
  );

export async function identifySettings(
  db: Db,
  company: CompanyRow,
  now = new Date(),
): Promise<IdentifySettings> {
  const rows = await db
    .select()
    .from(identifySecrets)
    .where(live(company.id, now))
    .orderBy(asc(identifySecrets.id));
  return { secrets: rows.map(toSecret), origins: identifyOrigins(company) };
}

async function insertSecret(
  tx: Queryable,
  companyId: number,
  createdBy: number,
): Promise<CreatedIdentifySecret> {
  const [row] = await tx
    .insert(identifySecrets)
    .values({
      companyId,
      kid: `kid_${randomBytes(8).toString('hex')}`,
      secret: `${IDENTIFY_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`,
      createdBy,
    })
    .returning();
  const created = row as IdentifySecretRow;
  return { ...toSecret(created), secret: created.secret };
}

async function requireRoom(tx: Queryable, companyId: number, now: Date) {
  const [row] = await tx.select({ n: count() }).from(identifySecrets).where(live(companyId, now));
  if ((row?.n ?? 0) >= IDENTIFY_SECRET_LIMIT) throw new ApiError(409, IDENTIFY_MESSAGES.secretLimit);
}

/** A new secret (and its kid); answers the secret this once. */
export function createIdentifySecret(db: Db, companyId: number, createdBy: number, now = new Date()) {
  return db.transaction(async (tx) => {
    await requireRoom(tx, companyId, now);
    return insertSecret(tx, companyId, createdBy);
  });
}

async function requireLiveSecret(tx: Queryable, companyId: number, secretId: number, now: Date) {
  const row = first(
    await tx
      .select()
      .from(identifySecrets)
      .where(and(eq(identifySecrets.id, secretId), live(companyId, now))),
  );
  invariant(row, 404, IDENTIFY_MESSAGES.secretNotFound);
  return row;
}

/** A successor secret; the old one verifies until the overlap ends, then stops. */
export function rotateIdentifySecret(
  db: Db,
  companyId: number,
  secretId: number,
  createdBy: number,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const old = await requireLiveSecret(tx, companyId, secretId, now);
    if (old.expiresAt) throw new ApiError(409, IDENTIFY_MESSAGES.alreadyRotated);
    const endsAt = new Date(now.getTime() + IDENTIFY_ROTATION_OVERLAP_HOURS * 3600_000).toISOString();
    await tx.update(identifySecrets).set({ expiresAt: endsAt }).where(eq(identifySecrets.id, old.id));
    return insertSecret(tx, companyId, createdBy);
  });
}

/** Stops the secret at once: tokens under its kid are refused from now on. */
export async function revokeIdentifySecret(db: Db, companyId: number, secretId: number, now = new Date()) {
  await db.transaction(async (tx) => {
    await requireLiveSecret(tx, companyId, secretId, now);
    await tx
      .update(identifySecrets)
      .set({ revokedAt: now.toISOString() })
      .where(eq(identifySecrets.id, secretId));
  });
}

export async function saveIdentifyOrigins(db: Db, companyId: number, origins: string[]): Promise<string[]> {
  const unique = [...new Set(origins)];
  await db
    .update(companies)
    .set({ identifyOrigins: unique.length > 0 ? JSON.stringify(unique) : null })
    .where(eq(companies.id, companyId));
  return unique;
}
