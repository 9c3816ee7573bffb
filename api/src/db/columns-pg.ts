/** `Columns` on PostgreSQL: drizzle's pg-core, keys as identity columns, real booleans. */
import {
  boolean,
  check,
  customType,
  index,
  integer,
  type PgColumn,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { applyOptions, type Columns } from './columns';

type IndexColumns = [PgColumn, ...PgColumn[]];
// columns.ts works out each result's exact drizzle type from the options; the builders built
// here at run time are those types, which TypeScript cannot follow through `applyOptions`.
// The casts are checked from outside: the type tests of schema.ts/schema-pg.ts and drizzle-kit.
type Any = never;

/** pg-core has no bytea builder; node-postgres reads and writes bytea as a Buffer already. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export const pgColumns: Columns<'pg'> = {
  table: (name, columns, constraints) => pgTable(name, columns as Any, constraints as Any) as Any,
  id: (name) => integer(name).primaryKey().generatedByDefaultAsIdentity() as Any,
  integer: (name, options) => applyOptions(integer(name), options),
  boolean: (name, options) => applyOptions(boolean(name), options),
  text: (name, options) => applyOptions(text(name), options),
  enumText: (name, values, options) => applyOptions(text(name, { enum: values }), options),
  bytes: (name, options) => applyOptions(bytea(name), options),
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
