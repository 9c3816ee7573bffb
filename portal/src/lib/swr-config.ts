import type { SWRConfiguration } from 'swr';
import { swrFetcher } from './api-client';

/**
 * Spec section 9: no refetch interval, no refetch on focus, data never stale, no retries.
 * Screens refresh what they changed with `mutate`.
 */
export const swrConfig: SWRConfiguration = {
  fetcher: swrFetcher,
  refreshInterval: 0,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  shouldRetryOnError: false,
  errorRetryCount: 0,
};
