import type { MarkdownPreview } from '@sayso/api/contract';
import { useRef, useState } from 'react';
import { api, errorMessage } from '@/lib/api-client';
import { apiPaths } from '@/lib/api-paths';

type PreviewState =
  | { kind: 'loading' }
  | { kind: 'ready'; html: string }
  | { kind: 'failed'; message: string };

/** Asks the server to render the text; the latest request wins. */
export function useMarkdownPreview() {
  const [state, setState] = useState<PreviewState>({ kind: 'loading' });
  const latest = useRef(0);
  const load = (text: string) => {
    const request = ++latest.current;
    if (!text.trim()) return setState({ kind: 'ready', html: '' });
    setState({ kind: 'loading' });
    api
      .post<MarkdownPreview>(apiPaths.markdownPreview, { text })
      .then(({ html }) => request === latest.current && setState({ kind: 'ready', html }))
      .catch(
        (error: unknown) =>
          request === latest.current &&
          setState({ kind: 'failed', message: errorMessage(error, 'The preview could not be loaded.') }),
      );
  };
  return { state, load };
}
