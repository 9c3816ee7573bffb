/** GET /api/companies/:slug/events: a board's live vote and comment counts as Server-Sent Events. */
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppDeps, AppEnv } from '../../context';
import { clientIp } from '../../lib/client-ip';
import { ApiError } from '../../lib/errors';
import { requireCompanyBySlug } from '../companies/companies';
import type { LiveEvent } from './live-events';

/** Below the common 30–60 s idle timeouts of proxies and load balancers. */
export const HEARTBEAT_MS = 25_000;
/** How long the browser waits before reconnecting after a drop. */
const RETRY_MS = 2_000;

/** One event as the SSE wire carries it; the body holds public counts only. */
function frame({ id, body }: LiveEvent): string {
  const { type, ...data } = body;
  return `id: ${id}\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The id the client resumes from: EventSource's header on a reconnect, or the query on a new page. */
function lastEventId(header: string | undefined, query: string | undefined): number | undefined {
  const raw = header ?? query;
  if (raw === undefined || raw === '') return undefined;
  return /^\d{1,16}$/.test(raw) ? Number(raw) : Number.NaN;
}

export function liveRoutes({ db, live }: AppDeps) {
  return new Hono<AppEnv>().get('/:slug/events', async (c) => {
    const company = await requireCompanyBySlug(db, c.req.param('slug'));
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
      // Subscribing, reading the buffer and queuing the catch-up in one tick keeps events in order.
      const unsubscribe = live.subscribe(company.id, (event) => void stream.write(frame(event)), end);
      const missed = resumeFrom === undefined ? [] : live.since(company.id, resumeFrom);
      const catchUp = missed === null ? 'event: reset\ndata: {}\n\n' : missed.map(frame).join('');
      void stream.write(`retry: ${RETRY_MS}\n\n${catchUp}`);
      stream.onAbort(end);
      c.req.raw.signal.addEventListener('abort', end, { once: true });
      const heartbeat = setInterval(() => void stream.write(': heartbeat\n\n'), HEARTBEAT_MS);
      try {
        await ended;
      } finally {
        clearInterval(heartbeat);
        unsubscribe();
        releaseSlot();
        c.req.raw.signal.removeEventListener('abort', end);
      }
    });
  });
}
