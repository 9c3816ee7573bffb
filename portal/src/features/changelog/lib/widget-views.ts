/**
 * Widget views of changelog entries (issue 29's insights): the embed opened from the widget's
 * "What's new" (`source=widget`) counts each entry it shows, once per page load. A count, nothing
 * personal; still, a visitor who asks not to be tracked sends none, as with the board's usage.
 */
import { apiPaths } from '@/lib/api-paths';
import { doNotTrack } from '@/lib/usage';

const counted = new Set<string>();

/** Whether this embed was opened by the widget, the only place whose views are counted. */
export function openedFromWidget(params: URLSearchParams): boolean {
  return params.get('source') === 'widget';
}

/**
 * Fire and forget: `keepalive` lets the count finish when the panel closes at once; a lost one
 * never bothers the visitor. The body stays empty, which the API takes like a beacon's.
 */
export function countWidgetViews(slug: string, entrySlugs: readonly string[]): void {
  if (doNotTrack()) return;
  for (const entrySlug of entrySlugs) {
    const key = `${slug}/${entrySlug}`;
    if (counted.has(key)) continue;
    counted.add(key);
    fetch(apiPaths.company(slug).changelogView(entrySlug), {
      method: 'POST',
      credentials: 'include',
      keepalive: true,
    }).catch(() => {});
  }
}

/** Tests start each page load afresh. */
export function forgetCountedViews(): void {
  counted.clear();
}
