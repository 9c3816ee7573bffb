// The launcher's unread dot: is there a changelog entry the visitor has not seen in "What's new"?
import type { ResolvedOptions } from '../core/options';

const SEEN_KEY = 'sayso:changelog-seen:';
// A first visit (nothing remembered) shows the dot only for an entry of the last 30 days:
// older news is not news to someone who never opened "What's new".
const FIRST_VISIT_WINDOW = 30 * 864e5;

/**
 * When the visitor last opened "What's new" (ms), or NaN. Storage can be blocked (private modes,
 * sandboxed pages, cookie settings) and then throws: nothing is remembered.
 */
function seenAt(company: string): number {
  try {
    return Number(localStorage.getItem(SEEN_KEY + company) ?? Number.NaN);
  } catch {
    return Number.NaN;
  }
}

/** Whether an entry published at `latest` (ms, NaN for none) is unread at `now`. */
export function isUnread(latest: number, company: string, now: number): boolean {
  const seen = seenAt(company);
  return latest > (seen >= 0 ? seen : now - FIRST_VISIT_WINDOW);
}

/**
 * Remembers that "What's new" was opened; at least `latest`, so a visitor's clock that runs
 * behind the server's does not bring the dot back for the entry just read.
 */
export function markSeen(company: string, latest: number): void {
  try {
    localStorage.setItem(SEEN_KEY + company, String(Math.max(latest || 0, Date.now())));
  } catch {
    // Not remembered: the dot may show again on the next page, nothing worse.
  }
}

/**
 * When the newest entry an anonymous visitor may see was published (ms), NaN for none or when
 * the portal cannot be asked: no dot then, never an error on the host page. No cookies: the
 * answer is the same for everyone (api/src/http/widget-reads.ts lets any origin read it).
 */
export function fetchLatest(options: ResolvedOptions): Promise<number> {
  return fetch(`${options.baseUrl}/api/companies/${options.company}/changelog/latest`)
    .then((response) => response.json())
    .then((body: { latestPublishedAt?: string | null }) => Date.parse(body.latestPublishedAt ?? ''))
    .catch(() => Number.NaN);
}
