/**
 * The column vocabulary both engines share. `define-schema.ts` writes every table once against
 * `Columns<D>`; `columns-sqlite.ts` and `columns-pg.ts` implement it with drizzle's two cores.
 * Options are passed in one call (no method chains) so each column's drizzle type can be worked
 * out per engine from the options alone: the tables keep drizzle's exact types on both.
 */
import type { BuildColumns, Column, ColumnBuilderBase, SQL, Writable } from 'drizzle-orm';
import type {
  PgBooleanBuilderInitial,
  PgCustomColumnBuilder,
  PgIntegerBuilderInitial,
  PgTableWithColumns,
  PgTextBuilderInitial,
} from 'drizzle-orm/pg-core';
import type {
  SQLiteBlobBufferBuilderInitial,
  SQLiteBooleanBuilderInitial,
  SQLiteIntegerBuilderInitial,
  SQLiteTableWithColumns,
  SQLiteTextBuilderInitial,
} from 'drizzle-orm/sqlite-core';

export type Dialect = 'sqlite' | 'pg';

type Values = readonly [string, ...string[]];

/** What a column may declare besides its kind. */
export interface ColumnOptions<T> {
  notNull?: true;
  /** A default in the table definition (SQL `DEFAULT`). */
  default?: T;
  /** A default computed by drizzle on insert, not stored in the table definition. */
  defaultFn?: () => T;
  primaryKey?: true;
  references?: () => Column;
  onDelete?: 'cascade' | 'set null';
}

/** Index, unique index or check: only the engine's `table()` reads it. */
export interface Constraint<D extends Dialect> {
  readonly dialect?: D;
}

// Each option applies the builder method of the same name, typed by that method's own result.
type WithNotNull<B, O> = O extends { notNull: true } ? (B extends { notNull(): infer R } ? R : never) : B;
type WithDefault<B, O> = O extends { default: unknown }
  ? B extends { default(v: never): infer R }
    ? R
    : never
  : B;
type WithDefaultFn<B, O> = O extends { defaultFn: unknown }
  ? B extends { $defaultFn(fn: never): infer R }
    ? R
    : never
  : B;
type WithPrimaryKey<B, O> = O extends { primaryKey: true }
  ? B extends { primaryKey(): infer R }
    ? R
    : never
  : B;
/** The drizzle builder a base builder `B` becomes with options `O`. */
export type Built<B, O> = WithPrimaryKey<WithDefaultFn<WithDefault<WithNotNull<B, O>, O>, O>, O>;

type IntegerBase<D extends Dialect, N extends string> = D extends 'sqlite'
  ? SQLiteIntegerBuilderInitial<N>
  : PgIntegerBuilderInitial<N>;
type BooleanBase<D extends Dialect, N extends string> = D extends 'sqlite'
  ? SQLiteBooleanBuilderInitial<N>
  : PgBooleanBuilderInitial<N>;
type TextBase<D extends Dialect, N extends string, E extends [string, ...string[]]> = D extends 'sqlite'
  ? SQLiteTextBuilderInitial<N, E, number | undefined>
  : PgTextBuilderInitial<N, E>;

type BytesBase<D extends Dialect, N extends string> = D extends 'sqlite'
  ? SQLiteBlobBufferBuilderInitial<N>
  : PgCustomColumnBuilder<{
      name: N;
      dataType: 'custom';
      columnType: 'PgCustomColumn';
      data: Buffer;
      driverParam: Buffer;
      enumValues: undefined;
    }>;

/** An integer key the engine numbers: SQLite AUTOINCREMENT, PostgreSQL identity; never reused. */
export type IdColumn<D extends Dialect, N extends string> = D extends 'sqlite'
  ? ReturnType<SQLiteIntegerBuilderInitial<N>['primaryKey']>
  : ReturnType<ReturnType<PgIntegerBuilderInitial<N>['primaryKey']>['generatedByDefaultAsIdentity']>;

export type Table<
  D extends Dialect,
  N extends string,
  C extends Record<string, ColumnBuilderBase>,
> = D extends 'sqlite'
  ? SQLiteTableWithColumns<{
      name: N;
      schema: undefined;
      columns: BuildColumns<N, C, 'sqlite'>;
      dialect: 'sqlite';
    }>
  : PgTableWithColumns<{ name: N; schema: undefined; columns: BuildColumns<N, C, 'pg'>; dialect: 'pg' }>;

/** A table's columns as its constraints see them. */
export type TableColumns<C> = { [K in keyof C]: Column };

/** The one vocabulary the schema is written in; `D` picks the engine. */
export interface Columns<D extends Dialect> {
  table<N extends string, C extends Record<string, ColumnBuilderBase>>(
    name: N,
    columns: C,
    constraints?: (t: TableColumns<C>) => Constraint<D>[],
  ): Table<D, N, C>;
  id<N extends string>(name: N): IdColumn<D, N>;
  integer<N extends string, const O extends ColumnOptions<number> = object>(
    name: N,
    options?: O,
  ): Built<IntegerBase<D, N>, O>;
  boolean<N extends string, const O extends ColumnOptions<boolean> = object>(
    name: N,
    options?: O,
  ): Built<BooleanBase<D, N>, O>;
  /** Text; timestamps too, as ISO 8601 strings, so both engines store and compare them alike. */
  text<N extends string, const O extends ColumnOptions<string> = object>(
    name: N,
    options?: O,
  ): Built<TextBase<D, N, [string, ...string[]]>, O>;
  /** Text limited to `values` in its TypeScript type (the contract's lists). */
  enumText<N extends string, const E extends Values, const O extends ColumnOptions<E[number]> = object>(
    name: N,
    values: E,
    options?: O,
  ): Built<TextBase<D, N, Writable<E>>, O>;
  /** Binary data as a Buffer: SQLite `blob`, PostgreSQL `bytea`. */
  bytes<N extends string, const O extends ColumnOptions<Buffer> = object>(
    name: N,
    options?: O,
  ): Built<BytesBase<D, N>, O>;
  /** `where`: a partial index, holding only the rows that match it. */
  index(name: string, columns: [Column, ...Column[]], where?: SQL): Constraint<D>;
  /** `where`: a partial unique index, unique only among the rows that match it. */
  uniqueIndex(name: string, columns: [Column, ...Column[]], where?: SQL): Constraint<D>;
  check(name: string, condition: SQL): Constraint<D>;
}

/** The builder methods both cores share, as `applyOptions` calls them. */
interface Chain {
  notNull(): Chain;
  default(value: unknown): Chain;
  $defaultFn(fn: () => unknown): Chain;
  primaryKey(): Chain;
  references(ref: () => Column, actions?: { onDelete: 'cascade' | 'set null' }): Chain;
}

/** Applies `options` to a builder of either core, in the order `Built` types them. */
export function applyOptions<T>(builder: unknown, options: ColumnOptions<unknown> = {}): T {
  let b = builder as Chain;
  if (options.notNull) b = b.notNull();
  if (options.default !== undefined) b = b.default(options.default);
  if (options.defaultFn) b = b.$defaultFn(options.defaultFn);
  if (options.primaryKey) b = b.primaryKey();
  if (options.references) {
    b = b.references(options.references, options.onDelete ? { onDelete: options.onDelete } : undefined);
  }
  return b as T;
}
