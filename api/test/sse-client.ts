/** A minimal Server-Sent Events reader over real HTTP, for tests: frames as they arrive. */
import http from 'node:http';

export interface SseFrame {
  id?: string;
  event?: string;
  data?: string;
  retry?: string;
  comment?: string;
}

export interface SseStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Every frame so far (comments included), in order. */
  frames: SseFrame[];
  /** The next frame matching `match` from `from` on, or a rejection after `timeoutMs`. */
  next: (match: (frame: SseFrame) => boolean, timeoutMs?: number, from?: number) => Promise<SseFrame>;
  close: () => void;
  /** The body text for a non-stream answer (404, 503). */
  text: () => Promise<string>;
}

function parse(block: string): SseFrame {
  const frame: SseFrame = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) frame.comment = line.slice(1).trim();
    const match = /^(id|event|data|retry): ?(.*)$/.exec(line);
    if (match) frame[match[1] as 'id' | 'event' | 'data' | 'retry'] = match[2];
  }
  return frame;
}

/** Opens the stream with its own socket (no agent), as one browser tab would. */
export function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { accept: 'text/event-stream', ...headers }, agent: false });
    req.on('error', reject);
    req.on('response', (res) => {
      const frames: SseFrame[] = [];
      const waiters = new Set<() => void>();
      let buffered = '';
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
        buffered += chunk;
        let end = buffered.indexOf('\n\n');
        while (end !== -1) {
          frames.push(parse(buffered.slice(0, end)));
          buffered = buffered.slice(end + 2);
          end = buffered.indexOf('\n\n');
        }
        for (const wake of waiters) wake();
      });
      const ended = new Promise<string>((done) => res.on('end', () => done(body)));
      res.on('error', () => {});
      const next: SseStream['next'] = (match, timeoutMs = 1000, from = 0) =>
        new Promise((found, fail) => {
          const check = () => {
            const frame = frames.slice(from).find(match);
            if (!frame) return;
            waiters.delete(check);
            clearTimeout(timer);
            found(frame);
          };
          const timer = setTimeout(() => {
            waiters.delete(check);
            fail(new Error(`no matching frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
          }, timeoutMs);
          waiters.add(check);
          check();
        });
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        frames,
        next,
        close: () => req.destroy(),
        text: () => ended,
      });
    });
  });
}
