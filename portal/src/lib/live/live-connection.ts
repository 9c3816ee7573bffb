import { apiPaths } from '@/lib/api-paths';
/**
 * One EventSource per board per tab, however many components listen: the first subscriber
 * opens it, the last one's unsubscribe closes it. EventSource reconnects by itself, sending
 * Last-Event-ID. On pagehide the stream closes (an open one keeps the page out of the
 * back/forward cache); a page restored from that cache reopens it from the last event id.
 */

/** What a board's stream says: a new public count, or "refetch, events were lost". */
export type LiveMessage =
  | { type: 'vote'; featureId: number; votes: number }
  | { type: 'comment'; featureId: number; comments: number }
  | { type: 'reset' };

export type LiveListener = (message: LiveMessage) => void;

interface Connection {
  listeners: Set<LiveListener>;
  source: EventSource | null;
  lastEventId: string;
}

const connections = new Map<string, Connection>();

/** The stream URL; a reopened stream resumes by query, as a new EventSource sends no header. */
export function liveEventsUrl(slug: string, lastEventId = ''): string {
  const url = apiPaths.company(slug).events();
  return lastEventId ? `${url}?lastEventId=${encodeURIComponent(lastEventId)}` : url;
}

function emit(connection: Connection, message: LiveMessage) {
  for (const listener of connection.listeners) listener(message);
}

function open(slug: string, connection: Connection) {
  if (connection.source || typeof EventSource === 'undefined') return;
  const source = new EventSource(liveEventsUrl(slug, connection.lastEventId));
  const counts = (event: MessageEvent<string>) => {
    if (event.lastEventId) connection.lastEventId = event.lastEventId;
    try {
      emit(connection, { type: event.type, ...JSON.parse(event.data) } as LiveMessage);
    } catch {
      // A frame this version does not understand: the next refetch corrects the counts.
    }
  };
  source.addEventListener('vote', counts);
  source.addEventListener('comment', counts);
  source.addEventListener('reset', () => {
    connection.lastEventId = '';
    emit(connection, { type: 'reset' });
  });
  connection.source = source;
}

function close(connection: Connection) {
  connection.source?.close();
  connection.source = null;
}

/** Listens to the board's live counts; returns the unsubscribe. */
export function subscribeLive(slug: string, listener: LiveListener): () => void {
  let connection = connections.get(slug);
  if (!connection) {
    connection = { listeners: new Set(), source: null, lastEventId: '' };
    connections.set(slug, connection);
  }
  const current = connection;
  current.listeners.add(listener);
  open(slug, current);
  return () => {
    current.listeners.delete(listener);
    if (current.listeners.size > 0) return;
    close(current);
    connections.delete(slug);
  };
}

/** Open streams in this tab (for tests). */
export function openLiveStreams(): number {
  return [...connections.values()].filter((connection) => connection.source).length;
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    for (const connection of connections.values()) close(connection);
  });
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    for (const [slug, connection] of connections) {
      // Without an id to resume from, what happened meanwhile is unknown: refetch.
      if (!connection.lastEventId) emit(connection, { type: 'reset' });
      open(slug, connection);
    }
  });
}
