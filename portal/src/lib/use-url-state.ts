import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export type UrlState<K extends string> = Record<K, string>;

/**
 * State kept in the page's query string under `keys`, so reload, back and forward keep it. An
 * empty value removes its key; other keys (a dashboard's `tab`) are left alone. `replace`
 * changes the current history entry instead of adding one (text typed into a search box).
 */
export function useUrlState<K extends string>(
  keys: readonly K[],
): [UrlState<K>, (changes: Partial<UrlState<K>>, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const serialised = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query string stands for params
  const state = useMemo(
    () => Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as UrlState<K>,
    [serialised, keys],
  );
  const update = useCallback(
    (changes: Partial<UrlState<K>>, options: { replace?: boolean } = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes) as Array<[K, string | undefined]>) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: options.replace ?? false },
      ),
    [setParams],
  );
  return [state, update];
}
