/**
 * A Business company with three boards (public default, team-only, restricted to `acme.com` and
 * `plan = enterprise`) and one person of each kind the board-access matrix asks about (issue 27).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CompanyRow } from '../src/db/schema';
import { identifiedUsers, users } from '../src/db/schema';
import { Client, fastUser, insertMember, type Loose, ownerOnPlan, type TestSayso } from './helpers';

export type Visibility = 'public' | 'team' | 'restricted';

/** Who looks, and which boards they may see. */
export interface Viewer {
  name: string;
  client: Client;
  sees: Visibility[];
}

/** A client signed in as a new team member of `company` in `role`. */
export async function memberClient(
  sayso: TestSayso,
  company: Pick<CompanyRow, 'id' | 'slug'>,
  role: 'admin' | 'member',
) {
  const member = await insertMember(sayso, company, role);
  const client = new Client(sayso);
  client.cookies.set('sayso_session', member.cookie.split('=')[1] as string);
  return client;
}

/** An account the company's widget identified, with the host's `plan` attribute. */
async function identified(sayso: TestSayso, companyId: number, plan: string) {
  const person = await fastUser(sayso, `Identified ${plan}`);
  const id = randomUUID().slice(0, 8);
  await sayso.db.insert(identifiedUsers).values({
    companyId,
    userId: person.id,
    externalId: `ext-${id}`,
    email: `${id}@customer.test`,
    name: 'Identified',
    plan,
  });
  return person.client;
}

/** A client signed in at the restricted board's listed domain, its address verified at `verifiedAt` or not. */
async function atAcme(sayso: TestSayso, verifiedAt: string | null) {
  const person = await fastUser(sayso, 'Acme person');
  await sayso.db
    .update(users)
    .set({ email: `person${person.id}@acme.com`, emailVerifiedAt: verifiedAt })
    .where(eq(users.id, person.id));
  return person.client;
}

export async function ideaBoardScene(sayso: TestSayso) {
  const owner = await ownerOnPlan(sayso, 'business');
  const boardsUrl = `/api/companies/${owner.company.id}/boards`;
  await owner.client.post(boardsUrl, { name: 'Internal', slug: 'internal', visibility: 'team' });
  await owner.client.post(boardsUrl, {
    name: 'Customers',
    slug: 'customers',
    visibility: 'restricted',
    emailDomains: ['acme.com'],
    attributeRules: [{ attribute: 'plan', value: 'enterprise' }],
  });
  const settings = (await owner.client.get(`/api/companies/${owner.company.id}/board-settings`))
    .body as Loose[];
  const boardOf = Object.fromEntries(settings.map((board) => [board.visibility, board.id])) as Record<
    Visibility,
    number
  >;
  const all: Visibility[] = ['public', 'team', 'restricted'];
  const viewers: Viewer[] = [
    { name: 'visitor', client: new Client(sayso), sees: ['public'] },
    { name: 'signed-in', client: (await fastUser(sayso, 'Stranger')).client, sees: ['public'] },
    {
      name: 'signed-in with the verified domain',
      client: await atAcme(sayso, new Date().toISOString()),
      sees: ['public', 'restricted'],
    },
    { name: 'signed-in with the domain unverified', client: await atAcme(sayso, null), sees: ['public'] },
    {
      name: 'identified with the attribute',
      client: await identified(sayso, owner.company.id, 'Enterprise'),
      sees: ['public', 'restricted'],
    },
    {
      name: 'identified without it',
      client: await identified(sayso, owner.company.id, 'starter'),
      sees: ['public'],
    },
    { name: 'member', client: await memberClient(sayso, owner.company, 'member'), sees: all },
    { name: 'admin', client: await memberClient(sayso, owner.company, 'admin'), sees: all },
    { name: 'owner', client: owner.client, sees: all },
  ];
  return { owner, boardOf, viewers };
}
