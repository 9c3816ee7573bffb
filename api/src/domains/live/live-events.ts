/**
 * Live vote and comment counts: a per-company hub in front of a transport that carries each
 * event to every API process. On SQLite the transport is this process (InProcessTransport);
 * with PostgreSQL a LISTEN/NOTIFY transport plugs in behind the same interface, so the hub,
 * its replay buffer and the events route stay as they are.
 */

/**
 * What a board hears: only public counts, never who voted or commented. `boardId` (the idea's
 * board, issue 27) decides who hears a count and stays off the wire; an event without one
 * reaches only those who may see every board.
 */
export type LiveEventBody =
  | { type: 'vote'; featureId: number; votes: number; boardId?: number | null }
  | { type: 'comment'; featureId: number; comments: number; boardId?: number | null };

export interface LiveEvent {
  /** Increases with every event the transport carries, across companies. */
  id: number;
  companyId: number;
  body: LiveEventBody;
}

/**
 * Carries events between processes. Every process hears every company's events (one channel),
 * so each can buffer them for clients that reconnect to it, subscribed or not at that moment.
 * The transport numbers the events, so that every process gives an event the same id.
 */
export interface LiveTransport {
  publish(companyId: number, body: LiveEventBody): Promise<void>;
  /** Calls `deliver` with each event published anywhere, in id order; returns the unlisten. */
  listen(deliver: (event: LiveEvent) => void): () => void;
  /** Closes what the transport holds open (PostgreSQL's listening connection). */
  stop?(): Promise<void>;
}

/** One process: ids start at the clock, so a restarted process never reissues an old id. */
export class InProcessTransport implements LiveTransport {
  private readonly receivers = new Set<(event: LiveEvent) => void>();
  private lastId: number;

  constructor(now = Date.now()) {
    this.lastId = now * 1000;
  }

  async publish(companyId: number, body: LiveEventBody): Promise<void> {
    const event = { id: ++this.lastId, companyId, body };
    for (const deliver of this.receivers) deliver(event);
  }

  listen(deliver: (event: LiveEvent) => void): () => void {
    this.receivers.add(deliver);
    return () => this.receivers.delete(deliver);
  }
}

/**
 * Open streams per client address and process: a household or an office with many tabs open
 * stays far below it, while one address can no longer hold all of a process's streams.
 */
export const STREAMS_PER_ADDRESS = 20;

export interface LiveHubOptions {
  /** Events kept per company for resuming clients. */
  bufferSize?: number;
  bufferMs?: number;
  /** Open streams per process; the events route answers 503 beyond it. */
  maxStreams?: number;
  /** Open streams per client address in this process; the events route answers 429 beyond it. */
  maxStreamsPerAddress?: number;
  now?: () => number;
}

interface Subscriber {
  onEvent: (event: LiveEvent) => void;
  onEnd: () => void;
}

interface Buffer {
  /** Every event of the company after this id is in `events`. */
  complete: number;
  events: { event: LiveEvent; at: number }[];
  /** The highest count heard per idea and kind (`vote:12`), and when. */
  counts: Map<string, { count: number; at: number }>;
}

/** Fans transport events out to the streams of each company and keeps a short replay buffer. */
export class LiveHub {
  readonly maxStreams: number;
  readonly maxStreamsPerAddress: number;
  private readonly bufferSize: number;
  private readonly bufferMs: number;
  private readonly now: () => number;
  private readonly subscribers = new Map<number, Set<Subscriber>>();
  private readonly buffers = new Map<number, Buffer>();
  /** The ids this hub heard, first and last; it cannot replay what came before the first. */
  private heard: { first: number; last: number } | undefined;
  private streams = 0;
  /** Open streams per client address (only addresses holding one or more). */
  private readonly byAddress = new Map<string, number>();
  private closed = false;
  private readonly unlisten: () => void;

  constructor(
    private readonly transport: LiveTransport,
    {
      bufferSize = 200,
      bufferMs = 5 * 60_000,
      maxStreams = 10_000,
      maxStreamsPerAddress = STREAMS_PER_ADDRESS,
      now = Date.now,
    }: LiveHubOptions = {},
  ) {
    this.bufferSize = bufferSize;
    this.bufferMs = bufferMs;
    this.maxStreams = maxStreams;
    this.maxStreamsPerAddress = maxStreamsPerAddress;
    this.now = now;
    this.unlisten = transport.listen((event) => this.deliver(event));
  }

  publish(companyId: number, body: LiveEventBody): Promise<void> {
    return this.transport.publish(companyId, body);
  }

  /** Calls `onEvent` for each new event of the company until unsubscribed; `onEnd` on close(). */
  subscribe(companyId: number, onEvent: (event: LiveEvent) => void, onEnd: () => void = () => {}) {
    const subscriber = { onEvent, onEnd };
    const set = this.subscribers.get(companyId) ?? new Set<Subscriber>();
    this.subscribers.set(companyId, set);
    set.add(subscriber);
    this.streams++;
    return () => {
      if (!set.delete(subscriber)) return;
      this.streams--;
      if (set.size === 0) this.subscribers.delete(companyId);
    };
  }

  /** Whether another stream may open (the per-process cap). */
  hasRoom(): boolean {
    return this.streams < this.maxStreams;
  }

  /**
   * Takes one of the address's stream slots, answering the function that gives it back (call it
   * once, when the stream ends), or null when the address already holds all of its own.
   */
  claimAddressSlot(address: string): (() => void) | null {
    const held = this.byAddress.get(address) ?? 0;
    if (held >= this.maxStreamsPerAddress) return null;
    this.byAddress.set(address, held + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.byAddress.get(address) ?? 1) - 1;
      if (left > 0) this.byAddress.set(address, left);
      else this.byAddress.delete(address);
    };
  }

  /** Open streams, of one company or of all. */
  listenerCount(companyId?: number): number {
    return companyId === undefined ? this.streams : (this.subscribers.get(companyId)?.size ?? 0);
  }

  /**
   * The company's events after `lastId`, or null when some may be missing (gone from the
   * buffer, before this hub listened, or an id it never issued): the client refetches instead.
   */
  since(companyId: number, lastId: number): LiveEvent[] | null {
    const heard = this.heard;
    if (!heard || !Number.isSafeInteger(lastId) || lastId < heard.first - 1 || lastId > heard.last)
      return null;
    const buffer = this.buffers.get(companyId);
    if (!buffer) return [];
    this.expire(buffer);
    if (lastId < buffer.complete) return null;
    return buffer.events.filter(({ event }) => event.id > lastId).map(({ event }) => event);
  }

  /** Ends every open stream (on shutdown, so the server closes at once) and stops listening. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.unlisten();
    for (const set of this.subscribers.values()) for (const subscriber of set) subscriber.onEnd();
    await this.transport.stop?.();
  }

  private deliver(event: LiveEvent): void {
    this.heard = { first: this.heard?.first ?? event.id, last: event.id };
    // The hub heard every event since its first, so a new company buffer is complete from there.
    const complete = this.heard.first - 1;
    const buffer = this.buffers.get(event.companyId) ?? { complete, events: [], counts: new Map() };
    this.buffers.set(event.companyId, buffer);
    if (!this.raisesCount(buffer, event)) return;
    this.remember(buffer, event);
    for (const subscriber of this.subscribers.get(event.companyId) ?? []) subscriber.onEvent(event);
  }

  /**
   * Live counts only grow: votes and comments are only ever added while anyone publishes. Each
   * request publishes after its own commit, so under load (or from another replica) a count
   * can arrive after a higher one; passed on, it would step every open board back for good.
   * Every hub hears the same events in the same order, so all drop the same ones.
   */
  private raisesCount(buffer: Buffer, { body }: LiveEvent): boolean {
    const key = `${body.type}:${body.featureId}`;
    const count = body.type === 'vote' ? body.votes : body.comments;
    const now = this.now();
    const last = buffer.counts.get(key);
    if (last && last.count >= count && last.at >= now - this.bufferMs) return false;
    buffer.counts.set(key, { count, at: now });
    return true;
  }

  private remember(buffer: Buffer, event: LiveEvent): void {
    buffer.events.push({ event, at: this.now() });
    if (buffer.events.length > this.bufferSize) this.drop(buffer, 1);
    this.expire(buffer);
  }

  private expire(buffer: Buffer): void {
    const cutoff = this.now() - this.bufferMs;
    const stale = buffer.events.findIndex(({ at }) => at >= cutoff);
    this.drop(buffer, stale === -1 ? buffer.events.length : stale);
    if (buffer.counts.size <= this.bufferSize) return;
    for (const [key, { at }] of buffer.counts) if (at < cutoff) buffer.counts.delete(key);
  }

  private drop(buffer: Buffer, count: number): void {
    if (count === 0) return;
    const dropped = buffer.events.splice(0, count);
    buffer.complete = dropped.at(-1)?.event.id ?? buffer.complete;
  }
}
