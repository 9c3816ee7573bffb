/**
 * Identify tokens (issue 15, docs/decisions/011-identify.md): the check a host's token must
 * pass, with the one reason it fails, and the panel's bearer that a passed token buys. Only
 * HS256 under a live secret of the company named by `kid`, with an `exp` at most 10 minutes
 * ahead, for an e-mail that is not on the company's team, from an allowed origin.
 */
import { createHmac } from 'node:crypto';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { decodeProtectedHeader, errors, jwtVerify, SignJWT } from 'jose';
import {
  IDENTIFY_BEARER_MINUTES,
  IDENTIFY_CLOCK_SKEW_SECONDS,
  IDENTIFY_MAX_TTL_SECONDS,
  IDENTIFY_REFUSALS,
  type IdentifyClaims,
  type IdentifyRefusal,
  identifyClaimsSchema,
} from '../../contract';
import { type Db, first, type Queryable } from '../../db/engine';
import { type CompanyRow, identifySecrets } from '../../db/schema';
import { teamAccess } from '../team/authorization';
import { findUserByEmail } from '../users/users';

export type TokenCheck =
  | { valid: true; claims: IdentifyClaims; expiresAt: Date; kid: string }
  | { valid: false; reason: IdentifyRefusal; message: string };

const refuse = (reason: IdentifyRefusal, detail?: string): TokenCheck => ({
  valid: false,
  reason,
  message: detail ? `${IDENTIFY_REFUSALS[reason]}: ${detail}` : IDENTIFY_REFUSALS[reason],
});

/** The company's allowed host origins (an empty list: any page). */
export function identifyOrigins(company: Pick<CompanyRow, 'identifyOrigins'>): string[] {
  if (!company.identifyOrigins) return [];
  try {
    const parsed: unknown = JSON.parse(company.identifyOrigins);
    return Array.isArray(parsed) ? parsed.filter((value) => typeof value === 'string') : [];
  } catch {
    return [];
  }
}

/** The secret a token's `kid` names, while it verifies: not revoked, not past a rotation's overlap. */
async function liveSecret(db: Queryable, companyId: number, kid: string, now: Date) {
  return first(
    await db
      .select({ secret: identifySecrets.secret })
      .from(identifySecrets)
      .where(
        and(
          eq(identifySecrets.companyId, companyId),
          eq(identifySecrets.kid, kid),
          isNull(identifySecrets.revokedAt),
          or(isNull(identifySecrets.expiresAt), gt(identifySecrets.expiresAt, now.toISOString())),
        ),
      )
      .limit(1),
  );
}

/** The signature, `exp` and claims of `token`: the first thing wrong, or the claims. */
async function checkSignedToken(
  db: Queryable,
  company: CompanyRow,
  token: string,
  now: Date,
): Promise<TokenCheck> {
  let header: ReturnType<typeof decodeProtectedHeader>;
  try {
    header = decodeProtectedHeader(token);
  } catch {
    return refuse('malformed');
  }
  if (token.split('.').length !== 3) return refuse('malformed');
  if (header.alg !== 'HS256') return refuse('algorithm', `got ${String(header.alg ?? 'none')}`);
  if (typeof header.kid !== 'string' || header.kid === '') return refuse('missingKid');
  const secret = await liveSecret(db, company.id, header.kid, now);
  if (!secret) return refuse('unknownKid');
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, new TextEncoder().encode(secret.secret), {
      algorithms: ['HS256'],
      clockTolerance: IDENTIFY_CLOCK_SKEW_SECONDS,
      currentDate: now,
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) return refuse('expired');
    if (error instanceof errors.JWSSignatureVerificationFailed) return refuse('badSignature');
    if (error instanceof errors.JWTClaimValidationFailed) return refuse('badClaims', error.message);
    return refuse('malformed');
  }
  if (typeof payload.exp !== 'number') return refuse('missingExp');
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (payload.exp > nowSeconds + IDENTIFY_MAX_TTL_SECONDS + IDENTIFY_CLOCK_SKEW_SECONDS)
    return refuse('expTooFar');
  const claims = identifyClaimsSchema.safeParse(payload);
  if (!claims.success) return refuse('badClaims', claims.error.issues[0]?.message);
  return { valid: true, claims: claims.data, expiresAt: new Date(payload.exp * 1000), kid: header.kid };
}

/**
 * Every check, in order: the token itself, then whose it is (a team e-mail is refused: the team
 * signs in to Sayso), then where it comes from (only when the company lists origins and the
 * caller names one; the panel always does).
 */
export async function checkIdentifyToken(
  db: Db,
  company: CompanyRow,
  token: string,
  origin: string | undefined,
  now = new Date(),
): Promise<TokenCheck> {
  const signed = await checkSignedToken(db, company, token, now);
  if (!signed.valid) return signed;
  const account = await findUserByEmail(db, signed.claims.email);
  if (account && (await teamAccess(db, account, company)).position !== null) return refuse('teamEmail');
  const allowed = identifyOrigins(company);
  if (allowed.length > 0 && origin !== undefined && !allowed.includes(origin))
    return refuse('originNotAllowed', origin);
  return signed;
}

/**
 * Claims of a valid panel bearer: whose it is, the one company's board it acts on, and the kid
 * of the secret that signed the host's token: the bearer lives only as long as that secret does.
 */
export interface BearerClaims {
  userId: number;
  companyId: number;
  kid: string;
}

/** Whether the bearer's secret still verifies (one indexed read per use: revocation is at once). */
export async function bearerSecretIsLive(db: Queryable, claims: BearerClaims, now = new Date()) {
  return (await liveSecret(db, claims.companyId, claims.kid, now)) !== undefined;
}

const BEARER_AUDIENCE = 'sayso:identify';

/** The bearer key, derived from the visitor key: neither a session nor a visitor id passes for a bearer. */
export function bearerKey(visitorKey: Buffer): Uint8Array {
  return createHmac('sha256', visitorKey).update('sayso identify bearer v1').digest();
}

export function signBearer(key: Uint8Array, claims: BearerClaims, now = new Date()): Promise<string> {
  return new SignJWT({ cid: claims.companyId, kid: claims.kid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userId))
    .setAudience(BEARER_AUDIENCE)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(now.getTime() / 1000) + IDENTIFY_BEARER_MINUTES * 60)
    .sign(key);
}

export async function verifyBearer(key: Uint8Array, token: string): Promise<BearerClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], audience: BEARER_AUDIENCE });
    const userId = Number(payload.sub);
    const { cid: companyId, kid } = payload;
    // A bearer without a kid predates the tie to its secret: refused, the panel trades a new token.
    if (!Number.isSafeInteger(userId) || typeof companyId !== 'number' || typeof kid !== 'string')
      return null;
    return { userId, companyId, kid };
  } catch {
    return null;
  }
}
