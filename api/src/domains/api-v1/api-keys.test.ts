/**
 * /api/companies/{id}/api-keys: the owner creates a key (the secret shown once, only its hash
 * stored), lists and revokes it; nobody else may. Revocation takes effect on the next call.
 */
import { existsSync, readFileSync } from 'node:fs';
import { is } from 'drizzle-orm';
import { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import { fastUser, type Loose, ownerWithCompany, useSayso } from '../../../test/helpers';
import { API_KEY_LIMIT, type ApiKey, type CreatedApiKey } from '../../contract';
import * as schema from '../../db/schema';
import { hashToken } from '../users/auth-tokens';

const sayso = useSayso();

type Owner = Awaited<ReturnType<typeof ownerWithCompany>>;
const keysPath = (owner: Owner, rest = '') => `/api/companies/${owner.company.id}/api-keys${rest}`;
const create = (owner: Owner, body: unknown = { name: 'Zapier', scope: 'read' }) =>
  owner.client.post<CreatedApiKey & { message?: string }>(keysPath(owner), body);
const v1Ideas = (secret: string) =>
  sayso().app.request('http://localhost/api/v1/ideas', { headers: { authorization: `Bearer ${secret}` } });

/** Every row of every table of the schema, as text (on either engine). */
async function everyStoredText(): Promise<string> {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is SQLiteTable =>
    is(value, SQLiteTable),
  );
  expect(tables.length).toBeGreaterThan(10);
  const rows = await Promise.all(tables.map((table) => sayso().db.select().from(table)));
  return JSON.stringify(rows);
}

/** On SQLite, the database file and its write-ahead log byte for byte ('' on PostgreSQL). */
function sqliteFileBytes(): string {
  if (sayso().engine.kind !== 'sqlite') return '';
  const files = [sayso().engine.location, `${sayso().engine.location}-wal`].filter((file) =>
    existsSync(file),
  );
  return files.map((file) => readFileSync(file).toString('latin1')).join('');
}

describe('API keys', () => {
  it('creates a key whose secret is shown once and stored only as its SHA-256', async () => {
    const owner = await ownerWithCompany(sayso());
    const res = await create(owner, { name: '  CRM sync ', scope: 'write' });
    expect(res.status).toBe(201);
    const { secret, ...key } = res.body;
    expect(secret).toMatch(/^sk_live_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({ name: 'CRM sync', scope: 'write', lastUsedAt: null, createdBy: owner.id });
    expect(key.prefix).toBe(secret.slice(0, 12));
    const listed = (await owner.client.get<ApiKey[]>(keysPath(owner))).body;
    expect(listed).toEqual([key]);
    expect(JSON.stringify(listed)).not.toContain(secret);
    const stored = await everyStoredText();
    expect(stored).not.toContain(secret);
    expect(stored).toContain(hashToken(secret));
    // Nor any long run of it (the prefix shown in the dashboard is its first 4 characters).
    const body = secret.slice('sk_live_'.length);
    expect(stored).not.toContain(body.slice(4, 20));
    const file = sqliteFileBytes();
    if (sayso().engine.kind === 'sqlite') expect(file).toContain(hashToken(secret));
    expect(file).not.toContain(body.slice(4, 20));
    expect((await v1Ideas(secret)).status).toBe(200);
  });

  it('records when a key was last used', async () => {
    const owner = await ownerWithCompany(sayso());
    const { secret } = (await create(owner)).body;
    await v1Ideas(secret);
    const [key] = (await owner.client.get<ApiKey[]>(keysPath(owner))).body;
    expect(Date.parse(key?.lastUsedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('revokes at once: the next call with the key is a 401, and it leaves the list', async () => {
    const owner = await ownerWithCompany(sayso());
    const { secret, id } = (await create(owner)).body;
    expect((await v1Ideas(secret)).status).toBe(200);
    expect((await owner.client.delete(keysPath(owner, `/${id}`))).status).toBe(200);
    const after = await v1Ideas(secret);
    expect(after.status).toBe(401);
    expect(((await after.json()) as Loose).message).toMatch(/revoked/);
    expect((await owner.client.get(keysPath(owner))).body).toEqual([]);
    expect((await owner.client.delete(keysPath(owner, `/${id}`))).status).toBe(404);
  });

  it('lets only the owner see, create or revoke keys', async () => {
    const owner = await ownerWithCompany(sayso());
    const { id } = (await create(owner)).body;
    const stranger = await fastUser(sayso(), 'Stranger');
    const strangerAsOwner = { ...owner, client: stranger.client };
    expect((await strangerAsOwner.client.get(keysPath(owner))).status).toBe(403);
    expect((await create(strangerAsOwner)).status).toBe(403);
    expect((await stranger.client.delete(keysPath(owner, `/${id}`))).status).toBe(403);
    // Another owner cannot revoke this company's key through their own company either.
    const otherOwner = await ownerWithCompany(sayso());
    expect((await otherOwner.client.delete(keysPath(otherOwner, `/${id}`))).status).toBe(404);
    expect((await owner.client.get<ApiKey[]>(keysPath(owner))).body).toHaveLength(1);
  });

  it('refuses bad input with the contract messages, and more than the limit of live keys', async () => {
    const owner = await ownerWithCompany(sayso());
    expect((await create(owner, { name: '', scope: 'read' })).body.message).toBe('Please name the key');
    expect((await create(owner, { name: 'x', scope: 'admin' })).body.message).toBe(
      'Please choose read or write',
    );
    expect((await create(owner, { name: 'x'.repeat(61), scope: 'read' })).status).toBe(400);
    for (let i = 0; i < API_KEY_LIMIT; i++) expect((await create(owner)).status).toBe(201);
    const over = await create(owner);
    expect(over.status).toBe(400);
    expect(over.body.message).toMatch(/at most/);
    expect((await owner.client.delete(keysPath(owner, '/abc'))).status).toBe(404);
  });
});
