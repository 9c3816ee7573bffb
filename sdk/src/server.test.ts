// @vitest-environment node
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signIdentifyToken } from './server';

const key = { kid: 'kid_0123456789abcdef', secret: 'is_test-secret' };
const part = (token: string, index: number) =>
  JSON.parse(Buffer.from(token.split('.')[index] as string, 'base64url').toString('utf8'));

describe('signIdentifyToken', () => {
  it('signs HS256 with the kid, sub, attributes and exp five minutes ahead by default', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const token = signIdentifyToken(
      { id: 42, email: 'ada@example.com', name: 'Ada', company: 'Acme', plan: 'Pro', mrr: 99 },
      key,
      { now },
    );
    const [header, payload, signature] = token.split('.');
    expect(part(token, 0)).toEqual({ alg: 'HS256', typ: 'JWT', kid: key.kid });
    expect(part(token, 1)).toEqual({
      sub: '42',
      email: 'ada@example.com',
      name: 'Ada',
      company: 'Acme',
      plan: 'Pro',
      mrr: 99,
      iat: 1767225600,
      exp: 1767225900,
    });
    expect(signature).toBe(
      createHmac('sha256', key.secret).update(`${header}.${payload}`).digest('base64url'),
    );
  });

  it('refuses an expiry past ten minutes and a missing key', () => {
    const user = { id: 'u', email: 'a@b.test' };
    expect(() => signIdentifyToken(user, key, { expiresIn: 601 })).toThrow(RangeError);
    expect(() => signIdentifyToken(user, key, { expiresIn: 0 })).toThrow(RangeError);
    expect(() => signIdentifyToken(user, { kid: '', secret: 's' })).toThrow(TypeError);
    expect(
      part(signIdentifyToken(user, key, { expiresIn: 600 }), 1).exp -
        part(signIdentifyToken(user, key), 1).iat,
    ).toBe(600);
  });
});
