/**
 * The API test kit: a real app on a real SQLite file in a fresh temp folder, a client that
 * keeps cookies between calls like a browser, and factories that go through the API.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Company, Idea, PlanId, PublicUser } from '../src/contract';
import { users } from '../src/db/schema';
import { touchOwnedCompany } from '../src/domains/companies/companies';
import { insertUser, makeSayso, type TestSayso } from './fixtures';

export { insertCompany, insertIdea, insertMember, insertUser, sessionCookie, TINY_PNG } from './fixtures';
export type { TestSayso };

/** A fresh app per test file; `close()` shuts the database and removes the folder. */
export async function openSayso(env: Record<string, string> = {}) {
  const sayso = await makeSayso(env);
  const close = async () => {
    await sayso.stop();
    await sayso.engine.close();
    await sayso.dropDatabase();
    rmSync(sayso.dataDir, { recursive: true, force: true });
  };
  return Object.assign(sayso, { close });
}

export type OpenSayso = Awaited<ReturnType<typeof openSayso>>;

/**
 * One app for the calling test file: opened in a beforeAll (by `open`, openSayso() unless
 * told), closed in an afterAll. Answers a getter, as the app exists only once the hooks ran.
 */
export function useSayso(open: () => Promise<OpenSayso> = () => openSayso()): () => OpenSayso {
  let sayso: OpenSayso | undefined;
  beforeAll(async () => {
    sayso = await open();
  });
  afterAll(async () => {
    await sayso?.close();
  });
  return () => {
    if (!sayso) throw new Error('useSayso: the app opens in beforeAll; read it in a test or a hook');
    return sayso;
  };
}

// biome-ignore lint/suspicious/noExplicitAny: answers are whatever the API sent; the assertions check them
export type Loose = any;

export interface Answer<T = Loose> {
  status: number;
  headers: Headers;
  body: T;
  /** The raw Set-Cookie lines of this answer. */
  setCookies: string[];
}

export interface CallOptions {
  json?: unknown;
  /** A raw body (string, FormData, bytes) sent as is. */
  body?: string | FormData | Uint8Array;
  headers?: Record<string, string>;
}

/** A browser-like caller: cookies from Set-Cookie are kept and sent back on the next call. */
export class Client {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly sayso: Pick<TestSayso, 'app'>,
    private readonly base = 'http://localhost',
  ) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async call<T = Loose>(method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader;
    let body = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['content-type'] ??= 'application/json';
    }
    const res = await this.sayso.app.request(`${this.base}${path}`, { method, headers, body });
    const setCookies = res.headers.getSetCookie();
    for (const line of setCookies) this.keep(line);
    const text = await res.text();
    const isJson = res.headers.get('content-type')?.includes('json');
    return {
      status: res.status,
      headers: res.headers,
      body: (isJson ? JSON.parse(text) : text) as T,
      setCookies,
    };
  }

  get = <T = Loose>(path: string, options?: CallOptions) => this.call<T>('GET', path, options);
  post = <T = Loose>(path: string, json?: unknown, options?: CallOptions) =>
    this.call<T>('POST', path, { ...options, json });
  patch = <T = Loose>(path: string, json?: unknown, options?: CallOptions) =>
    this.call<T>('PATCH', path, { ...options, json });
  delete = <T = Loose>(path: string, options?: CallOptions) => this.call<T>('DELETE', path, options);

  private keep(line: string): void {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    const name = pair.slice(0, at);
    const value = pair.slice(at + 1);
    const expired = attributes.some(
      (attribute) =>
        /^max-age=0$/i.test(attribute) ||
        (/^expires=/i.test(attribute) && Date.parse(attribute.slice(8)) < Date.now()),
    );
    if (expired || value === '') this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}

/** The attributes of one Set-Cookie line, keys lowercased: { name, value, httponly: true, … }. */
function parseSetCookie(line: string): Record<string, string | true> {
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
  const at = pair.indexOf('=');
  const out: Record<string, string | true> = { name: pair.slice(0, at), value: pair.slice(at + 1) };
  for (const attribute of attributes) {
    const eqAt = attribute.indexOf('=');
    if (eqAt === -1) out[attribute.toLowerCase()] = true;
    else out[attribute.slice(0, eqAt).toLowerCase()] = attribute.slice(eqAt + 1);
  }
  return out;
}

export function cookieLine(answer: Answer, name: string): Record<string, string | true> | undefined {
  return answer.setCookies.map(parseSetCookie).find((cookie) => cookie.name === name);
}

export const PASSWORD = 'correct-horse-battery';

export function uniqueUser(overrides: Record<string, unknown> = {}) {
  const unique = randomUUID().slice(0, 8);
  return {
    name: `Person ${unique}`,
    email: `${unique}@example.com`,
    username: `user-${unique}`,
    password: PASSWORD,
    ...overrides,
  };
}

/** Signs up through the API (real argon2: ~0.3 s each, so use sparingly). */
export async function signUp(sayso: TestSayso, overrides: Record<string, unknown> = {}) {
  const client = new Client(sayso);
  const fields = uniqueUser(overrides);
  const res = await client.post<{ user: PublicUser }>('/api/auth/signup', fields);
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { client, user: res.body.user, fields };
}

/** A user inserted straight into the database, with a signed session cookie: fast. */
export async function fastUser(sayso: TestSayso, name = 'Fast User') {
  const { id, cookie } = await insertUser(sayso, name);
  const client = new Client(sayso);
  client.cookies.set('sayso_session', cookie.split('=')[1] as string);
  return { client, id };
}

/** Creates a company through the API as `client`, and answers the full company. */
export async function createCompany(client: Client, body: Record<string, unknown> = {}) {
  const res = await client.post<{ slug: string }>('/api/companies', {
    name: `Acme ${randomUUID().slice(0, 6)}`,
    description: 'We make everything',
    ...body,
  });
  if (res.status !== 201) throw new Error(`create company failed: ${res.status} ${JSON.stringify(res.body)}`);
  return (await client.get<Company>(`/api/companies/${res.body.slug}`)).body;
}

export function ideaBody(companyId: number, overrides: Record<string, unknown> = {}) {
  return {
    title: 'Dark mode please',
    description: 'A dark theme for late-night triage sessions.',
    category: 'ux_improvements',
    name: '',
    email: '',
    submitAnonymously: false,
    companyId,
    ...overrides,
  };
}

/** Submits an idea through the API, signed in or (anonymous: true) without an account. */
export async function submitIdea(
  client: Client,
  companyId: number,
  overrides: Record<string, unknown> = {},
  anonymous = false,
) {
  const res = await client.post<Idea>(
    anonymous ? '/api/features/anonymous' : '/api/features',
    ideaBody(companyId, overrides),
  );
  if (res.status !== 201) throw new Error(`submit failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** An owner (fast user) with a company made through the API. */
export async function ownerWithCompany(sayso: TestSayso) {
  const owner = await fastUser(sayso, 'Owner');
  const company = await createCompany(owner.client);
  return { ...owner, company };
}

export async function userRow(sayso: TestSayso, id: number) {
  return (await sayso.db.select().from(users).where(eq(users.id, id)))[0];
}

/**
 * Puts a user on `plan` straight in the database, as billing leaves it (tests of what a plan
 * unlocks; the billing tests go through Stripe). `endsAt`: a cancelled plan's end.
 */
export async function setPlan(sayso: TestSayso, userId: number, plan: PlanId, endsAt: string | null = null) {
  await sayso.db
    .update(users)
    .set({ subscriptionPlan: plan, subscriptionEndsAt: endsAt })
    .where(eq(users.id, userId));
  // A plan change bumps the company's read-cache scope, as billing's does.
  await touchOwnedCompany(sayso.db, userId);
}

/** An owner on `plan` with a company made through the API. */
export async function ownerOnPlan(sayso: TestSayso, plan: PlanId) {
  const owner = await ownerWithCompany(sayso);
  await setPlan(sayso, owner.id, plan);
  return owner;
}
