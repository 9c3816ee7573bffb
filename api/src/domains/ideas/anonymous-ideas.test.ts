/** 'Submit anonymously' hides the author everywhere public, and still counts against a signed-in plan. */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, fastUser, ideaBody, ownerWithCompany, userRow, useSayso } from '../../../test/helpers';
import { ideas } from '../../db/schema';

let owner: Awaited<ReturnType<typeof ownerWithCompany>>;
const sayso = useSayso();
beforeAll(async () => {
  owner = await ownerWithCompany(sayso());
});

const row = async (id: number) => (await sayso().db.select().from(ideas).where(eq(ideas.id, id)))[0];

/** Every public (and the owner's) view of one idea: its own read, the board (cached and paged). */
async function everyView(client: Client, id: number) {
  const slug = owner.company.slug;
  const views = [
    (await client.get(`/api/features/${id}`)).body,
    (await client.get(`/api/companies/${slug}/features`)).body.find((f: { id: number }) => f.id === id),
    (await client.get(`/api/companies/${slug}/features?sort=newest`)).body.find(
      (f: { id: number }) => f.id === id,
    ),
  ];
  return views;
}

describe.each(['/api/features', '/api/features/anonymous'])(
  'a signed-in "submit anonymously" on %s',
  (route) => {
    it('stores the idea as anonymous and shows no user id, name or email anywhere', async () => {
      const author = await fastUser(sayso(), 'Secret Author');
      const res = await author.client.post(
        route,
        ideaBody(owner.company.id, {
          submitAnonymously: true,
          name: 'Secret Author',
          email: 'secret@example.com',
        }),
      );
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ createdBy: null, authorName: null });
      expect(await row(res.body.id)).toMatchObject({
        anonymous: true,
        createdBy: author.id,
        authorEmail: null,
      });
      for (const viewer of [new Client(sayso()), author.client, owner.client]) {
        for (const view of await everyView(viewer, res.body.id)) {
          expect(view).toMatchObject({ id: res.body.id, createdBy: null, authorName: null });
          expect(JSON.stringify(view)).not.toMatch(/Secret Author|secret@example\.com/);
        }
      }
      expect((await userRow(sayso(), author.id))?.monthlySubmissionsUsed).toBe(1);
    });

    it('keeps the author on an idea that was not submitted anonymously', async () => {
      const author = await fastUser(sayso(), 'Open Author');
      const res = await author.client.post(route, ideaBody(owner.company.id, { name: 'Open Author' }));
      expect(res.body).toMatchObject({ createdBy: author.id, authorName: 'Open Author' });
      expect((await row(res.body.id))?.anonymous).toBe(false);
      expect((await userRow(sayso(), author.id))?.monthlySubmissionsUsed).toBe(1);
    });
  },
);

it('stores a signed-out anonymous idea with the visitor id and no user', async () => {
  const res = await new Client(sayso()).post(
    '/api/features/anonymous',
    ideaBody(owner.company.id, { submitAnonymously: true }),
  );
  expect(res.status).toBe(201);
  expect(await row(res.body.id)).toMatchObject({ anonymous: true, createdBy: null });
  expect((await row(res.body.id))?.visitorId).toMatch(/^[0-9a-f-]{36}$/);
});
