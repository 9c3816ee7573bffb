/**
 * One webhook request: signed (Standard Webhooks), through the SSRF guard, no redirects
 * followed, a total time limit, and at most 64 KB of the answer read.
 */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { WEBHOOK_SECRET_PREFIX } from '../../contract';
import { checkWebhookTarget, guardedLookup } from './webhook-target';

/** The whole request, connect to last byte read. */
export const WEBHOOK_TIMEOUT_MS = 5_000;
/** Bytes of an answer read at most; the rest is not waited for. */
export const WEBHOOK_MAX_RESPONSE_BYTES = 64 * 1024;
/** Characters of the answer kept in the delivery log. */
const EXCERPT_CHARS = 1_000;

export interface WebhookRequest {
  url: string;
  secret: string;
  /** The envelope's id: the `webhook-id` header, the same on retries and replays. */
  eventId: string;
  body: string;
}

export interface WebhookOutcome {
  ok: boolean;
  status: number | null;
  error: string | null;
  excerpt: string | null;
  durationMs: number;
}

export interface WebhookHttpOptions {
  allowPrivate: boolean;
  timeoutMs?: number;
}

/** `v1,<base64 HMAC-SHA256>` over `${id}.${timestamp}.${body}`, keyed by the secret's bytes. */
export function webhookSignature(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

export function signedHeaders(request: WebhookRequest, now: Date): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    'content-type': 'application/json',
    'user-agent': 'Sayso-Webhooks/1',
    'webhook-id': request.eventId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': webhookSignature(request.secret, request.eventId, timestamp, request.body),
  };
}

/** Sends once and reports; never throws. */
export async function sendWebhook(
  request: WebhookRequest,
  options: WebhookHttpOptions,
  now = new Date(),
): Promise<WebhookOutcome> {
  const started = performance.now();
  const done = (outcome: Omit<WebhookOutcome, 'durationMs'>): WebhookOutcome => ({
    ...outcome,
    durationMs: Math.round(performance.now() - started),
  });
  try {
    // Checked again at delivery: IP literals never reach the lookup, names are checked there too.
    await checkWebhookTarget(request.url, options.allowPrivate);
    return done(await post(request, options, now));
  } catch (error) {
    return done({ ok: false, status: null, error: messageOf(error), excerpt: null });
  }
}

function messageOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

function post(request: WebhookRequest, options: WebhookHttpOptions, now: Date) {
  const url = new URL(request.url);
  const client = url.protocol === 'https:' ? https : http;
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  return new Promise<Omit<WebhookOutcome, 'durationMs'>>((resolve, reject) => {
    const req = client.request(url, {
      method: 'POST',
      headers: { ...signedHeaders(request, now), 'content-length': Buffer.byteLength(request.body) },
      lookup: guardedLookup(options.allowPrivate),
      agent: false,
    });
    const timer = setTimeout(() => {
      const error = new Error(`Timed out after ${timeoutMs / 1000} s`);
      reject(error);
      req.destroy(error);
    }, timeoutMs);
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const finish = () => {
        clearTimeout(timer);
        const status = res.statusCode ?? 0;
        const excerpt = Buffer.concat(chunks).subarray(0, WEBHOOK_MAX_RESPONSE_BYTES).toString('utf8');
        const redirect = status >= 300 && status < 400;
        resolve({
          ok: status >= 200 && status < 300,
          status,
          error: redirect
            ? `Redirects are not followed (${status} to ${res.headers.location ?? 'nowhere'})`
            : status >= 200 && status < 300
              ? null
              : `The receiver answered ${status}`,
          // PostgreSQL text holds no NUL: a receiver's binary answer must not fail the log's update.
          excerpt: excerpt.replaceAll('\0', '').slice(0, EXCERPT_CHARS) || null,
        });
        res.destroy();
      };
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        // Enough read: the rest is not waited for (the socket is closed).
        if (size >= WEBHOOK_MAX_RESPONSE_BYTES) finish();
      });
      res.on('end', finish);
      res.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
    req.end(request.body);
  });
}
