/**
 * A real local HTTP server that receives webhooks: records every request (headers and raw
 * body) and answers as the test says, so tests verify real deliveries and real signatures.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** How to answer one request; the default answers 200 "ok". */
export type Answer = (req: http.IncomingMessage, res: http.ServerResponse, received: Received) => void;

export interface Receiver {
  url: string;
  received: Received[];
  /** Answers the next requests with `answer` (until set again). */
  answerWith(answer: Answer): void;
  close(): Promise<void>;
}

export const answerOk: Answer = (_req, res) => res.end('ok');

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  let answer: Answer = answerOk;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const entry = {
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(entry);
      answer(req, res, entry);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answerWith: (next) => {
      answer = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The receiver's side of Standard Webhooks, written out as docs/integrations.md shows it:
 * recompute the HMAC over `${id}.${timestamp}.${body}` with the secret's decoded bytes.
 */
export function verifySignature(
  secret: string,
  received: Received,
  toleranceS = 300,
  now = Date.now(),
): boolean {
  const id = String(received.headers['webhook-id']);
  const timestamp = Number(received.headers['webhook-timestamp']);
  if (!Number.isFinite(timestamp) || Math.abs(now / 1000 - timestamp) > toleranceS) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${received.body}`).digest();
  return String(received.headers['webhook-signature'])
    .split(' ')
    .some((part) => {
      const [version, signature] = part.split(',');
      const given = Buffer.from(signature ?? '', 'base64');
      return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
    });
}
