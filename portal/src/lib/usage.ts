/**
 * First-party usage counts for the board's Insights (POST /api/companies/{slug}/usage): one
 * number per day and event, nothing personal. Nothing is sent when the visitor asks not to be
 * tracked; the server also drops counts carrying DNT or Sec-GPC.
 */
import type { UsageEvent, UsageSource } from '@sayso/api/contract';
import { useEffect } from 'react';
import { apiPaths } from '@/lib/api-paths';

export function doNotTrack(nav: Navigator = navigator): boolean {
  return nav.doNotTrack === '1' || (nav as { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}

/** Fire and forget: a lost count never bothers the visitor (sendBeacon survives navigation). */
export function countUsage(slug: string, event: UsageEvent, source: UsageSource): void {
  if (doNotTrack() || typeof navigator.sendBeacon !== 'function') return;
  const body = new Blob([JSON.stringify({ event, source })], { type: 'application/json' });
  navigator.sendBeacon(apiPaths.company(slug).usage(), body);
}

/**
 * Counts one view of the board per page load. The /embed page inside the SDK widget (it has
 * `?origin=`) counts nothing: the widget counts its own steps, with the host page.
 */
export function useBoardViewCount(slug: string, source: 'board' | 'embed'): void {
  useEffect(() => {
    if (source === 'embed' && new URLSearchParams(window.location.search).has('origin')) return;
    if (slug) countUsage(slug, 'board_viewed', source);
  }, [slug, source]);
}
