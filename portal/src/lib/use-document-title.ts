import { useEffect } from 'react';

/** Sets the tab title to '{title} · Sayso' (or 'Sayso' alone) while the page is shown. */
export function useDocumentTitle(title?: string | null) {
  useEffect(() => {
    document.title = title ? `${title} · Sayso` : 'Sayso';
  }, [title]);
}
