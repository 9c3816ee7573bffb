/**
 * Identify (issue 15): the owner's secrets (create shown once, rotate with an overlap, revoke),
 * every refusal reason of a token, the panel's exchange for a bearer and what the bearer may do
 * (vote, submit, comment on its own company's board only), and the merge of a browser's
 * anonymous votes into the identified person without counting anyone twice.
 */
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  ideaBody,
  insertIdea,
  insertMember,
  type Loose,
  openSayso,
  ownerWithCompany,
  sessionCookie,
  setPlan,
  userRow,
  useSayso,
} from '../../../test/helpers';
import { type CreatedIdentifySecret, IDENTIFY_REFUSALS } from '../../contract';
import { ideas, identifiedUsers, identifySecrets, users, votes } from '../../db/schema';

const sayso = useSayso();

type Owner = Awaited<ReturnType<typeof ownerWithCompany>>;
const base = (owner: Owner, rest = '') => `/api/companies/${owner.company.id}/identify${rest}`;

async function newSecret(owner: Owner): Promise<CreatedIdentifySecret> {
  const res = await owner.client.post<CreatedIdentifySecret>(base(owner, '/secrets'));
  expect(res.status).toBe(201);
  return res.body;
}

interface Sign {
  claims?: Record<string, unknown>;
  alg?: string;
  kid?: string | null;
  secret?: string;
  exp?: number | null;
}

/** A token as a host would sign it, with any one thing wrong for the refusal tests. */
async function token(key: CreatedIdentifySecret, sign: Sign = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const claims = sign.claims ?? {
    sub: 'u-1',
    email: 'ada@customer.test',
    name: 'Ada',
    mrr: 120,
    plan: 'Scale',
  };
  const header: Record<string, unknown> = { alg: sign.alg ?? 'HS256' };
  if (sign.kid !== null) header.kid = sign.kid ?? key.kid;
  const jwt = new SignJWT(claims).setProtectedHeader(header as { alg: string }).setIssuedAt(now);
  if (sign.exp !== null) jwt.setExpirationTime(sign.exp ?? now + 300);
  return jwt.sign(new TextEncoder().encode(sign.secret ?? key.secret));
}

const unsigned = (payload: object) =>
  `${Buffer.from(JSON.stringify({ alg: 'none', kid: 'x' })).toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.`;

const exchange = (client: Client, slug: string, jwt: string, origin?: string) =>
  client.post('/api/identify/session', { slug, token: jwt, ...(origin && { origin }) });

describe('identify secrets', () => {
  it('are created with a kid, shown once, listed without the secret', async () => {
    const owner = await ownerWithCompany(sayso());
    const created = await newSecret(owner);
    expect(created.secret).toMatch(/^is_[\w-]{40,}$/);
    expect(created.kid).toMatch(/^kid_[0-9a-f]{16}$/);
    const list = await owner.client.get(base(owner));
    expect(list.status).toBe(200);
    expect(list.body).toEqual({
      secrets: [{ id: created.id, kid: created.kid, createdAt: created.createdAt, expiresAt: null }],
      origins: [],
    });
    expect(JSON.stringify(list.body)).not.toContain(created.secret);
  });

  it('rotate: the old secret keeps verifying for 24 hours, then stops; a second rotation is a 409', async () => {
    const owner = await ownerWithCompany(sayso());
    const old = await newSecret(owner);
    const rotated = await owner.client.post<CreatedIdentifySecret>(base(owner, `/secrets/${old.id}/rotate`));
    expect(rotated.status).toBe(201);
    expect(rotated.body.kid).not.toBe(old.kid);
    const list = (await owner.client.get(base(owner))).body as Loose;
    const oldRow = list.secrets.find((s: Loose) => s.id === old.id);
    const hours = (Date.parse(oldRow.expiresAt) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    // Both verify during the overlap.
    for (const key of [old, rotated.body]) {
      const res = await owner.client.post(base(owner, '/test'), { token: await token(key) });
      expect(res.body).toMatchObject({ valid: true, email: 'ada@customer.test', externalId: 'u-1' });
    }
    expect((await owner.client.post(base(owner, `/secrets/${old.id}/rotate`))).status).toBe(409);
    // The overlap ends: the old kid is unknown from then on.
    await sayso()
      .db.update(identifySecrets)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(identifySecrets.id, old.id));
    const after = await owner.client.post(base(owner, '/test'), { token: await token(old) });
    expect(after.body).toEqual({ valid: false, reason: 'unknownKid', message: IDENTIFY_REFUSALS.unknownKid });
    expect((await owner.client.get(base(owner))).body.secrets.map((s: Loose) => s.id)).toEqual([
      rotated.body.id,
    ]);
  });

  it('revoke stops a secret at once; an unknown or foreign id is a 404', async () => {
    const owner = await ownerWithCompany(sayso());
    const other = await ownerWithCompany(sayso());
    const key = await newSecret(owner);
    expect(
      (await other.client.delete(`/api/companies/${other.company.id}/identify/secrets/${key.id}`)).status,
    ).toBe(404);
    expect((await owner.client.delete(base(owner, '/secrets/abc'))).status).toBe(404);
    expect((await owner.client.delete(base(owner, `/secrets/${key.id}`))).status).toBe(200);
    const res = await owner.client.post(base(owner, '/test'), { token: await token(key) });
    expect(res.body.reason).toBe('unknownKid');
    expect((await owner.client.delete(base(owner, `/secrets/${key.id}`))).status).toBe(404);
  });

  it('stop at 5 live secrets per company', async () => {
    const owner = await ownerWithCompany(sayso());
    for (let i = 0; i < 5; i += 1) await newSecret(owner);
    const res = await owner.client.post(base(owner, '/secrets'));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('A company can have at most 5 active identify secrets');
  });

  it('allowed origins: saved, deduplicated; a bad one is a 400 that changes nothing', async () => {
    const owner = await ownerWithCompany(sayso());
    const bad = await owner.client.call('PUT', base(owner, '/origins'), {
      json: { origins: ['https://app.example.com/path'] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/origin is a scheme and host/);
    expect((await owner.client.get(base(owner))).body.origins).toEqual([]);
    const ok = await owner.client.call('PUT', base(owner, '/origins'), {
      json: { origins: ['https://app.example.com', 'https://app.example.com'] },
    });
    expect(ok.body).toEqual({ origins: ['https://app.example.com'] });
    expect((await owner.client.get(base(owner))).body.origins).toEqual(['https://app.example.com']);
  });
});

describe('the token tester names every refusal', () => {
  let owner: Owner;
  let key: CreatedIdentifySecret;
  beforeAll(async () => {
    owner = await ownerWithCompany(sayso());
    key = await newSecret(owner);
  });
  const test = async (jwt: string, origin?: string) =>
    (await owner.client.post(base(owner, '/test'), { token: jwt, ...(origin && { origin }) })).body;
  const now = () => Math.floor(Date.now() / 1000);

  it.each<[string, () => Promise<string>]>([
    ['malformed', async () => 'not.a-token'],
    ['algorithm', async () => unsigned({ sub: 'x', email: 'a@b.test', exp: now() + 60 })],
    ['missingKid', () => token(key, { kid: null })],
    ['unknownKid', () => token(key, { kid: 'kid_0000000000000000' })],
    ['badSignature', () => token(key, { secret: 'is_wrong-secret-wrong-secret-wrong-secret' })],
    ['missingExp', () => token(key, { exp: null })],
    ['expTooFar', () => token(key, { exp: now() + 3600 })],
    ['expired', () => token(key, { exp: now() - 120 })],
    ['badClaims', () => token(key, { claims: { sub: 'u', email: 'not-an-email' } })],
    ['badClaims', () => token(key, { claims: { email: 'nosub@customer.test' } })],
  ])('%s', async (reason, make) => {
    const answer = await test(await make());
    expect(answer.valid).toBe(false);
    expect(answer.reason).toBe(reason);
    expect(answer.message.startsWith(IDENTIFY_REFUSALS[reason as keyof typeof IDENTIFY_REFUSALS])).toBe(true);
  });

  it('refuses HS384 and RS-style algorithms by name', async () => {
    const hs384 = await token(key, { alg: 'HS384' });
    expect(await test(hs384)).toMatchObject({
      reason: 'algorithm',
      message: `${IDENTIFY_REFUSALS.algorithm}: got HS384`,
    });
  });

  it("refuses the e-mails of the company's team (owner, admin, member)", async () => {
    const ownerEmail = (await userRow(sayso(), owner.id))?.email;
    const member = await insertMember(sayso(), owner.company, 'member');
    const memberEmail = (await userRow(sayso(), member.id))?.email;
    await setPlan(sayso(), owner.id, 'business');
    for (const email of [ownerEmail, memberEmail]) {
      const answer = await test(await token(key, { claims: { sub: 'team', email } }));
      expect(answer).toEqual({ valid: false, reason: 'teamEmail', message: IDENTIFY_REFUSALS.teamEmail });
    }
  });

  it('checks the origin against the allowed list when one is given', async () => {
    await owner.client.call('PUT', base(owner, '/origins'), {
      json: { origins: ['https://app.example.com'] },
    });
    const jwt = await token(key);
    expect(await test(jwt, 'https://evil.example.com')).toMatchObject({
      valid: false,
      reason: 'originNotAllowed',
    });
    expect(await test(jwt, 'https://app.example.com')).toMatchObject({ valid: true });
    await owner.client.call('PUT', base(owner, '/origins'), { json: { origins: [] } });
  });

  it('says whom a valid token is for; a missing token is a 400', async () => {
    const answer = await test(await token(key));
    expect(answer).toMatchObject({ valid: true, email: 'ada@customer.test', externalId: 'u-1' });
    expect(Date.parse(answer.expiresAt)).toBeGreaterThan(Date.now());
    const missing = await owner.client.post(base(owner, '/test'), {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please paste a token');
  });
});

describe('the panel: exchange, bearer and merge', () => {
  let owner: Owner;
  let key: CreatedIdentifySecret;
  beforeAll(async () => {
    owner = await ownerWithCompany(sayso());
    key = await newSecret(owner);
  });
  const bearerHeaders = (bearer: string) => ({ headers: { authorization: `Bearer ${bearer}` } });

  it('refuses a bad token with 401 and the reason, an unknown board with 404, a team e-mail with 403', async () => {
    const browser = new Client(sayso());
    const bad = await exchange(
      browser,
      owner.company.slug,
      await token(key, { secret: 'is_nope-nope-nope-nope-nope-nope-nope' }),
    );
    expect(bad.status).toBe(401);
    expect(bad.body.message).toBe(IDENTIFY_REFUSALS.badSignature);
    expect((await exchange(browser, 'no-such-board', await token(key))).status).toBe(404);
    const ownerEmail = (await userRow(sayso(), owner.id))?.email;
    const team = await exchange(
      browser,
      owner.company.slug,
      await token(key, { claims: { sub: 'o', email: ownerEmail } }),
    );
    expect(team.status).toBe(403);
    const before = await sayso().db.select().from(identifiedUsers);
    expect(before.every((row) => row.email !== ownerEmail)).toBe(true);
  });

  it('bad input is a 400 with a message, and changes nothing', async () => {
    const browser = new Client(sayso());
    const before = (await sayso().db.select().from(identifiedUsers)).length;
    for (const [body, message] of [
      [{}, 'Please name the board'],
      [{ slug: owner.company.slug }, 'Please paste a token'],
      [{ slug: '', token: 'a.b.c' }, 'Please name the board'],
      [
        { slug: owner.company.slug, token: 'a.b.c', origin: 'javascript:alert(1)' },
        'An origin is a scheme and host, like https://app.example.com',
      ],
    ] as const) {
      const res = await browser.post('/api/identify/session', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await sayso().db.select().from(identifiedUsers)).length).toBe(before);
  });

  it('an allowed-origins list makes the origin required and matched', async () => {
    const other = await ownerWithCompany(sayso());
    const otherKey = await newSecret(other);
    await other.client.call('PUT', `/api/companies/${other.company.id}/identify/origins`, {
      json: { origins: ['https://app.example.com'] },
    });
    const jwt = await token(otherKey, { claims: { sub: 'o-1', email: 'o1@customer.test' } });
    const browser = new Client(sayso());
    expect((await exchange(browser, other.company.slug, jwt)).status).toBe(403);
    expect((await exchange(browser, other.company.slug, jwt, 'https://evil.example.com')).status).toBe(403);
    expect((await exchange(browser, other.company.slug, jwt, 'https://app.example.com')).status).toBe(200);
  });

  it('votes, submits and comments with the bearer, as a user who cannot sign in', async () => {
    const browser = new Client(sayso());
    const res = await exchange(browser, owner.company.slug, await token(key));
    expect(res.status).toBe(200);
    expect(res.body.user).toEqual({ name: 'Ada', email: 'ada@customer.test', avatarUrl: null });
    const bearer: string = res.body.bearer;
    const idea = await insertIdea(sayso(), owner.company.id);
    const vote = await browser.post(`/api/features/${idea.id}/vote`, undefined, bearerHeaders(bearer));
    expect(vote.status).toBe(200);
    expect(vote.body).toEqual({ votes: 1, voted: true });
    expect(
      (await browser.post(`/api/features/${idea.id}/vote`, undefined, bearerHeaders(bearer))).status,
    ).toBe(409);
    const submitted = await browser.post('/api/features', ideaBody(owner.company.id), bearerHeaders(bearer));
    expect(submitted.status).toBe(201);
    const comment = await browser.post(
      `/api/features/${idea.id}/comments`,
      { content: 'Yes please' },
      bearerHeaders(bearer),
    );
    expect(comment.status).toBe(201);
    const me = await browser.get('/api/auth/me', bearerHeaders(bearer));
    expect(me.body.user?.name ?? me.body.name).toBe('Ada');
    // The row is a real user with no password and no reachable address: no sign-in, no e-mail.
    const [person] = await sayso()
      .db.select()
      .from(identifiedUsers)
      .where(eq(identifiedUsers.externalId, 'u-1'));
    const row = await userRow(sayso(), person?.userId as number);
    expect(row?.email).toMatch(/@identified\.invalid$/);
    expect(row?.notifyIdeaUpdates).toBe(false);
    const login = await new Client(sayso()).post('/api/auth/login', {
      email: row?.email,
      password: '!identified',
    });
    expect(login.status).toBe(401);
    // A second token refreshes the attributes, same person.
    await exchange(
      browser,
      owner.company.slug,
      await token(key, { claims: { sub: 'u-1', email: 'ada@customer.test', name: 'Ada L', mrr: 99.5 } }),
    );
    const again = await sayso()
      .db.select()
      .from(identifiedUsers)
      .where(eq(identifiedUsers.externalId, 'u-1'));
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ name: 'Ada L', mrrCents: 9950 });
  });

  it('a bearer acts only on its own board and only on the panel calls', async () => {
    const browser = new Client(sayso());
    const { bearer } = (
      await exchange(
        browser,
        owner.company.slug,
        await token(key, { claims: { sub: 'u-2', email: 'b@customer.test' } }),
      )
    ).body;
    const other = await ownerWithCompany(sayso());
    const foreign = await insertIdea(sayso(), other.company.id);
    expect(
      (await browser.post(`/api/features/${foreign.id}/vote`, undefined, bearerHeaders(bearer))).status,
    ).toBe(401);
    expect(
      (await browser.post('/api/features', ideaBody(other.company.id), bearerHeaders(bearer))).status,
    ).toBe(401);
    // Not a panel call: the bearer signs nobody in there.
    expect((await browser.post('/api/companies', { name: 'Mine now' }, bearerHeaders(bearer))).status).toBe(
      401,
    );
    expect((await browser.get('/api/account/notifications', bearerHeaders(bearer))).status).toBe(401);
    // A forged or foreign-key bearer is nobody.
    const idea = await insertIdea(sayso(), owner.company.id);
    expect(
      (await browser.post(`/api/features/${idea.id}/vote`, undefined, bearerHeaders(`${bearer}x`))).status,
    ).toBe(401);
    const sessionAsBearer = (await sessionCookie(sayso(), owner.id)).replace('sayso_session=', '');
    expect(
      (await browser.post(`/api/features/${idea.id}/vote`, undefined, bearerHeaders(sessionAsBearer))).status,
    ).toBe(401);
  });

  it('a bearer stops at once when the secret that signed its token is revoked; other secrets keep theirs', async () => {
    const company = await ownerWithCompany(sayso());
    const [first, second] = [await newSecret(company), await newSecret(company)];
    const browser = new Client(sayso());
    const bearerOf = async (secret: CreatedIdentifySecret, sub: string) =>
      (
        await exchange(
          browser,
          company.company.slug,
          await token(secret, { claims: { sub, email: `${sub}@customer.test` } }),
        )
      ).body.bearer as string;
    const [revoked, kept] = [await bearerOf(first, 'r-1'), await bearerOf(second, 'k-1')];
    const voteWith = async (bearer: string) => {
      const idea = await insertIdea(sayso(), company.company.id);
      return (await browser.post(`/api/features/${idea.id}/vote`, undefined, bearerHeaders(bearer))).status;
    };
    expect(await voteWith(revoked)).toBe(200);
    expect((await company.client.delete(base(company, `/secrets/${first.id}`))).status).toBe(200);
    expect(await voteWith(revoked)).toBe(401);
    expect((await browser.get('/api/auth/me', bearerHeaders(revoked))).status).toBe(401);
    expect(await voteWith(kept)).toBe(200);
  });

  it('a bearer keeps working through a rotation overlap and stops when the overlap ends', async () => {
    const company = await ownerWithCompany(sayso());
    const old = await newSecret(company);
    const browser = new Client(sayso());
    const bearer = (await exchange(browser, company.company.slug, await token(old))).body.bearer as string;
    const voteWith = async () => {
      const idea = await insertIdea(sayso(), company.company.id);
      return (await browser.post(`/api/features/${idea.id}/vote`, undefined, bearerHeaders(bearer))).status;
    };
    expect((await company.client.post(base(company, `/secrets/${old.id}/rotate`))).status).toBe(201);
    expect(await voteWith()).toBe(200);
    await sayso()
      .db.update(identifySecrets)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(identifySecrets.id, old.id));
    expect(await voteWith()).toBe(401);
  });

  it("merges the browser's anonymous votes into the person, counting each voter once", async () => {
    const browser = new Client(sayso());
    const both = await insertIdea(sayso(), owner.company.id);
    const onlyAnonymous = await insertIdea(sayso(), owner.company.id);
    const claims = { sub: 'u-3', email: 'c@customer.test', mrr: 50 };
    // Identified on another device first, voting for `both`.
    const elsewhere = new Client(sayso());
    const first = (await exchange(elsewhere, owner.company.slug, await token(key, { claims }))).body.bearer;
    await elsewhere.post(`/api/features/${both.id}/vote`, undefined, bearerHeaders(first));
    // Then anonymous in this browser, on both ideas.
    expect((await browser.post(`/api/features/${both.id}/anonymous-vote`)).body.votes).toBe(2);
    expect((await browser.post(`/api/features/${onlyAnonymous.id}/anonymous-vote`)).body.votes).toBe(1);
    const res = await exchange(browser, owner.company.slug, await token(key, { claims }));
    expect(res.status).toBe(200);
    const count = async (id: number) =>
      (await sayso().db.select({ votes: ideas.votes }).from(ideas).where(eq(ideas.id, id)))[0]?.votes;
    expect(await count(both.id)).toBe(1);
    expect(await count(onlyAnonymous.id)).toBe(1);
    const rows = await sayso().db.select().from(votes).where(eq(votes.ideaId, onlyAnonymous.id));
    const [person] = await sayso()
      .db.select()
      .from(identifiedUsers)
      .where(eq(identifiedUsers.externalId, 'u-3'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.userId).toBe(person?.userId);
    // The same browser cannot vote again anonymously, nor as the person.
    expect((await browser.post(`/api/features/${onlyAnonymous.id}/anonymous-vote`)).status).toBe(409);
    expect(
      (
        await browser.post(
          `/api/features/${onlyAnonymous.id}/vote`,
          undefined,
          bearerHeaders(res.body.bearer),
        )
      ).status,
    ).toBe(409);
    // Exchanging again changes nothing more.
    await exchange(browser, owner.company.slug, await token(key, { claims }));
    expect(await count(both.id)).toBe(1);
  });
});

describe('what the team sees', () => {
  it('the people on an idea with their attributes, for the team only; a foreign idea is a 404', async () => {
    const owner = await ownerWithCompany(sayso());
    const key = await newSecret(owner);
    const idea = await insertIdea(sayso(), owner.company.id);
    const browser = new Client(sayso());
    const claims = {
      sub: 'p-1',
      email: 'pat@customer.test',
      name: 'Pat',
      company: 'Globex',
      plan: 'Enterprise',
      mrr: 2500,
      avatarUrl: 'https://img.test/p.png',
    };
    const { bearer } = (await exchange(browser, owner.company.slug, await token(key, { claims }))).body;
    await browser.post(`/api/features/${idea.id}/vote`, undefined, {
      headers: { authorization: `Bearer ${bearer}` },
    });
    const res = await owner.client.get(`/api/companies/${owner.company.id}/ideas/${idea.id}/people`);
    expect(res.status).toBe(200);
    expect(res.body.voters).toHaveLength(1);
    expect(res.body.voters[0].identified).toMatchObject({
      externalId: 'p-1',
      email: 'pat@customer.test',
      company: 'Globex',
      plan: 'Enterprise',
      mrr: 2500,
      avatarUrl: 'https://img.test/p.png',
    });
    const other = await ownerWithCompany(sayso());
    expect(
      (await other.client.get(`/api/companies/${owner.company.id}/ideas/${idea.id}/people`)).status,
    ).toBe(403);
    expect(
      (
        await owner.client.get(
          `/api/companies/${owner.company.id}/ideas/${(await insertIdea(sayso(), other.company.id)).id}/people`,
        )
      ).status,
    ).toBe(404);
  });

  it.each([
    ['free', 403],
    ['pro', 200],
    ['business', 200],
  ] as const)('ranks ideas by the summed MRR of their voters on %s: %i', async (plan, status) => {
    const owner = await ownerWithCompany(sayso());
    await setPlan(sayso(), owner.id, plan);
    const key = await newSecret(owner);
    const cheap = await insertIdea(sayso(), owner.company.id);
    const rich = await insertIdea(sayso(), owner.company.id);
    for (const [sub, mrr, ids] of [
      ['a', 100, [cheap.id, rich.id]],
      ['b', 1000, [rich.id]],
      ['c', 5, [cheap.id]],
    ] as const) {
      const browser = new Client(sayso());
      const { bearer } = (
        await exchange(
          browser,
          owner.company.slug,
          await token(key, { claims: { sub, email: `${sub}@x.test`, mrr } }),
        )
      ).body;
      for (const id of ids)
        await browser.post(`/api/features/${id}/vote`, undefined, {
          headers: { authorization: `Bearer ${bearer}` },
        });
    }
    // An anonymous vote adds no revenue.
    await new Client(sayso()).post(`/api/features/${cheap.id}/anonymous-vote`);
    const res = await owner.client.get(`/api/companies/${owner.company.id}/identify/revenue`);
    expect(res.status).toBe(status);
    if (status === 403) {
      expect(res.body.message).toBe('Revenue ranking needs the Pro plan');
      return;
    }
    expect(res.body.map((row: Loose) => [row.id, row.mrr, row.identifiedVoters, row.votes])).toEqual([
      [rich.id, 1100, 2, 2],
      [cheap.id, 105, 2, 3],
    ]);
  });
});

describe('deleting the company', () => {
  it('takes its identified people (user rows, votes, comments) and its secrets with it', async () => {
    const owner = await ownerWithCompany(sayso());
    const key = await newSecret(owner);
    const idea = await insertIdea(sayso(), owner.company.id);
    const browser = new Client(sayso());
    const claims = { sub: 'gone-1', email: 'gone@customer.test' };
    const { bearer } = (await exchange(browser, owner.company.slug, await token(key, { claims }))).body;
    const headers = { headers: { authorization: `Bearer ${bearer}` } };
    await browser.post(`/api/features/${idea.id}/comments`, { content: 'Bye' }, headers);
    const [person] = await sayso()
      .db.select()
      .from(identifiedUsers)
      .where(eq(identifiedUsers.externalId, 'gone-1'));
    expect((await owner.client.delete(`/api/companies/${owner.company.id}`)).status).toBe(200);
    expect(
      await sayso()
        .db.select()
        .from(users)
        .where(eq(users.id, person?.userId as number)),
    ).toEqual([]);
    expect(
      await sayso().db.select().from(identifySecrets).where(eq(identifySecrets.companyId, owner.company.id)),
    ).toEqual([]);
    expect(await userRow(sayso(), owner.id)).toBeDefined();
  });
});

describe('who may manage identify', () => {
  it('owner only: admins and members get 403, strangers 403, signed out 401', async () => {
    const owner = await ownerWithCompany(sayso());
    await setPlan(sayso(), owner.id, 'business');
    const admin = await insertMember(sayso(), owner.company, 'admin');
    const adminClient = new Client(sayso());
    adminClient.cookies.set('sayso_session', admin.cookie.split('=')[1] as string);
    expect((await adminClient.get(base(owner))).status).toBe(403);
    expect((await adminClient.post(base(owner, '/secrets'))).status).toBe(403);
    expect((await new Client(sayso()).get(base(owner))).status).toBe(401);
    const stored = await sayso()
      .db.select()
      .from(identifySecrets)
      .where(eq(identifySecrets.companyId, owner.company.id));
    expect(stored).toHaveLength(0);
    expect(await sayso().db.select().from(users).where(eq(users.id, admin.id))).toHaveLength(1);
  });
});

describe('the exchange under rate limits', () => {
  it('answers 429 past 300 attempts in 10 minutes from one address', async () => {
    const limited = await openSayso({ RATE_LIMITS: 'on' });
    try {
      const browser = new Client(limited);
      const owner = await ownerWithCompany(limited);
      const statuses = new Set<number>();
      for (let i = 0; i < 300; i += 1) {
        statuses.add((await exchange(browser, owner.company.slug, 'not.a.token')).status);
      }
      expect([...statuses]).toEqual([401]);
      const refused = await exchange(browser, owner.company.slug, 'not.a.token');
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/^Too many identify attempts/);
    } finally {
      await limited.close();
    }
  }, 60_000);
});
