/** `Columns` on SQLite: drizzle's sqlite-core, booleans stored as integers 0/1. */
import {
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
type Any = never;

export const sqliteColumns: Columns<'sqlite'> = {
  table: (name, columns, constraints) => sqliteTable(name, columns as Any, constraints as Any) as Any,
  id: (name) => integer(name).primaryKey({ autoIncrement: true }) as Any,
  integer: (name, options) => applyOptions(integer(name), options),
  boolean: (name, options) => applyOptions(integer(name, { mode: 'boolean' }), options),
  text: (name, options) => applyOptions(text(name), options),
  enumText: (name, values, options) => applyOptions(text(name, { enum: values }), options),
  index: (name, columns) => index(name).on(...(columns as IndexColumns)) as Any,
  uniqueIndex: (name, columns) => uniqueIndex(name).on(...(columns as IndexColumns)) as Any,
  check: (name, condition) => check(name, condition) as Any,
};
