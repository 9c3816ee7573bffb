/** Session tokens: HS256 JWTs signed with a secret that never leaves the server. */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { jwtVerify, SignJWT } from 'jose';
import { SESSION_DAYS } from '../../lib/cookies';

/**
 * What a valid token says: whose it is, the sessions row it names (domains/users/session-store.ts)
 * and the host it was issued for, which it works on alone. `boardOnly`: signed in on a
 * company's custom domain, so it answers the public board's group only (app.ts).
 */
export interface SessionClaims {
  userId: number;
  sessionId: number;
  host: string;
  boardOnly: boolean;
}

export interface SessionSigner {
  sign(claims: SessionClaims): Promise<string>;
  /** The claims of a valid token, or null for anything else (tokens from before sessions rows included). */
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
    sign: ({ userId, sessionId, host, boardOnly }) =>
      new SignJWT({ sid: sessionId, ...(boardOnly && { scope: 'board' }) })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setAudience(host)
        .setIssuedAt()
        .setExpirationTime(`${SESSION_DAYS}d`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        const sessionId = payload.sid;
        const host = payload.aud;
        if (!Number.isSafeInteger(userId) || userId <= 0) return null;
        if (typeof sessionId !== 'number' || !Number.isSafeInteger(sessionId) || sessionId <= 0) return null;
        if (typeof host !== 'string' || host === '') return null;
        return { userId, sessionId, host, boardOnly: payload.scope === 'board' };
      } catch {
        return null;
      }
    },
  };
}
