/** GET /api/team/invitation (issue 26): the invitation page names the company of a live link. */
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Client, ownerOnPlan, signUp, useSayso } from '../../../test/helpers';
import { TEAM_MESSAGES } from '../../contract';
import { outbox } from '../../db/schema';

const sayso = useSayso();

describe('GET /api/team/invitation', () => {
  it("answers the company's name for a live link, 404 for a wrong or used one", async () => {
    const owner = await ownerOnPlan(sayso(), 'business');
    const person = await signUp(sayso());
    const email = person.fields.email as string;
    const sent = await owner.client.post(`/api/companies/${owner.company.id}/team/invites`, {
      email,
      role: 'member',
    });
    expect(sent.status).toBe(201);
    // The invitation, not the verification link sign-up sent to the same address (issue 27).
    const [mail] = await sayso()
      .db.select()
      .from(outbox)
      .where(and(eq(outbox.toAddress, email), like(outbox.subject, 'Join %')));
    const token =
      new URL(/https?:\/\/\S+/.exec(mail?.textBody ?? '')?.[0] ?? '').searchParams.get('token') ?? '';
    const look = (value: string) =>
      new Client(sayso()).get(`/api/team/invitation?token=${encodeURIComponent(value)}`);

    expect((await look(token)).body).toEqual({ companyName: owner.company.name });
    const wrong = await look('nope');
    expect(wrong.status).toBe(404);
    expect(wrong.body.message).toBe(TEAM_MESSAGES.invalidInvite);
    expect((await person.client.post('/api/team/accept', { token })).status).toBe(200);
    expect((await look(token)).status).toBe(404);
  });
});
