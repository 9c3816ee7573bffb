/**
 * An answer sent before the request's body was read (413 from the body limit, 401/404/415 from
 * middleware) against the real server process, on one raw keep-alive connection (issue 23):
 * the client must never lose its next request. Either the connection stays usable, or the answer
 * says `Connection: close` and the server then closes it cleanly.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RawConnection } from './raw-http';
import { type ServerProcess, signalServer, startServer } from './server-process';

let server: ServerProcess;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'sayso-unread-'));
  server = await startServer({ DATA_DIR: dataDir });
});
afterAll(async () => {
  signalServer(server, 'SIGKILL');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

// Past the 64 KB JSON limit for the 413; within it for the others, which answer before reading.
const LARGE = 512 * 1024;
const SMALL = 48 * 1024;
const HEALTH = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n';

interface Case {
  name: string;
  path: string;
  contentType: string;
  status: number;
  bytes: number;
}

const CASES: Case[] = [
  {
    name: 'too large (413)',
    path: '/api/auth/login',
    contentType: 'application/json',
    status: 413,
    bytes: LARGE,
  },
  {
    name: 'signed out (401)',
    path: '/api/companies',
    contentType: 'application/json',
    status: 401,
    bytes: SMALL,
  },
  {
    name: 'unknown route (404)',
    path: '/api/no-such-route',
    contentType: 'application/json',
    status: 404,
    bytes: SMALL,
  },
  { name: 'not JSON (415)', path: '/api/auth/login', contentType: 'text/plain', status: 415, bytes: SMALL },
];

/**
 * Sends the head and the first `sentBytes` of the body, reads the early answer, waits `pauseMs`
 * (a slow upload link), then sends the rest of the body and a second request, as a keep-alive
 * client does unless the answer said `Connection: close`.
 */
async function answerThenNext(
  { path: target, contentType, status, bytes }: Case,
  sentBytes: number,
  pauseMs: number,
) {
  const connection = await RawConnection.open(server.baseUrl);
  const body = Buffer.alloc(bytes, 'a');
  const head = `POST ${target} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${contentType}\r\nContent-Length: ${bytes}\r\n\r\n`;
  await connection.write(head);
  await connection.write(body.subarray(0, sentBytes));
  const early = await connection.answer();
  expect(early?.status).toBe(status);
  expect(JSON.parse(early?.body ?? '{}').message).toEqual(expect.any(String));
  await new Promise((wait) => setTimeout(wait, pauseMs));
  if (early?.headers.connection?.toLowerCase() === 'close') {
    // Announced: the client knows not to send more here, and the server ends it without a reset.
    expect(await connection.whenClosed()).toBe('end');
    return;
  }
  await connection.write(body.subarray(sentBytes));
  await connection.write(HEALTH);
  const next = await connection.answer();
  connection.destroy();
  expect(next?.status, 'the request after a keep-alive answer was lost').toBe(200);
}

describe('an answer sent before the body was read', () => {
  for (const each of CASES) {
    it(`${each.name}: a slow upload loses no next request`, async () => {
      await answerThenNext(each, each.bytes / 4, 1000);
    });

    it(`${each.name}: a body sent in full loses no next request`, async () => {
      await answerThenNext(each, each.bytes, 0);
    });
  }
});
