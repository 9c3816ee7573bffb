/**
 * Which transaction the running code is in, shared by both engines: the SQLite engine lets that
 * transaction's statements pass its queue, PostgreSQL nests a transaction begun inside it as a
 * savepoint, and both run its after-commit hooks (`afterCommit`) once it has committed. One
 * AsyncLocalStorage for all of it, entered once per transaction, never per request.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Tx } from './engine';

export interface TransactionScope {
  /** The engine that opened it: two engines in one process (migrate-to-postgres) never mix. */
  readonly owner: object;
  /** The open transaction, once the engine has begun it. */
  tx?: Tx;
  /** What runs once the outermost transaction has committed (dropped when it rolls back). */
  readonly committed: Array<() => void>;
}

const scopes = new AsyncLocalStorage<TransactionScope>();

/** A new scope for one attempt of `owner`'s outermost transaction. */
export function newScope(owner: object): TransactionScope {
  return { owner, committed: [] };
}

/** The transaction of `owner` the running code is in, if any. */
export function currentScope(owner: object): TransactionScope | undefined {
  const scope = scopes.getStore();
  return scope?.owner === owner ? scope : undefined;
}

/** Runs `work` in `scope`: everything it awaits or starts sees the scope. */
export function runInScope<T>(scope: TransactionScope, work: () => Promise<T>): Promise<T> {
  return scopes.run(scope, work);
}

/** Runs the scope's after-commit hooks; one that throws is logged and never fails the write. */
export function runCommitted(scope: TransactionScope): void {
  for (const hook of scope.committed) {
    try {
      hook();
    } catch (error) {
      console.error('After-commit hook failed:', error);
    }
  }
}

/**
 * Runs `hook` once the transaction the caller is in has committed; at once when it is in none
 * (its statements have committed already). Never after a rollback of the outermost transaction;
 * a savepoint rolled back inside a committed transaction keeps its hooks, so hooks are signals
 * that may fire once too often (wake a worker, publish a count), never the change itself.
 */
export function afterCommit(hook: () => void): void {
  const scope = scopes.getStore();
  if (scope) scope.committed.push(hook);
  else hook();
}

/** True while the running code is inside any engine's transaction. */
export function inTransaction(): boolean {
  return scopes.getStore() !== undefined;
}

/**
 * Runs `work` outside any transaction, even when called from inside one: for work started on
 * behalf of many callers (a group commit), which must never join one caller's transaction.
 */
export function outsideTransaction<T>(work: () => T): T {
  return scopes.exit(work);
}
