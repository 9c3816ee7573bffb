import { useEffect } from 'react';

/**
 * Names the company's Atom feed in the page's head (`<link rel="alternate">`), so feed readers
 * and browsers find it from the changelog's address alone; removed again when the page goes.
 */
export function useFeedLink(href: string, title: string | null): void {
  useEffect(() => {
    if (!title) return;
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.type = 'application/atom+xml';
    link.title = title;
    link.href = href;
    document.head.append(link);
    return () => link.remove();
  }, [href, title]);
}
