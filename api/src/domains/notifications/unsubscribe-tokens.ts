/**
 * Signed one-click unsubscribe tokens (RFC 8058). A token names the address and the topic and is
 * an HMAC over both with a key derived from the session secret, so it cannot be forged or bent
 * to another address, works without a session and never expires (old e-mails keep working).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { UNSUBSCRIBE_TOPICS, type UnsubscribeTopic } from '../../contract';
import { ApiError } from '../../lib/errors';

export interface UnsubscribeClaim {
  email: string;
  topic: UnsubscribeTopic;
}

/** The tokens' key: its own derivation of the session secret, like the visitor id key. */
export function unsubscribeKey(sessionSecret: string): Buffer {
  return createHmac('sha256', sessionSecret).update('sayso unsubscribe v1').digest();
}

const mac = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest();

/** `{payload}.{mac}`, both base64url; the payload is `topic:address` (lower case). */
export function signUnsubscribe(key: Buffer, claim: UnsubscribeClaim): string {
  const payload = Buffer.from(`${claim.topic}:${claim.email.toLowerCase()}`).toString('base64url');
  return `${payload}.${mac(key, payload).toString('base64url')}`;
}

const INVALID = 'This unsubscribe link is invalid';

/** The claim of a token this server signed; a 400 for anything else (tampered, cut, made up). */
export function verifyUnsubscribe(key: Buffer, token: string): UnsubscribeClaim {
  const [payload = '', signature = '', extra] = token.split('.');
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(key, payload);
  if (extra !== undefined || given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new ApiError(400, INVALID);
  const text = Buffer.from(payload, 'base64url').toString('utf8');
  const at = text.indexOf(':');
  const topic = text.slice(0, at);
  const email = text.slice(at + 1);
  if (at < 0 || !(UNSUBSCRIBE_TOPICS as readonly string[]).includes(topic) || !email.includes('@'))
    throw new ApiError(400, INVALID);
  return { topic: topic as UnsubscribeTopic, email };
}
