/**
 * `@sayso/sdk/server`: signs identify tokens on your server (Node only; never ship the secret to
 * a browser). The widget's `Sayso('identify', { token })` sends the token to Sayso's panel, which
 * then votes, submits and comments as this person (docs/integrations.md, Identify).
 */
import { createHmac } from 'node:crypto';

/** The person to identify, as your app knows them. */
export interface IdentifyUser {
  /** Your own stable id for the person (the JWT `sub`). */
  id: string | number;
  email: string;
  name?: string;
  /** An https URL of their picture. */
  avatarUrl?: string;
  /** Attributes your team sees on their ideas and votes. */
  company?: string;
  plan?: string;
  /** Monthly recurring revenue, in your currency's units (ideas can be ranked by it). */
  mrr?: number;
}

export interface IdentifySecretKey {
  /** The key id the dashboard shows beside the secret (the JWT header's `kid`). */
  kid: string;
  secret: string;
}

export interface SignIdentifyOptions {
  /** Seconds until the token expires: at most 600 (Sayso refuses longer). Default 300. */
  expiresIn?: number;
  /** The time to sign at (tests); default now. */
  now?: Date;
}

const MAX_SECONDS = 600;

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** An HS256 identify token for `user`, signed with the company's identify secret. */
export function signIdentifyToken(
  user: IdentifyUser,
  key: IdentifySecretKey,
  options: SignIdentifyOptions = {},
): string {
  const expiresIn = options.expiresIn ?? 300;
  if (!(expiresIn > 0 && expiresIn <= MAX_SECONDS)) {
    throw new RangeError(`expiresIn must be between 1 and ${MAX_SECONDS} seconds`);
  }
  if (!key.kid || !key.secret) throw new TypeError('signIdentifyToken needs the kid and the secret');
  const iat = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const { id, ...claims } = user;
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT', kid: key.kid }));
  const payload = base64url(
    JSON.stringify({ ...claims, sub: String(id), iat, exp: iat + Math.floor(expiresIn) }),
  );
  const signature = createHmac('sha256', key.secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}
