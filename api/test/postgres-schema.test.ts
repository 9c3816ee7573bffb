/**
 * The PostgreSQL migrations on a real server: they build what the SQLite schema declares (every
 * table, column, index and foreign key), search stays inside one company, and the read_versions
 * triggers move like SQLite's. Both schema instances give identical row types.
 */
import { fileURLToPath } from 'node:url';
import type { InferInsertModel, InferSelectModel, Table } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { getTableConfig } from 'drizzle-orm/sqlite-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import * as sqliteSchema from '../src/db/schema';
import * as pgSchema from '../src/db/schema-pg';
import { type PostgresCluster, startPostgres } from './postgres-cluster';

const migrationsFolder = fileURLToPath(new URL('../src/db/migrations-pg', import.meta.url));

let cluster: PostgresCluster;
let pool: pg.Pool;
let db: ReturnType<typeof drizzle<typeof pgSchema>>;

beforeAll(async () => {
  cluster = await startPostgres();
  pool = new pg.Pool({ connectionString: cluster.url, max: 2 });
  db = drizzle({ client: pool, schema: pgSchema });
  await migrate(db, { migrationsFolder });
}, 60_000);

afterAll(async () => {
  await pool?.end();
  await cluster?.stop();
});

async function rows<T>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await pool.query(text, values)).rows as T[];
}

/** Runs the statements in one transaction (committed unless `rollback`); answers the last one's rows. */
async function transaction<T>(statements: [string, unknown[]?][], rollback = false): Promise<T[]> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    let last: T[] = [];
    for (const [text, values] of statements) last = (await client.query(text, values)).rows as T[];
    await client.query(rollback ? 'rollback' : 'commit');
    return last;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

const sqliteTables = Object.values(sqliteSchema).map((table) => getTableConfig(table));
const pgType = { number: 'int4', string: 'text', boolean: 'bool', buffer: 'bytea' } as Record<string, string>;

describe('the PostgreSQL schema', () => {
  it('has every table and column of the SQLite schema, with the same nullability and kind', async () => {
    const columns = await rows<{ table: string; column: string; nullable: string; type: string }>(
      `select table_name as table, column_name as column, is_nullable as nullable, udt_name as type
       from information_schema.columns where table_schema = 'public'`,
    );
    const actual = new Set(columns.map((c) => `${c.table}.${c.column} ${c.type} ${c.nullable}`));
    for (const table of sqliteTables) {
      for (const column of table.columns) {
        const nullable = column.notNull ? 'NO' : 'YES';
        expect(actual).toContain(`${table.name}.${column.name} ${pgType[column.dataType]} ${nullable}`);
      }
    }
  });

  it('has every index and foreign key of the SQLite schema', async () => {
    const indexes = await rows<{ name: string; unique: boolean }>(
      `select c.relname as name, i.indisunique as unique from pg_index i join pg_class c on c.oid = i.indexrelid`,
    );
    const foreignKeys = await rows<{ key: string }>(
      `select conrelid::regclass || '.' || a.attname || ' -> ' || confrelid::regclass || ' ' || confdeltype::text as key
       from pg_constraint k join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
       where k.contype = 'f'`,
    );
    const onDelete = { cascade: 'c', 'set null': 'n', 'no action': 'a' } as Record<string, string>;
    for (const table of sqliteTables) {
      for (const index of table.indexes) {
        expect(indexes).toContainEqual({ name: index.config.name, unique: index.config.unique });
      }
      for (const fk of table.foreignKeys) {
        const { columns, foreignTable } = fk.reference();
        const target = getTableConfig(foreignTable).name;
        const key = `${table.name}.${columns[0]?.name} -> ${target} ${onDelete[fk.onDelete ?? 'no action']}`;
        expect(foreignKeys.map((k) => k.key)).toContain(key);
      }
    }
  });

  it('gives both schema instances the same row types', () => {
    type Models<S> = {
      [K in keyof S]: S[K] extends Table
        ? { select: InferSelectModel<S[K]>; insert: InferInsertModel<S[K]> }
        : never;
    };
    expectTypeOf<Models<typeof pgSchema>>().toEqualTypeOf<Models<typeof sqliteSchema>>();
    expectTypeOf<pgSchema.UserRow>().toEqualTypeOf<sqliteSchema.UserRow>();
    expectTypeOf<pgSchema.CompanyRow>().toEqualTypeOf<sqliteSchema.CompanyRow>();
    expectTypeOf<pgSchema.IdeaRow>().toEqualTypeOf<sqliteSchema.IdeaRow>();
    expect(Object.keys(pgSchema).sort()).toEqual(Object.keys(sqliteSchema).sort());
  });
});

async function owner(name: string) {
  const [user] = await db
    .insert(pgSchema.users)
    .values({ name, email: `${name}@example.com`, username: name, passwordHash: 'x' })
    .returning();
  return user!;
}

async function company(slug: string, ownerId: number) {
  const [row] = await db.insert(pgSchema.companies).values({ name: slug, slug, ownerId }).returning();
  return row!;
}

async function idea(companyId: number, title: string, description = 'Details') {
  const [row] = await db
    .insert(pgSchema.ideas)
    .values({ companyId, title, description, category: 'new_features' })
    .returning();
  return row!;
}

describe('search on PostgreSQL', () => {
  const search = (companyId: number, query: string) =>
    rows<{ title: string }>(
      `select title from features where company_id = $1 and search @@ to_tsquery('sayso_search', $2)`,
      [companyId, query],
    ).then((found) => found.map((row) => row.title));

  it("finds a company's own ideas by word prefix, case and accents folded, and no other company's", async () => {
    const user = await owner('searcher');
    const a = await company('search_a', user.id);
    const b = await company('search_b', user.id);
    await idea(a.id, 'Dark mode', 'For the Café at night');
    await idea(b.id, 'Dark theme', 'Please');

    expect(await search(a.id, 'dar:*')).toEqual(['Dark mode']);
    expect(await search(b.id, 'dar:*')).toEqual(['Dark theme']);
    expect(await search(a.id, 'cafe:* & NIGHT')).toEqual(['Dark mode']);
    expect(await search(b.id, 'cafe:*')).toEqual([]);
  });

  it("keeps an idea's search vector through votes, and rebuilds it when the title or description changes", async () => {
    const user = await owner('vector');
    const board = await company('search_vector', user.id);
    const { id } = await idea(board.id, 'Offline mode', 'Sync later');
    // A marker the text never makes: a vote that rebuilt the vector (as the generated column
    // did on every UPDATE of the row, issue 25) would wipe it.
    await pool.query(`update features set search = to_tsvector('sayso_search', 'marker') where id = $1`, [
      id,
    ]);
    await pool.query('update features set votes = votes + 1, last_activity_at = $2 where id = $1', [
      id,
      'now',
    ]);
    expect(await search(board.id, 'marker')).toEqual(['Offline mode']);

    await pool.query(`update features set title = 'Offline editing' where id = $1`, [id]);
    expect(await search(board.id, 'marker')).toEqual([]);
    expect(await search(board.id, 'editing & sync')).toEqual(['Offline editing']);
    await pool.query(`update features set description = 'Queue changes' where id = $1`, [id]);
    expect(await search(board.id, 'queue:*')).toEqual(['Offline editing']);
  });

  it('answers a search on a large board from the (company_id, search) GIN index', async () => {
    const user = await owner('large');
    const large = await company('search_large', user.id);
    await pool.query(
      `insert into features (company_id, title, description, category, created_at)
       select $1, 'Idea ' || n, 'Words ' || n, 'other', 'now' from generate_series(1, 5000) n`,
      [large.id],
    );
    await pool.query('analyze features');
    // A board this small is read fastest whole; the plan should still pick the GIN index over
    // the company's btree indexes once a scan of the table is ruled out.
    const plan = await transaction<{ 'QUERY PLAN': string }>(
      [
        ['set local enable_seqscan = off'],
        [
          `explain select id from features where company_id = $1 and search @@ to_tsquery('sayso_search', 'dar:*')`,
          [large.id],
        ],
      ],
      true,
    );
    expect(plan.map((line) => line['QUERY PLAN']).join('\n')).toContain('features_search_idx');
  });
});

describe('read_versions on PostgreSQL', () => {
  const versions = async (companyId: number) => {
    const [row] = await rows<{ content: number; votes: number }>(
      'select content::float8 as content, votes::float8 as votes from read_versions where company_id = $1',
      [companyId],
    );
    return row ?? { content: 0, votes: 0 };
  };
  /** Runs `change` and answers how the company's (and the other company's) versions moved. */
  const moves = async (companyId: number, otherId: number, change: () => Promise<unknown>) => {
    const [before, otherBefore] = [await versions(companyId), await versions(otherId)];
    await change();
    const [after, otherAfter] = [await versions(companyId), await versions(otherId)];
    expect(otherAfter).toEqual(otherBefore);
    return { content: after.content - before.content, votes: after.votes - before.votes };
  };
  /** A vote as the vote service writes it: the row and the idea's counter in one transaction. */
  const vote = (featureId: number, userId: number, delta: 1 | -1) =>
    transaction([
      delta > 0
        ? ["insert into votes (feature_id, user_id, created_at) values ($1, $2, 'now')", [featureId, userId]]
        : ['delete from votes where feature_id = $1 and user_id = $2', [featureId, userId]],
      ['update features set votes = votes + $2 where id = $1', [featureId, delta]],
    ]);

  it("bumps a company's versions on every change to its ideas, categories, votes and comments, and no other's", async () => {
    const user = await owner('versions');
    const a = await company('versions_a', user.id);
    const b = await company('versions_b', user.id);
    let feature = { id: 0 };
    const on = (change: () => Promise<unknown>) => moves(a.id, b.id, change);

    expect(await on(async () => (feature = await idea(a.id, 'First')))).toEqual({ content: 1, votes: 0 });
    expect(await on(() => vote(feature.id, user.id, 1))).toEqual({ content: 0, votes: 1 });
    expect(await on(() => vote(feature.id, user.id, -1))).toEqual({ content: 0, votes: 1 });
    const retitle = () => pool.query(`update features set title = 'Renamed' where id = $1`, [feature.id]);
    expect(await on(retitle)).toEqual({ content: 1, votes: 0 });
    const hide = () => pool.query('update features set private = true where id = $1', [feature.id]);
    expect(await on(hide)).toEqual({ content: 1, votes: 0 });
    let categoryId = 0;
    const addCategory = async () => {
      const [row] = await rows<{ id: number }>(
        `insert into categories (company_id, name, created_at) values ($1, 'Mobile', 'now') returning id`,
        [a.id],
      );
      categoryId = row?.id ?? 0;
    };
    expect(await on(addCategory)).toEqual({ content: 1, votes: 0 });
    const file = () =>
      pool.query('update features set category_id = $2 where id = $1', [feature.id, categoryId]);
    expect(await on(file)).toEqual({ content: 1, votes: 0 });
    const rename = () => pool.query(`update categories set name = 'Phones' where id = $1`, [categoryId]);
    expect(await on(rename)).toEqual({ content: 1, votes: 0 });
    const comment = () =>
      pool.query(
        `insert into comments (feature_id, user_id, content, created_at) values ($1, $2, 'Yes', 'now')`,
        [feature.id, user.id],
      );
    expect(await on(comment)).toEqual({ content: 1, votes: 0 });
    expect(await on(() => pool.query('delete from comments where feature_id = $1', [feature.id]))).toEqual({
      content: 1,
      votes: 0,
    });
    expect(await on(() => pool.query('delete from features where id = $1', [feature.id]))).toEqual({
      content: 1,
      votes: 0,
    });
  });

  it('bumps the company and the cross-company row on company changes, and every row on a rename', async () => {
    const user = await owner('renamed');
    const a = await company('versions_c', user.id);
    const [globalBefore, companyBefore] = [await versions(0), await versions(a.id)];
    await pool.query(`update companies set description = 'New' where id = $1`, [a.id]);
    expect((await versions(0)).content).toBe(globalBefore.content + 1);
    expect((await versions(a.id)).content).toBe(companyBefore.content + 1);

    const all = async () => rows<{ content: number }>('select content::float8 as content from read_versions');
    const before = await all();
    await pool.query(`update users set name = 'Someone else' where id = $1`, [user.id]);
    expect((await all()).map((row) => row.content).reduce((x, y) => x + y)).toBe(
      before.map((row) => row.content).reduce((x, y) => x + y) + before.length,
    );
  });
});
