/**
 * A load balancer for tests: each request goes to the next upstream in turn, and answers are
 * streamed through as they arrive, so Server-Sent Events pass as they would behind a real one.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  url: string;
  /** Requests sent to each upstream so far, in the order the upstreams were given. */
  hits: number[];
  close(): Promise<void>;
}

/** Listens on 127.0.0.1 at a free port in front of `upstreams` (base URLs). */
export async function startRoundRobin(upstreams: string[]): Promise<RoundRobinProxy> {
  const hits = upstreams.map(() => 0);
  const agent = new http.Agent({ keepAlive: true });
  let turn = 0;
  const server = http.createServer((req, res) => {
    const index = turn++ % upstreams.length;
    hits[index] = (hits[index] ?? 0) + 1;
    const target = new URL(req.url ?? '/', upstreams[index]);
    const forward = http.request(target, { method: req.method, headers: req.headers, agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forward.on('error', () => {
      if (res.headersSent) res.destroy();
      else res.writeHead(502, { 'content-type': 'application/json' }).end('{"message":"Bad gateway"}');
    });
    // A client that goes away (a closed event stream) closes its upstream request too.
    res.on('close', () => {
      if (!res.writableFinished) forward.destroy();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
