/**
 * Requests Node's parser refuses never reach Hono; by default Node answers them with a bare
 * text status. This answers with the API's JSON error shape instead (DESIGN.md 'Errors').
 */
import type { Duplex } from 'node:stream';

const ANSWERS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'Request headers are too large'],
  HPE_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request took too long to arrive'],
};
const BAD_REQUEST: [number, string, string] = [400, 'Bad Request', 'Malformed request'];

export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  // A reset or half-written socket has nobody left to read an answer.
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason, message] = ANSWERS[error.code ?? ''] ?? BAD_REQUEST;
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
