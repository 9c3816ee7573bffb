/** Session tokens: HS256 JWTs signed with a secret that never leaves the server. */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { jwtVerify, SignJWT } from 'jose';
import { SESSION_DAYS } from '../lib/cookies';

/** What a valid token says: whose it is and the user's session version it was signed under. */
interface SessionClaims {
  userId: number;
  version: number;
}

export interface SessionSigner {
  /** A token for the user at `version` (users.session_version): required, so no caller can sign a stale one. */
  sign(userId: number, version: number): Promise<string>;
  /** The claims of a valid token, or null for anything else. */
  verify(token: string): Promise<SessionClaims | null>;
}

/** JWT_SECRET when given; otherwise a random secret generated once and kept in the data folder. */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    chmodSync(file, 0o600); // an older install may have left it readable by others
    return readFileSync(file, 'utf8').trim();
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}

export function createSessionSigner(secret: string): SessionSigner {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (userId, version) =>
      new SignJWT({ sv: version })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${SESSION_DAYS}d`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const id = Number(payload.sub);
        // Tokens from before session versions carry no `sv`: they count as version 0.
        const version = payload.sv ?? 0;
        if (!Number.isSafeInteger(id) || id <= 0 || !Number.isSafeInteger(version)) return null;
        return { userId: id, version: version as number };
      } catch {
        return null;
      }
    },
  };
}
