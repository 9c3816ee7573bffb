import { useEffect, useState } from 'react';
import { api } from '@/lib/api-client';

/**
 * The list `url` answers, asked `delayMs` after `url` last changed (the user is typing), with a
 * stale request aborted. `null` (too little typed yet) or a failed lookup reads as an empty list:
 * these lookups are hints beside a form, never its errors.
 */
export function useDebouncedList<T>(url: string | null, delayMs = 250): T[] {
  const [found, setFound] = useState<T[]>([]);
  useEffect(() => {
    if (url === null) {
      setFound([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api
        .get<T[]>(url, { signal: controller.signal })
        .then(setFound)
        .catch(() => {
          if (!controller.signal.aborted) setFound([]);
        });
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [url, delayMs]);
  return found;
}
