/**
 * A company with three boards, one per audience, and one caller per kind of viewer (issue 27):
 * the fixture of the board-access matrix tests. Each board holds one idea whose title has the
 * shared word "Zebra" (search, similar ideas) and is Planned (roadmap); the public board holds a
 * second idea too, so the company has two public ideas and two hidden ones.
 */
import { and, eq } from 'drizzle-orm';
import { boards, ideas, identifiedUsers, users } from '../src/db/schema';
import { insertCompany, insertMember, insertUser, type OpenSayso, setPlan } from './helpers';

export type Audience = 'public' | 'team' | 'restricted';

/** One kind of caller: how to sign them in (cookie), and which boards they may see. */
export interface ViewerCase {
  name: string;
  cookie: string | undefined;
  sees: readonly Audience[];
}

export interface BoardAudiences {
  company: { id: number; slug: string };
  boards: Record<Audience, { id: number; slug: string }>;
  /** The Zebra idea of each board, and the public board's second idea. */
  zebra: Record<Audience, number>;
  otherPublic: number;
  owner: { id: number; cookie: string };
  viewers: ViewerCase[];
}

const EVERY: readonly Audience[] = ['public', 'team', 'restricted'];

/** An identified person of the company, as the widget's identify token left them (decision 011). */
async function identified(sayso: OpenSayso, companyId: number, plan: string) {
  const person = await insertUser(sayso, `Identified ${plan}`);
  await sayso.db.insert(identifiedUsers).values({
    companyId,
    userId: person.id,
    externalId: `ext-${person.id}`,
    email: `person${person.id}@customer.invalid`,
    name: 'Identified',
    plan,
    companyName: 'Customer Inc',
  });
  return person;
}

/** An account at the restricted board's listed domain, its address verified at `verifiedAt` or not. */
async function atAcme(sayso: OpenSayso, verifiedAt: string | null) {
  const person = await insertUser(sayso, 'Acme person');
  await sayso.db
    .update(users)
    .set({ email: `person${person.id}@acme.com`, emailVerifiedAt: verifiedAt })
    .where(eq(users.id, person.id));
  return person;
}

export async function boardAudiences(sayso: OpenSayso): Promise<BoardAudiences> {
  const owner = await insertUser(sayso, 'Owner');
  // Business: the team in force, and restricted boards allowed.
  await setPlan(sayso, owner.id, 'business');
  const company = await insertCompany(sayso, owner);
  const created = async (name: string, slug: string, visibility: Audience, rules = {}) => {
    const res = await sayso.app.request(`http://localhost/api/companies/${company.id}/boards`, {
      method: 'POST',
      headers: { cookie: owner.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ name, slug, visibility, ...rules }),
    });
    if (res.status !== 201) throw new Error(`board ${slug}: ${res.status} ${await res.text()}`);
    const list = (await res.json()) as { id: number; slug: string }[];
    return list.find((board) => board.slug === slug) as { id: number; slug: string };
  };
  const team = await created('Internal', 'internal', 'team');
  const restricted = await created('Customers', 'customers', 'restricted', {
    emailDomains: ['acme.com'],
    attributeRules: [{ attribute: 'plan', value: 'enterprise' }],
  });
  const authors = [await insertUser(sayso, 'Author A'), await insertUser(sayso, 'Author B')];
  const idea = async (boardId: number | undefined, title: string, author = owner.id) => {
    const [row] = await sayso.db
      .insert(ideas)
      .values({
        companyId: company.id,
        boardId,
        title,
        description: 'Long enough to be a description.',
        category: 'other',
        status: 'planned',
        createdBy: author,
      })
      .returning();
    return (row as { id: number }).id;
  };
  const zebra = {
    public: await idea(undefined, 'Zebra crossing on the public board', authors[0]?.id),
    team: await idea(team.id, 'Zebra stripes for the internal board'),
    restricted: await idea(restricted.id, 'Zebra report for customers'),
  };
  const otherPublic = await idea(undefined, 'Dark mode for everyone', authors[1]?.id);
  const [first] = await sayso.db
    .select({ id: boards.id })
    .from(boards)
    .where(and(eq(boards.companyId, company.id), eq(boards.slug, 'feature-requests')));
  const defaultId = (first as { id: number }).id;

  const cookieOf = async (user: Promise<{ cookie: string }>) => (await user).cookie;
  const viewers: ViewerCase[] = [
    { name: 'visitor', cookie: undefined, sees: ['public'] },
    { name: 'signed in, no listed domain', cookie: await cookieOf(insertUser(sayso)), sees: ['public'] },
    {
      name: 'signed in, listed domain verified',
      cookie: await cookieOf(atAcme(sayso, new Date().toISOString())),
      sees: ['public', 'restricted'],
    },
    // An address typed at sign-up proves nothing until its link is followed.
    {
      name: 'signed in, listed domain unverified',
      cookie: await cookieOf(atAcme(sayso, null)),
      sees: ['public'],
    },
    {
      name: 'identified, plan = pro',
      cookie: await cookieOf(identified(sayso, company.id, 'pro')),
      sees: ['public'],
    },
    {
      name: 'identified, plan = enterprise',
      cookie: await cookieOf(identified(sayso, company.id, 'enterprise')),
      sees: ['public', 'restricted'],
    },
    { name: 'member', cookie: await cookieOf(insertMember(sayso, company, 'member')), sees: EVERY },
    { name: 'admin', cookie: await cookieOf(insertMember(sayso, company, 'admin')), sees: EVERY },
    { name: 'owner', cookie: owner.cookie, sees: EVERY },
  ];
  return {
    company: { id: company.id, slug: company.slug },
    boards: { public: { id: defaultId, slug: 'feature-requests' }, team, restricted },
    zebra,
    otherPublic,
    owner,
    viewers,
  };
}

/** GET `path` as `viewer`: status and parsed body. */
export async function getAs(sayso: OpenSayso, viewer: Pick<ViewerCase, 'cookie'>, path: string) {
  const headers: Record<string, string> = viewer.cookie ? { cookie: viewer.cookie } : {};
  const res = await sayso.app.request(`http://localhost${path}`, { headers });
  const text = await res.text();
  const body = res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
  return { status: res.status, body };
}
