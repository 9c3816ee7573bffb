/**
 * The team's saved inbox views (issue 28): create, list, rename, change the query and delete,
 * team-wide; names unique per company in any case and at most 50 characters; another company's
 * view is not found; off the team is refused. SQLite and PostgreSQL projects.
 */
import { describe, expect, it } from 'vitest';
import { Client, insertMember, ownerOnPlan, ownerWithCompany, useSayso } from '../../../test/helpers';
import { person } from '../../../test/notify-helpers';
import { DEMAND_MESSAGES, type InboxView } from '../../contract';

const sayso = useSayso();

const memberClient = (cookie: string) => {
  const client = new Client(sayso());
  client.cookies.set('sayso_session', cookie.split('=')[1] as string);
  return client;
};

describe('saved inbox views', () => {
  it('are shared by the whole team: one saves, another sees, renames and deletes', async () => {
    const owner = await ownerOnPlan(sayso(), 'business');
    const base = `/api/companies/${owner.company.id}/inbox/views`;
    const member = memberClient((await insertMember(sayso(), owner.company, 'member')).cookie);
    const created = await owner.client.post<InboxView>(base, {
      name: '  Enterprise by MRR ',
      query: '?voterPlan=enterprise&sort=mrr',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Enterprise by MRR',
      query: 'voterPlan=enterprise&sort=mrr',
      createdBy: { id: owner.id, name: 'Owner' },
    });
    await owner.client.post(base, { name: 'a first', query: 'status=planned' });
    expect((await member.get<InboxView[]>(base)).body.map((view) => view.name)).toEqual([
      'a first',
      'Enterprise by MRR',
    ]);
    const renamed = await member.patch(`${base}/${created.body.id}`, { name: 'Big customers' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Big customers', query: 'voterPlan=enterprise&sort=mrr' });
    const requery = await member.patch(`${base}/${created.body.id}`, { query: 'sort=mrr' });
    expect(requery.body.query).toBe('sort=mrr');
    expect((await member.delete(`${base}/${created.body.id}`)).status).toBe(200);
    expect((await owner.client.get<InboxView[]>(base)).body.map((view) => view.name)).toEqual(['a first']);
  });

  it('refuse a taken name (any case), a blank or long name, and change nothing', async () => {
    const owner = await ownerWithCompany(sayso());
    const base = `/api/companies/${owner.company.id}/inbox/views`;
    const first = await owner.client.post<InboxView>(base, { name: 'Planned', query: 'status=planned' });
    const other = await owner.client.post<InboxView>(base, { name: 'Other', query: '' });
    const cases: Array<
      [string, () => Promise<{ status: number; body: { message: string } }>, number, string]
    > = [
      [
        'taken',
        () => owner.client.post(base, { name: 'PLANNED', query: '' }),
        409,
        DEMAND_MESSAGES.viewNameTaken,
      ],
      ['blank', () => owner.client.post(base, { name: '   ', query: '' }), 400, 'Name is required'],
      [
        'long',
        () => owner.client.post(base, { name: 'x'.repeat(51), query: '' }),
        400,
        'Name must be at most 50 characters',
      ],
      ['no query', () => owner.client.post(base, { name: 'No query' }), 400, 'query must be a query string'],
      [
        'rename taken',
        () => owner.client.patch(`${base}/${other.body.id}`, { name: 'planned' }),
        409,
        DEMAND_MESSAGES.viewNameTaken,
      ],
    ];
    for (const [label, call, status, message] of cases) {
      const res = await call();
      expect(res.status, label).toBe(status);
      expect(res.body.message, label).toBe(message);
    }
    // Its own name in another case is no clash.
    expect((await owner.client.patch(`${base}/${first.body.id}`, { name: 'PLANNED' })).status).toBe(200);
    expect((await owner.client.get<InboxView[]>(base)).body.map((view) => view.name)).toEqual([
      'Other',
      'PLANNED',
    ]);
  });

  it('are the company’s own: another company’s view is not found, and off the team is refused', async () => {
    const owner = await ownerWithCompany(sayso());
    const rival = await ownerWithCompany(sayso());
    const base = `/api/companies/${owner.company.id}/inbox/views`;
    const view = await owner.client.post<InboxView>(base, { name: 'Mine', query: '' });
    const rivalBase = `/api/companies/${rival.company.id}/inbox/views`;
    const notFound = await rival.client.patch(`${rivalBase}/${view.body.id}`, { name: 'Stolen' });
    expect(notFound.status).toBe(404);
    expect(notFound.body.message).toBe(DEMAND_MESSAGES.viewNotFound);
    expect((await rival.client.delete(`${rivalBase}/${view.body.id}`)).status).toBe(404);
    expect((await rival.client.delete(`${rivalBase}/abc`)).status).toBe(404);
    expect((await rival.client.get(base)).status).toBe(403);
    expect((await rival.client.post(base, { name: 'X', query: '' })).status).toBe(403);
    const stranger = await person(sayso(), 'Stranger');
    expect((await stranger.client.patch(`${base}/${view.body.id}`, { name: 'X' })).status).toBe(403);
    expect((await new Client(sayso()).get(base)).status).toBe(401);
    expect((await owner.client.get<InboxView[]>(base)).body.map((v) => v.name)).toEqual(['Mine']);
  });
});
