/**
 * Hot lookups as drizzle prepared queries, built once per database connection: building and
 * preparing the SQL on every request cost more than running it.
 */
import { portablePrepared } from '../db/engine';

const statements = new WeakMap<object, Map<string, unknown>>();

export function preparedOnce<T extends object>(db: object, name: string, build: () => T): T {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) {
    statement = portablePrepared(build());
    byName.set(name, statement);
  }
  return statement;
}
