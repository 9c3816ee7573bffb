/**
 * Test fixtures that skip the slow parts: users go straight into the database with one shared
 * password hash and get a signed session cookie, so a test can make hundreds of them.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { TeamRole } from '../src/contract';
import { type CompanyRow, companies, companyMembers, ideas, type UserRow, users } from '../src/db/schema';
import { startSession } from '../src/domains/users/session-store';
import { loadConfig } from '../src/env';
import { createSayso, type Sayso } from '../src/server';
import { testDatabase } from './test-database';

export type TestSayso = Sayso & { dataDir: string; dropDatabase: () => Promise<void> };

/** A real app on a fresh database of the engine under test (test-database.ts). */
export async function makeSayso(env: Record<string, string> = {}): Promise<TestSayso> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sayso-test-'));
  const database = await testDatabase(dataDir);
  const config = loadConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    RATE_LIMITS: 'off',
    ...database.env,
    ...env,
  });
  return { ...(await createSayso(config, () => {})), dataDir, dropDatabase: database.drop };
}

/** The one row an insert returned. */
function stored<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('The insert returned no row');
  return row;
}

export interface TestUser extends Pick<UserRow, 'id' | 'email' | 'emailVerifiedAt'> {
  cookie: string;
}

export async function insertUser(sayso: Sayso, name = 'Test User'): Promise<TestUser> {
  const unique = randomUUID().slice(0, 8);
  const row = stored(
    await sayso.db
      .insert(users)
      .values({ name, email: `${unique}@test.local`, username: `user-${unique}`, passwordHash: 'not-a-hash' })
      .returning(),
  );
  const { id, email, emailVerifiedAt } = row;
  return { id, email, emailVerifiedAt, cookie: await sessionCookie(sayso, id) };
}

/**
 * A session cookie for `userId` as signing in on the main site (host `localhost`, which the
 * test Client calls) gives, with its sessions row.
 */
export async function sessionCookie(sayso: Sayso, userId: number, host = 'localhost'): Promise<string> {
  const session = await startSession(sayso.db, userId, host, 'Test device');
  const token = await sayso.deps.signer.sign({ userId, sessionId: session.id, host, boardOnly: false });
  return `sayso_session=${token}`;
}

export async function insertCompany(sayso: Sayso, owner: TestUser) {
  const slug = `co-${randomUUID().slice(0, 8)}`;
  const company = stored(
    await sayso.db
      .insert(companies)
      .values({ name: `Company ${slug}`, slug, ownerId: owner.id })
      .returning(),
  );
  await sayso.db.update(users).set({ companySlug: slug, isCompanyOwner: true }).where(eq(users.id, owner.id));
  return company;
}

/** A new user on the company's team as `role`, pointed at it as accepting an invitation does. */
export async function insertMember(sayso: Sayso, company: Pick<CompanyRow, 'id' | 'slug'>, role: TeamRole) {
  const member = await insertUser(sayso, role === 'admin' ? 'Admin' : 'Member');
  await sayso.db.insert(companyMembers).values({ companyId: company.id, userId: member.id, role });
  await sayso.db.update(users).set({ companySlug: company.slug }).where(eq(users.id, member.id));
  return member;
}

export async function insertIdea(sayso: Sayso, companyId: number) {
  return stored(
    await sayso.db
      .insert(ideas)
      .values({
        companyId,
        title: 'A fixture idea',
        description: 'Long enough to be a description.',
        category: 'other',
      })
      .returning(),
  );
}

/** A 1×1 PNG: real bytes for upload tests. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
