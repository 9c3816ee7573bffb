/**
 * Requests Node refuses before Hono sees them (a malformed request line, oversized headers)
 * still answer with Sayso's JSON error shape, over real HTTP to the real server process.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, signalServer, startServer } from './server-process';

let server: ServerProcess;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'sayso-client-error-'));
  server = await startServer({ DATA_DIR: dataDir });
});
afterAll(async () => {
  signalServer(server, 'SIGKILL');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

/** Sends raw bytes and answers the status, headers and body of whatever comes back. */
function raw(request: string) {
  const { hostname, port } = new URL(server.baseUrl);
  return new Promise<{ status: number; headers: string; body: string }>((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(request));
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body });
    });
  });
}

describe("Node's own refusals", () => {
  it('answers a malformed request line with a JSON 400', async () => {
    const res = await raw('THIS IS NOT HTTP\r\n\r\n');
    expect(res.status).toBe(400);
    expect(res.headers).toContain('content-type: application/json');
    expect(JSON.parse(res.body)).toEqual({ message: 'Malformed request' });
  });

  it('answers oversized headers with a JSON 431', async () => {
    const res = await raw(
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(res.status).toBe(431);
    expect(res.headers).toContain('content-type: application/json');
    expect(JSON.parse(res.body)).toEqual({ message: 'Request headers are too large' });
  });

  it('keeps serving afterwards', async () => {
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
  });
});
