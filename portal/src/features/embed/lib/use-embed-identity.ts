import { useEffect } from 'react';
import { errorMessage, setBearer } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { exchangeIdentifyToken } from '../api/identify-api';
import { listenForIdentity } from './embed-identity';

/**
 * Signs the embed in as the host's identified person: each token the widget posts is traded for
 * a bearer kept in memory (lib/api-client), then the signed-in user is re-read, so votes,
 * ideas and comments go out as that person. The bearer is dropped when it ends, on '' (the
 * host's `identify(null)`), or when the host's token is refused (the reason goes to the console
 * for the host's developer). Call before the embed posts 'ready', so no token is missed.
 */
export function useEmbedIdentity(slug: string): void {
  const { refresh } = useAuth();
  useEffect(() => {
    let expiry: ReturnType<typeof setTimeout> | undefined;
    let latest = 0;
    const forget = () => {
      clearTimeout(expiry);
      setBearer(null);
      void refresh();
    };
    const stop = listenForIdentity(window.location.search, (token, origin) => {
      const attempt = ++latest;
      if (!token) return forget();
      exchangeIdentifyToken(slug, token, origin).then(
        (answer) => {
          if (attempt !== latest) return;
          clearTimeout(expiry);
          setBearer(answer.bearer);
          expiry = setTimeout(forget, Math.max(0, Date.parse(answer.expiresAt) - Date.now()));
          void refresh();
        },
        (error: unknown) => {
          if (attempt !== latest) return;
          console.warn(`[Sayso] identify refused: ${errorMessage(error, 'the token could not be checked')}`);
          forget();
        },
      );
    });
    return () => {
      stop();
      clearTimeout(expiry);
      setBearer(null);
    };
  }, [slug, refresh]);
}
