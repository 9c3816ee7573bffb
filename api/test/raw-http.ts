/**
 * One keep-alive HTTP/1.1 connection driven by hand (node:net), for tests of what a server does
 * with the connection itself: answers read one by one, and whether and how the socket closed.
 */
import net from 'node:net';

export interface RawAnswer {
  status: number;
  /** Header names lowercased. */
  headers: Record<string, string>;
  body: string;
}

export class RawConnection {
  private buffered = Buffer.alloc(0);
  private waiters: (() => void)[] = [];
  /** 'end' when the server closed cleanly (FIN), 'error' on a reset or another socket error. */
  closed: 'end' | 'error' | null = null;

  private constructor(private readonly socket: net.Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.buffered = Buffer.concat([this.buffered, chunk]);
      this.wake();
    });
    socket.on('end', () => this.close('end'));
    socket.on('error', () => this.close('error'));
    socket.on('close', () => this.close('error'));
  }

  static open(baseUrl: string): Promise<RawConnection> {
    const { hostname, port } = new URL(baseUrl);
    return new Promise((resolve, reject) => {
      const socket = net.connect(Number(port), hostname, () => resolve(new RawConnection(socket)));
      socket.once('error', reject);
    });
  }

  /** Writes bytes as they are; false when the socket can no longer take them. */
  write(data: string | Buffer): Promise<boolean> {
    if (this.closed || this.socket.destroyed) return Promise.resolve(false);
    return new Promise((resolve) => this.socket.write(data, (error) => resolve(!error)));
  }

  /** The next complete answer (Content-Length bodies), or null when the connection ended first. */
  async answer(timeoutMs = 10_000): Promise<RawAnswer | null> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const parsed = this.parse();
      if (parsed) return parsed;
      if (this.closed) return null;
      if (Date.now() > deadline) throw new Error(`no answer within ${timeoutMs} ms`);
      await new Promise<void>((wake) => {
        this.waiters.push(wake);
        setTimeout(wake, 50);
      });
    }
  }

  /** Resolves once the server has closed the connection, or after `timeoutMs`. */
  async whenClosed(timeoutMs = 5000): Promise<'end' | 'error' | null> {
    const deadline = Date.now() + timeoutMs;
    while (!this.closed && Date.now() < deadline) await new Promise((wake) => setTimeout(wake, 20));
    return this.closed;
  }

  destroy(): void {
    this.socket.destroy();
  }

  private close(how: 'end' | 'error'): void {
    this.closed ??= how;
    this.wake();
  }

  private wake(): void {
    for (const wake of this.waiters.splice(0)) wake();
  }

  private parse(): RawAnswer | null {
    const headEnd = this.buffered.indexOf('\r\n\r\n');
    if (headEnd === -1) return null;
    const [statusLine = '', ...lines] = this.buffered.subarray(0, headEnd).toString('latin1').split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const length = Number(headers['content-length'] ?? 0);
    const bodyStart = headEnd + 4;
    if (this.buffered.length < bodyStart + length) return null;
    const body = this.buffered.subarray(bodyStart, bodyStart + length).toString('utf8');
    this.buffered = this.buffered.subarray(bodyStart + length);
    return { status: Number(statusLine.split(' ')[1]), headers, body };
  }
}
