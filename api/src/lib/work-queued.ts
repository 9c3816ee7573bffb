/**
 * "Deliveries were queued": raised after the commit that queued them (db/transaction-scope.ts
 * `afterCommit`), heard by the outbox workers of this process, which then send at once instead
 * of at their next poll. A signal only: a worker that misses it still finds the rows when it polls.
 */
const listeners = new Set<() => void>();

/** Calls `listener` on every signal until the returned function is called. */
export function onDeliveriesQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function deliveriesQueued(): void {
  for (const listener of listeners) listener();
}
