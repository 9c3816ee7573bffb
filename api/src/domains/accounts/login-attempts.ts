/**
 * Failed-login limits (OWASP ASVS 2.2.1), three counters per attempt: per e-mail and address
 * (one person's typos lock no one else out), per address across e-mails (spraying one password
 * over many accounts) and per e-mail across addresses (many addresses guessing one account).
 * Every counter is keyed on the e-mail as typed, account or not, and all three refuse with the
 * same words, so a lockout never tells whether the account exists. A password reset lifts the
 * e-mail's locks: the real owner's way back in.
 */
import type { RateLimiter, RateRuleName } from '../../lib/rate-limit';

/** Coarse to fine: a refused address stops before it adds to the account's counters. */
function counters(email: string, ip: string): [RateRuleName, string][] {
  return [
    ['failedLoginAddress', ip],
    ['failedLogin', `${email} ${ip}`],
    ['failedLoginAccount', email],
  ];
}

/**
 * Counts a login attempt before the password is hashed (so a parallel burst is limited too),
 * or refuses it with 429. Answers `release`, which gives the counts back: call it when the login
 * succeeds or when no password was tried.
 */
export async function countLoginAttempt(limiter: RateLimiter, email: string, ip: string) {
  const counted: [RateRuleName, string][] = [];
  for (const [rule, key] of counters(email, ip)) {
    await limiter.consume(rule, key);
    counted.push([rule, key]);
  }
  return async (): Promise<void> => {
    for (const [rule, key] of counted) await limiter.release(rule, key);
  };
}

/**
 * Ends the e-mail's lockouts (across addresses, and from each address) after its owner proved
 * who they are with a reset link. An address's count across e-mails stays: it is not theirs.
 */
export async function liftAccountLock(limiter: RateLimiter, email: string): Promise<void> {
  await limiter.forget('failedLoginAccount', email);
  await limiter.forgetPrefix('failedLogin', `${email} `);
}
