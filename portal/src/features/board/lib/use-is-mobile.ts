import { useSyncExternalStore } from 'react';
import { breakpoints } from '@/styles/theme';

const QUERY = `(max-width: ${breakpoints.mobile - 1}px)`;

function subscribe(onChange: () => void) {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/**
 * True below the spec's 768 px breakpoint. The list renders either the sidebar or the
 * dropdowns (not both hidden by CSS) so each filter control exists once for assistive tech.
 */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
