/** GET /api/companies/:slug/events: a board's live vote and comment counts as Server-Sent Events. */
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppDeps, AppEnv } from '../../context';
import type { BoardRow, CompanyRow } from '../../db/schema';
import { clientIp } from '../../lib/client-ip';
import { ApiError } from '../../lib/errors';
import { lazyViewer, shownBoards } from '../board/board-scope';
import { cachedPageParts } from '../board/company-page';
import { boardViewer } from '../boards/board-access';
import { requireCompanyBySlug } from '../companies/companies';
import type { LiveEvent } from './live-events';

/** Below the common 30–60 s idle timeouts of proxies and load balancers. */
export const HEARTBEAT_MS = 25_000;
/** How long the browser waits before reconnecting after a drop. */
const RETRY_MS = 2_000;

/** One event as the SSE wire carries it; the body holds public counts only (its board stays off). */
function frame({ id, body }: LiveEvent): string {
  const { type, boardId: _, ...data } = body;
  return `id: ${id}\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The id the client resumes from: EventSource's header on a reconnect, or the query on a new page. */
function lastEventId(header: string | undefined, query: string | undefined): number | undefined {
  const raw = header ?? query;
  if (raw === undefined || raw === '') return undefined;
  return /^\d{1,16}$/.test(raw) ? Number(raw) : Number.NaN;
}

/** Whether a stream whose viewer sees `shown` of the company's `rows` may pass on `event`. */
function hears(rows: BoardRow[], shown: BoardRow[], { body }: LiveEvent): boolean {
  return shown.length === rows.length || shown.some((row) => row.id === body.boardId);
}

export function liveRoutes({ db, live, cache }: AppDeps) {
  /**
   * The company's boards as of an event, read once per event for all of the company's streams
   * in this process (a read-cache hit unless the boards changed): a board turned team-only
   * mid-stream stops its events at once, on every replica.
   */
  const boardsAt = new Map<number, { eventId: number; rows: Promise<BoardRow[]> }>();
  const boardsOf = async (company: CompanyRow) => (await cachedPageParts(db, cache, company)).boards;
  const boardsAsOf = (company: CompanyRow, eventId: number) => {
    const known = boardsAt.get(company.id);
    if (known?.eventId === eventId) return known.rows;
    const rows = boardsOf(company);
    boardsAt.set(company.id, { eventId, rows });
    return rows;
  };

  return new Hono<AppEnv>().get('/:slug/events', async (c) => {
    const company = await requireCompanyBySlug(db, c.req.param('slug'));
    // The viewer is resolved once per stream, and only if the company has a board not public.
    const viewerOf = lazyViewer(() => boardViewer(db, c.get('user'), company));
    const rows = await boardsOf(company);
    const shown = await shownBoards(rows, viewerOf);
    if (!live.hasRoom()) throw new ApiError(503, 'Too many live connections. Please try again later.');
    const releaseSlot = live.claimAddressSlot(clientIp(c));
    if (!releaseSlot)
      throw new ApiError(
        429,
        'Too many live connections from your address. Please close some tabs and try again.',
      );
    const resumeFrom = lastEventId(c.req.header('Last-Event-ID'), c.req.query('lastEventId'));
    // Some proxies buffer responses unless told not to, which would hold events back.
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      let end = () => {};
      const ended = new Promise<void>((resolve) => {
        end = resolve;
      });
      // Subscribing, reading the buffer and queuing the catch-up in one tick keeps events in order;
      // each event then waits for the one before it while its board is checked.
      let queue = Promise.resolve();
      const pass = (event: LiveEvent) => {
        queue = queue.then(async () => {
          const now = await boardsAsOf(company, event.id);
          if (hears(now, await shownBoards(now, viewerOf), event)) await stream.write(frame(event));
        });
        // A check that fails ends the stream rather than the order: the client resumes anew.
        queue = queue.catch(end);
      };
      const unsubscribe = live.subscribe(company.id, pass, end);
      const missed = resumeFrom === undefined ? [] : live.since(company.id, resumeFrom);
      const catchUp =
        missed === null
          ? 'event: reset\ndata: {}\n\n'
          : missed
              .filter((event) => hears(rows, shown, event))
              .map(frame)
              .join('');
      void stream.write(`retry: ${RETRY_MS}\n\n${catchUp}`);
      stream.onAbort(end);
      c.req.raw.signal.addEventListener('abort', end, { once: true });
      const heartbeat = setInterval(() => void stream.write(': heartbeat\n\n'), HEARTBEAT_MS);
      try {
        await ended;
      } finally {
        clearInterval(heartbeat);
        unsubscribe();
        if (live.listenerCount(company.id) === 0) boardsAt.delete(company.id);
        releaseSlot();
        c.req.raw.signal.removeEventListener('abort', end);
      }
    });
  });
}
