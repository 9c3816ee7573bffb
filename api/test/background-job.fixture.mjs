// A job for the SQLite background thread's tests (db/sqlite-background-thread.test.ts): it
// answers with the thread it runs in, or fills its heap until the thread's cap ends the thread.
import { threadId } from 'node:worker_threads';

export function serve(port) {
  port.on('message', (message) => {
    const kept = [];
    while (message === 'exhaust') kept.push(new Array(100_000).fill(threadId));
    port.postMessage({ threadId });
  });
}
