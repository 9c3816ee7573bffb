/**
 * Fixed-window counters per client IP, kept in memory (one process serves Sayso).
 * Failed logins are counted only when they fail, so `check` and `hit` are separate.
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

  /** check then hit: for actions that count whether or not they succeed. */
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
