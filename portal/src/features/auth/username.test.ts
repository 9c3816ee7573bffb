import { signupSchema } from '@sayso/api/contract';
import { describe, expect, it } from 'vitest';
import { defaultCompanyDescription, slugFromCompanyName, usernameFromEmail } from './username';

describe('usernameFromEmail', () => {
  it('takes the lowercased part before the @', () => {
    expect(usernameFromEmail('Jane.Doe@Example.com')).toBe('jane_doe');
    expect(usernameFromEmail('dev-team_1@acme.io')).toBe('dev-team_1');
  });

  it('replaces every character other than a-z 0-9 _ -', () => {
    expect(usernameFromEmail('a+b.c!d@x.io')).toBe('a_b_c_d');
    expect(usernameFromEmail('zoë@x.io')).toBe('zo_');
  });

  it('pads short results to 3 characters', () => {
    expect(usernameFromEmail('a@x.io')).toBe('a__');
    expect(usernameFromEmail('@x.io')).toBe('___');
  });

  it('always yields a username the sign-up schema accepts', () => {
    for (const email of ['a@x.io', 'Jane.Doe@x.io', `${'x'.repeat(60)}@x.io`, 'ÄÖÜ@x.io', "o'brien@x.io"]) {
      const username = usernameFromEmail(email);
      expect(signupSchema.shape.username.safeParse(username).success, username).toBe(true);
    }
  });
});

describe('company helpers of the /auth page', () => {
  it('proposes a slug: lowercase, spaces to underscores', () => {
    expect(slugFromCompanyName('  Acme Rocket  Co ')).toBe('acme_rocket_co');
  });

  it('describes the company page', () => {
    expect(defaultCompanyDescription('Acme')).toBe('Acme - Feedback collection page');
  });
});
