/**
 * Hot lookups as drizzle prepared queries, built once per database connection: building and
 * preparing the SQL on every request cost more than running it. On PostgreSQL the statement is
 * named after `name`, so each pooled connection also parses and plans it only once.
 */
import { portablePrepared } from '../db/engine';

const statements = new WeakMap<object, Map<string, unknown>>();

/** A query builder of either engine: SQLite's `prepare()` takes no name, PostgreSQL's needs one. */
interface Preparable<T> {
  prepare(): T;
}

export function preparedOnce<T extends object>(db: object, name: string, build: () => Preparable<T>): T {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) {
    const builder = build() as unknown as { prepare(name: string): T };
    statement = portablePrepared(builder.prepare(name));
    byName.set(name, statement);
  }
  return statement;
}
