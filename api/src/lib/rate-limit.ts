/**
 * Fixed-window counters per key (a client IP, or an account and IP), kept in the database
 * (`rate_limits`) so every replica on it shares them. Each attempt is counted by one atomic
 * statement before the work, so a parallel burst, even spread across replicas, cannot slip past
 * the limit; a login that succeeds gives its count back (`release`). The SQL is the same on
 * SQLite and PostgreSQL (an upsert with `returning`).
 */
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/engine';
import { rateLimits } from '../db/schema';
import { ApiError } from './errors';

export interface RateRule {
  /** What is limited, in the refusal message: 'Too many sign-ups'. */
  label: string;
  /** Another way forward, after the wait in the refusal message: 'or reset your password'. */
  orElse?: string;
  limit: number;
  windowMs: number;
}

export const RATE_RULES = {
  signup: { label: 'Too many sign-ups', limit: 10, windowMs: 60 * 60_000 },
  // Failed logins (OWASP ASVS 2.2.1), three keys counted together (domains/accounts/login-attempts.ts),
  // one refusal text for all three, so it never tells whether the account exists.
  /** Per e-mail and address: one person's typos lock no one else out. */
  failedLogin: {
    label: 'Too many failed logins',
    orElse: 'or reset your password',
    limit: 10,
    windowMs: 15 * 60_000,
  },
  /** Per address across e-mails: one address spraying a common password over many accounts. */
  failedLoginAddress: {
    label: 'Too many failed logins',
    orElse: 'or reset your password',
    limit: 30,
    windowMs: 15 * 60_000,
  },
  /** Per e-mail across addresses: twice the per-address share, so one address alone never locks it. */
  failedLoginAccount: {
    label: 'Too many failed logins',
    orElse: 'or reset your password',
    limit: 20,
    windowMs: 15 * 60_000,
  },
  anonymousSubmission: { label: 'Too many anonymous ideas', limit: 10, windowMs: 60 * 60_000 },
  anonymousVote: { label: 'Too many anonymous votes', limit: 60, windowMs: 10 * 60_000 },
  passwordResetIp: { label: 'Too many password reset requests', limit: 10, windowMs: 60 * 60_000 },
  passwordResetEmail: { label: 'Too many password reset requests', limit: 3, windowMs: 60 * 60_000 },
  emailLink: { label: 'Too many attempts', limit: 20, windowMs: 15 * 60_000 },
  // Each resend is an e-mail to the account's own address: a few for a slow inbox, not a flood.
  verifyEmail: { label: 'Too many verification e-mails', limit: 5, windowMs: 60 * 60_000 },
  passwordCheck: { label: 'Too many wrong passwords', limit: 10, windowMs: 15 * 60_000 },
  // A search box sends a request per pause in typing: generous for people, a wall for floods.
  search: { label: 'Too many searches', limit: 120, windowMs: 60_000 },
  /** Similar-idea hints while typing a title (debounced by the portal). */
  similar: { label: 'Too many lookups', limit: 240, windowMs: 60_000 },
  upload: { label: 'Too many uploads', limit: 20, windowMs: 60 * 60_000 },
  // Screenshots (issue 28): up to 4 an idea or comment, with room for retries and removals.
  attachment: { label: 'Too many images', limit: 60, windowMs: 60 * 60_000 },
  // The editor's Preview tab: one request per click on Preview, never per keystroke.
  markdownPreview: { label: 'Too many previews', limit: 120, windowMs: 10 * 60_000 },
  comment: { label: 'Too many comments', limit: 20, windowMs: 10 * 60_000 },
  // Guest comments (issue 26): each sends an e-mail, so per address and per recipient.
  guestComment: { label: 'Too many comments', limit: 10, windowMs: 60 * 60_000 },
  guestCommentEmail: { label: 'Too many comments', limit: 5, windowMs: 60 * 60_000 },
  // The sign-up form asks as the owner types (debounced): generous for people, a wall for a scan.
  slugAvailability: { label: 'Too many address checks', limit: 120, windowMs: 60_000 },
  support: { label: 'Too many support messages', limit: 5, windowMs: 60 * 60_000 },
  // Per REST API key (issue 15): 10 calls a second on average, bursts allowed within the minute.
  apiKey: { label: 'Too many API requests', limit: 600, windowMs: 60_000 },
  // Each reads up to 1 MB of CSV: plenty for previews and fixes, not a loop.
  csvImport: { label: 'Too many imports', limit: 30, windowMs: 60 * 60_000 },
  // Board views and widget steps: a person makes a few a minute; more is a script.
  usage: { label: 'Too many usage events', limit: 120, windowMs: 10 * 60_000 },
  // Identify (issue 15): a panel trades a token each time it loads; many people may share an
  // office's address, so generous, yet a wall for a script guessing at tokens.
  identify: { label: 'Too many identify attempts', limit: 300, windowMs: 10 * 60_000 },
  // Changelog subscriptions (issue 29): each sends a confirmation e-mail, so per address and per recipient.
  changelogSubscribe: { label: 'Too many subscription requests', limit: 10, windowMs: 60 * 60_000 },
  changelogSubscribeEmail: { label: 'Too many subscription requests', limit: 3, windowMs: 60 * 60_000 },
  // One widget view of an entry per visitor and entry in the window: reopening the panel is not a new reader.
  changelogView: { label: 'Too many views', limit: 1, windowMs: 30 * 60_000 },
  // Per webhook endpoint (issue 23): "send test" and "replay" together. Enough to debug a
  // receiver or replay an outage's log page by page; not a way to flood a receiver (decision 018).
  webhookManualSend: {
    label: 'Too many test events and replays for this endpoint',
    limit: 30,
    windowMs: 10 * 60_000,
  },
} satisfies Record<string, RateRule>;

export type RateRuleName = keyof typeof RATE_RULES;

/** Expired windows are deleted once every this many counted attempts (per process). */
export const SWEEP_EVERY = 500;

export class RateLimiter {
  private untilSweep = SWEEP_EVERY;

  constructor(
    private readonly db: Db,
    private readonly enabled: boolean,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Counts an attempt, then refuses it with 429 if the key has used up its window. One atomic
   * statement: a new or expired window starts at 1, a current one goes up by 1. Refused
   * attempts count too, which changes nothing: the window is refused until it ends either way.
   */
  async consume(rule: RateRuleName, key: string): Promise<void> {
    if (!this.enabled) return;
    const { label, orElse, limit, windowMs }: RateRule = RATE_RULES[rule];
    const now = this.now();
    const expired = lte(rateLimits.resetAt, new Date(now).toISOString());
    const [window] = await this.db
      .insert(rateLimits)
      .values({ key: `${rule}:${key}`, count: 1, resetAt: new Date(now + windowMs).toISOString() })
      .onConflictDoUpdate({
        target: rateLimits.key,
        // Both right-hand sides read the row as it was before this update (SQL semantics).
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
          resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
        },
      })
      .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
    await this.sweepNowAndThen(now);
    if (window && window.count > limit) {
      const minutes = Math.max(1, Math.ceil((Date.parse(window.resetAt) - now) / 60_000));
      const wait = `${minutes} minute${minutes === 1 ? '' : 's'}`;
      throw new ApiError(429, `${label}. Please try again in ${wait}${orElse ? ` ${orElse}` : ''}.`);
    }
  }

  /** Gives back one counted attempt: a login that turned out to succeed was not a failure. */
  async release(rule: RateRuleName, key: string): Promise<void> {
    if (!this.enabled) return;
    await this.db
      .update(rateLimits)
      .set({ count: sql`${rateLimits.count} - 1` })
      .where(
        and(
          eq(rateLimits.key, `${rule}:${key}`),
          gt(rateLimits.count, 0),
          gt(rateLimits.resetAt, new Date(this.now()).toISOString()),
        ),
      );
  }

  /** Ends the key's window at once, as if it had expired (a lockout lifted by a password reset). */
  async forget(rule: RateRuleName, key: string): Promise<void> {
    if (!this.enabled) return;
    await this.db.delete(rateLimits).where(eq(rateLimits.key, `${rule}:${key}`));
  }

  /** Ends the windows of every key of `rule` that starts with `prefix`. */
  async forgetPrefix(rule: RateRuleName, prefix: string): Promise<void> {
    if (!this.enabled) return;
    // LIKE with its wildcards escaped, the escape character named: SQLite has no default one.
    const pattern = `${rule}:${prefix}`.replace(/[\\%_]/g, (char) => `\\${char}`);
    await this.db.delete(rateLimits).where(sql`${rateLimits.key} like ${`${pattern}%`} escape '\\'`);
  }

  /** A small table under a flood of distinct IPs: expired windows go every SWEEP_EVERY attempts. */
  private async sweepNowAndThen(now: number): Promise<void> {
    if (--this.untilSweep > 0) return;
    this.untilSweep = SWEEP_EVERY;
    await this.db.delete(rateLimits).where(lte(rateLimits.resetAt, new Date(now).toISOString()));
  }
}
