import type { SlugAvailability } from '@sayso/api/contract';
import { useEffect, useState } from 'react';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/api-paths';

export type AddressCheck = SlugAvailability | { slug: string; status: 'checking' | 'unknown' };

/**
 * Whether `slug` can be had, asked `delayMs` after the owner stops typing (a stale answer is
 * dropped). A failed lookup reads as 'unknown': the server checks again on submit.
 */
export function useSlugAvailability(slug: string, delayMs = 350): AddressCheck {
  const [check, setCheck] = useState<AddressCheck>({ slug, status: 'checking' });
  useEffect(() => {
    setCheck({ slug, status: 'checking' });
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api
        .get<SlugAvailability>(apiPaths.slugAvailability(slug), { signal: controller.signal })
        .then(setCheck)
        .catch(() => {
          if (!controller.signal.aborted) setCheck({ slug, status: 'unknown' });
        });
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [slug, delayMs]);
  return check;
}
