/** Starts Sayso: parse the environment, open the data, listen, and stop cleanly on SIGTERM. */
import { serve } from '@hono/node-server';
import { ConfigError, loadConfig } from './env';
import { answerClientError } from './http/client-error';
import { createSayso } from './server';

async function main() {
  const config = loadConfig();
  const { app, engine, deps, stop: stopWorkers } = await createSayso(config);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    console.log(`Sayso is listening on http://${info.address}:${info.port} (public URL ${config.publicUrl})`);
  });
  server.on('clientError', answerClientError);
  // Node's requestTimeout and headersTimeout bound only the receiving of a request, so the
  // long responses of the live event streams are not cut by them (checked with Node 20).

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    deps.lifecycle.draining = true;
    console.log(`${signal}: finishing in-flight requests, then closing the database`);
    // Event streams never finish by themselves: end them, or close() would wait for them.
    void deps.live.close();
    // close() stops accepting and waits for open requests; idle keep-alive sockets go now.
    server.close(() => {
      // The outbox first: a message being sent is recorded as sent before the database closes.
      void stopWorkers()
        .then(() => engine.close())
        .finally(() => process.exit(0));
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
