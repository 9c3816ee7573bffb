/**
 * E-mails about an idea on a board not everyone may see (issue 27): only the followers who may
 * see its board get them, so a follower of an idea later moved to a team-only board hears
 * nothing more, and on a restricted board only those its rules admit. Outbox rows, no SMTP.
 */
import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Loose, ownerOnPlan, submitIdea, useSayso } from '../../../test/helpers';
import { memberClient } from '../../../test/idea-board-scene';
import { comment, person, releaseHeld, vote } from '../../../test/notify-helpers';
import { identifiedUsers, outbox, users } from '../../db/schema';

const sayso = useSayso();

/** A Business company with a team-only and a restricted (`acme.com`, `plan = enterprise`) board. */
async function scene() {
  const owner = await ownerOnPlan(sayso(), 'business');
  const url = `/api/companies/${owner.company.id}/boards`;
  await owner.client.post(url, { name: 'Internal', slug: 'internal', visibility: 'team' });
  await owner.client.post(url, {
    name: 'Customers',
    slug: 'customers',
    visibility: 'restricted',
    emailDomains: ['acme.com'],
    attributeRules: [{ attribute: 'plan', value: 'enterprise' }],
  });
  const boards = (await owner.client.get(`/api/companies/${owner.company.id}/board-settings`))
    .body as Loose[];
  const boardOf = (slug: string) => boards.find((board) => board.slug === slug).id as number;
  return { owner, team: boardOf('internal'), restricted: boardOf('customers') };
}

/** Who the outbox holds e-mails for about the idea titled `title`. */
const mailedAbout = async (title: string) =>
  (
    await sayso()
      .db.select()
      .from(outbox)
      .where(like(outbox.subject, `%${title}%`))
  )
    .map((row) => row.toAddress)
    .sort();

async function changeStatus(client: Loose, id: number, status: string) {
  expect((await client.patch(`/api/features/${id}`, { status })).status).toBe(200);
  await releaseHeld(sayso());
}

describe('status e-mails on a board not everyone may see', () => {
  it('stop reaching a follower once the idea moves to a team-only board; the team still hears', async () => {
    const { owner, team } = await scene();
    const title = `Moved ${randomUUID().slice(0, 8)}`;
    const voter = await person(sayso(), 'Voter');
    const idea = await submitIdea(owner.client, owner.company.id, { title });
    await vote(voter.client, idea.id);
    await changeStatus(owner.client, idea.id, 'planned');
    expect(await mailedAbout(title)).toEqual([voter.email]);

    // A member follows it too, then the owner moves it off the public board.
    const member = await memberClient(sayso(), owner.company, 'member');
    await comment(member, idea.id, 'On it.');
    // (the member's comment is a team reply: the voter is e-mailed it, the board being public)
    const before = await mailedAbout(title);
    const toVoter = (list: string[]) => list.filter((to) => to === voter.email).length;
    expect((await owner.client.patch(`/api/features/${idea.id}`, { boardId: team })).status).toBe(200);
    await changeStatus(owner.client, idea.id, 'in_progress');
    const after = await mailedAbout(title);
    // One more e-mail, the member's: none to the voter, who may not see the board any more.
    expect(after).toHaveLength(before.length + 1);
    expect(toVoter(after)).toBe(toVoter(before));
  });

  it('reach on a restricted board only the identified followers its rules admit', async () => {
    const { owner, restricted } = await scene();
    const title = `Restricted ${randomUUID().slice(0, 8)}`;
    const admitted = await person(sayso(), 'Enterprise');
    const other = await person(sayso(), 'Starter');
    for (const [who, plan] of [
      [admitted, 'Enterprise'],
      [other, 'starter'],
    ] as const)
      await sayso()
        .db.insert(identifiedUsers)
        .values({
          companyId: owner.company.id,
          userId: who.id,
          externalId: `ext-${randomUUID()}`,
          email: who.email,
          name: 'Identified',
          plan,
        });
    const idea = await submitIdea(owner.client, owner.company.id, { title });
    await vote(admitted.client, idea.id);
    await vote(other.client, idea.id);
    expect((await owner.client.patch(`/api/features/${idea.id}`, { boardId: restricted })).status).toBe(200);
    await changeStatus(owner.client, idea.id, 'planned');
    expect(await mailedAbout(title)).toEqual([admitted.email.toLowerCase()]);
  });

  it('reach on a restricted board a follower whose listed domain is verified, not one who only typed it', async () => {
    const { owner, restricted } = await scene();
    const title = `Domain ${randomUUID().slice(0, 8)}`;
    const verified = await person(sayso(), 'Verified');
    const typed = await person(sayso(), 'Typed');
    const acme = (who: { id: number }, verifiedAt: string | null) =>
      sayso()
        .db.update(users)
        .set({ email: `person-${who.id}@acme.com`, emailVerifiedAt: verifiedAt })
        .where(eq(users.id, who.id));
    await acme(verified, new Date().toISOString());
    await acme(typed, null);
    const idea = await submitIdea(owner.client, owner.company.id, { title });
    await vote(verified.client, idea.id);
    await vote(typed.client, idea.id);
    expect((await owner.client.patch(`/api/features/${idea.id}`, { boardId: restricted })).status).toBe(200);
    await changeStatus(owner.client, idea.id, 'planned');
    expect(await mailedAbout(title)).toEqual([`person-${verified.id}@acme.com`]);
  });
});
