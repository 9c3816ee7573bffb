/**
 * Fixed-window counters per key (a client IP, or an account and IP), kept in memory (one
 * process serves Sayso). Logins are counted before the password is checked, so a parallel
 * burst cannot slip past the limit, and a success gives its count back (`release`).
 */
import { ApiError } from './errors';

export interface RateRule {
  /** What is limited, in the refusal message: 'Too many sign-ups'. */
  label: string;
  limit: number;
  windowMs: number;
}

export const RATE_RULES = {
  signup: { label: 'Too many sign-ups', limit: 10, windowMs: 60 * 60_000 },
  failedLogin: { label: 'Too many failed logins', limit: 10, windowMs: 15 * 60_000 },
  anonymousSubmission: { label: 'Too many anonymous ideas', limit: 10, windowMs: 60 * 60_000 },
  anonymousVote: { label: 'Too many anonymous votes', limit: 60, windowMs: 10 * 60_000 },
  passwordResetIp: { label: 'Too many password reset requests', limit: 10, windowMs: 60 * 60_000 },
  passwordResetEmail: { label: 'Too many password reset requests', limit: 3, windowMs: 60 * 60_000 },
  emailLink: { label: 'Too many attempts', limit: 20, windowMs: 15 * 60_000 },
  passwordCheck: { label: 'Too many wrong passwords', limit: 10, windowMs: 15 * 60_000 },
  // A search box sends a request per pause in typing: generous for people, a wall for floods.
  search: { label: 'Too many searches', limit: 120, windowMs: 60_000 },
  upload: { label: 'Too many uploads', limit: 20, windowMs: 60 * 60_000 },
  comment: { label: 'Too many comments', limit: 20, windowMs: 10 * 60_000 },
} satisfies Record<string, RateRule>;

export type RateRuleName = keyof typeof RATE_RULES;

export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly enabled: boolean,
    private readonly now: () => number = Date.now,
  ) {}

  /** Refuses with 429 when the key has used up its window. */
  check(rule: RateRuleName, key: string): void {
    if (!this.enabled) return;
    const window = this.current(rule, key);
    if (window && window.count >= RATE_RULES[rule].limit) {
      const minutes = Math.max(1, Math.ceil((window.resetAt - this.now()) / 60_000));
      throw new ApiError(
        429,
        `${RATE_RULES[rule].label}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      );
    }
  }

  hit(rule: RateRuleName, key: string): void {
    if (!this.enabled) return;
    const window = this.current(rule, key);
    if (window) window.count += 1;
    else {
      this.windows.set(`${rule}:${key}`, { count: 1, resetAt: this.now() + RATE_RULES[rule].windowMs });
      this.sweep();
    }
  }

  /** Gives back one counted attempt: a login that turned out to succeed was not a failure. */
  release(rule: RateRuleName, key: string): void {
    const window = this.current(rule, key);
    if (window && window.count > 0) window.count -= 1;
  }

  /** check then hit: counts the attempt before the work, so parallel requests cannot pass together. */
  consume(rule: RateRuleName, key: string): void {
    this.check(rule, key);
    this.hit(rule, key);
  }

  private current(rule: RateRuleName, key: string) {
    const window = this.windows.get(`${rule}:${key}`);
    return window && window.resetAt > this.now() ? window : undefined;
  }

  /** Bounded memory under a flood of distinct IPs: expired windows go once the map grows. */
  private sweep(): void {
    if (this.windows.size < 10_000) return;
    const now = this.now();
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
