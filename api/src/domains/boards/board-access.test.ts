/**
 * Who sees a board (board-access.ts), every viewer kind against every kind of board: public,
 * team-only, restricted by e-mail domain, restricted by an identified attribute. Then how a
 * caller is resolved into a viewer (team in force, identified person of this company, account).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertCompany, insertMember, insertUser, setPlan, useSayso } from '../../../test/helpers';
import type { BoardVisibility } from '../../contract';
import { identifiedUsers, users } from '../../db/schema';
import { type BoardViewer, boardViewer, canSeeBoard } from './board-access';

const sayso = useSayso();

const board = (visibility: BoardVisibility, rules: { domains?: string[]; attributes?: unknown[] } = {}) => ({
  visibility,
  emailDomains: rules.domains ? JSON.stringify(rules.domains) : null,
  attributeRules: rules.attributes ? JSON.stringify(rules.attributes) : null,
});

const BOARDS = {
  public: board('public'),
  team: board('team'),
  domain: board('restricted', { domains: ['acme.com'] }),
  attribute: board('restricted', { attributes: [{ attribute: 'plan', value: 'enterprise' }] }),
};

const VIEWERS: Record<string, BoardViewer> = {
  visitor: { kind: 'visitor' },
  'account, unverified': { kind: 'account', verifiedEmail: null },
  'account, verified, other domain': { kind: 'account', verifiedEmail: 'ada@example.com' },
  'account, verified, listed domain': { kind: 'account', verifiedEmail: 'Ada@ACME.com' },
  'identified, no attributes': { kind: 'identified', attributes: {} },
  'identified, plan = pro': { kind: 'identified', attributes: { plan: 'pro', company: 'Acme' } },
  'identified, plan = enterprise': { kind: 'identified', attributes: { plan: 'Enterprise ' } },
  member: { kind: 'team', position: 'member' },
  admin: { kind: 'team', position: 'admin' },
  owner: { kind: 'team', position: 'owner' },
};

/** Which boards each viewer sees: public, team, domain rule, attribute rule. */
const MATRIX: Record<keyof typeof VIEWERS, [boolean, boolean, boolean, boolean]> = {
  visitor: [true, false, false, false],
  'account, unverified': [true, false, false, false],
  'account, verified, other domain': [true, false, false, false],
  'account, verified, listed domain': [true, false, true, false],
  'identified, no attributes': [true, false, false, false],
  'identified, plan = pro': [true, false, false, false],
  'identified, plan = enterprise': [true, false, false, true],
  member: [true, true, true, true],
  admin: [true, true, true, true],
  owner: [true, true, true, true],
};

describe('canSeeBoard', () => {
  it.each(Object.keys(VIEWERS))('%s sees exactly its row of the matrix', (name) => {
    const viewer = VIEWERS[name] as BoardViewer;
    const seen = [BOARDS.public, BOARDS.team, BOARDS.domain, BOARDS.attribute].map((b) =>
      canSeeBoard(viewer, b),
    );
    expect(seen).toEqual(MATRIX[name]);
  });

  it('admits nobody outside the team to a restricted board without rules, or with a domain as a suffix', () => {
    const bare = board('restricted');
    for (const [name, viewer] of Object.entries(VIEWERS))
      expect(canSeeBoard(viewer, bare), name).toBe(viewer.kind === 'team');
    const lookalike: BoardViewer = { kind: 'account', verifiedEmail: 'eve@notacme.com' };
    expect(canSeeBoard(lookalike, BOARDS.domain)).toBe(false);
  });
});

describe('boardViewer', () => {
  it('resolves a visitor, the team in force, an identified person of this company and an account', async () => {
    const db = sayso().db;
    const owner = await insertUser(sayso(), 'Owner');
    const company = await insertCompany(sayso(), owner);
    const member = await insertMember(sayso(), company, 'member');
    const stranger = await insertUser(sayso(), 'Stranger');
    const person = await insertUser(sayso(), 'Identified');
    await db.insert(identifiedUsers).values({
      companyId: company.id,
      userId: person.id,
      externalId: 'ext-1',
      email: 'person@customer.invalid',
      name: 'Identified',
      plan: 'enterprise',
      companyName: 'Customer Inc',
    });

    expect(await boardViewer(db, null, company)).toEqual({ kind: 'visitor' });
    expect(await boardViewer(db, owner, company)).toEqual({ kind: 'team', position: 'owner' });
    // On Free, team access is not in force: the member is an account like any other.
    expect(await boardViewer(db, member, company)).toEqual({ kind: 'account', verifiedEmail: null });
    await setPlan(sayso(), owner.id, 'business');
    expect(await boardViewer(db, member, company)).toEqual({ kind: 'team', position: 'member' });
    expect(await boardViewer(db, person, company)).toEqual({
      kind: 'identified',
      attributes: { plan: 'enterprise', company: 'Customer Inc' },
    });
    expect(await boardViewer(db, stranger, company)).toEqual({ kind: 'account', verifiedEmail: null });

    // Identified for another company counts as an account here.
    const otherOwner = await insertUser(sayso(), 'Other owner');
    const other = await insertCompany(sayso(), otherOwner);
    expect(await boardViewer(db, person, other)).toEqual({ kind: 'account', verifiedEmail: null });
    expect((await db.select().from(users).where(eq(users.id, person.id))).length).toBe(1);
  });

  it('passes an account its e-mail only once verified: with the listed domain, it sees the board then', async () => {
    const db = sayso().db;
    const owner = await insertUser(sayso(), 'Owner');
    const company = await insertCompany(sayso(), owner);
    const { id } = await insertUser(sayso(), 'Ada');
    const [unverified] = await db
      .update(users)
      .set({ email: `ada-${id}@acme.com` })
      .where(eq(users.id, id))
      .returning();
    const [verified] = await db
      .update(users)
      .set({ emailVerifiedAt: new Date().toISOString() })
      .where(eq(users.id, id))
      .returning();
    if (!unverified || !verified) throw new Error('no user row');

    // Signed in with the domain but unverified: an address typed at sign-up proves nothing.
    const typed = await boardViewer(db, unverified, company);
    expect(typed).toEqual({ kind: 'account', verifiedEmail: null });
    expect(canSeeBoard(typed, BOARDS.domain)).toBe(false);
    // Signed in with the verified domain.
    const proven = await boardViewer(db, verified, company);
    expect(proven).toEqual({ kind: 'account', verifiedEmail: `ada-${id}@acme.com` });
    expect(canSeeBoard(proven, BOARDS.domain)).toBe(true);
    expect(canSeeBoard(proven, BOARDS.team)).toBe(false);
  });
});
