import type { Page } from '@playwright/test';
/**
 * A real RGB PNG. `noise` fills it with random pixels, which do not compress, so a large
 * noisy image crosses the portal's 500000-character compression threshold.
 */
export declare function makePng(
  width: number,
  height: number,
  {
    noise,
    rgb,
  }?: {
    noise?: boolean | undefined;
    rgb?: number[] | undefined;
  },
): Buffer;
/** Opens one of the dashboard's four tabs. */
export declare function openTab(
  page: Page,
  name: 'Feature Requests' | 'Company Settings' | 'Share' | 'Upgrade Plan' | 'Insights',
): Promise<void>;
