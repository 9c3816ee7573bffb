/** `Columns` on SQLite: drizzle's sqlite-core, booleans stored as integers 0/1. */
import {
  blob,
  check,
  index,
  integer,
  type SQLiteColumn,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';
import { applyOptions, type Columns } from './columns';

type IndexColumns = [SQLiteColumn, ...SQLiteColumn[]];
// columns.ts works out each result's exact drizzle type from the options; the builders built
// here at run time are those types, which TypeScript cannot follow through `applyOptions`.
// The casts are checked from outside: the type tests of schema.ts/schema-pg.ts and drizzle-kit.
type Any = never;

export const sqliteColumns: Columns<'sqlite'> = {
  table: (name, columns, constraints) => sqliteTable(name, columns as Any, constraints as Any) as Any,
  id: (name) => integer(name).primaryKey({ autoIncrement: true }) as Any,
  integer: (name, options) => applyOptions(integer(name), options),
  boolean: (name, options) => applyOptions(integer(name, { mode: 'boolean' }), options),
  text: (name, options) => applyOptions(text(name), options),
  enumText: (name, values, options) => applyOptions(text(name, { enum: values }), options),
  bytes: (name, options) => applyOptions(blob(name, { mode: 'buffer' }), options),
  index: (name, columns, where) => {
    const built = index(name).on(...(columns as IndexColumns));
    return (where ? built.where(where) : built) as Any;
  },
  uniqueIndex: (name, columns, where) => {
    const built = uniqueIndex(name).on(...(columns as IndexColumns));
    return (where ? built.where(where) : built) as Any;
  },
  check: (name, condition) => check(name, condition) as Any,
};
