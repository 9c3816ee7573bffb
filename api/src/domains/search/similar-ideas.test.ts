/**
 * Similar ideas while typing (issue 16): GET /api/companies/{slug}/similar?q= answers at most
 * three of that company's public ideas matching the typed words (the last one as a prefix),
 * most votes first, with whether the caller voted; never private, held or merged ones, never
 * another company's; bad input is a 400.
 */
import { describe, expect, it } from 'vitest';
import { Client, type Loose, ownerWithCompany, setPlan, submitIdea, useSayso } from '../../../test/helpers';
import { vote } from '../../../test/notify-helpers';

const sayso = useSayso();

const similar = async (client: Client, slug: string, q: string) => {
  const res = await client.get(`/api/companies/${slug}/similar?q=${encodeURIComponent(q)}`);
  return { status: res.status, body: res.body as Loose };
};

describe('similar ideas', () => {
  it('answers up to three public matches of the company, most votes first, with the viewer vote', async () => {
    const owner = await ownerWithCompany(sayso());
    await setPlan(sayso(), owner.id, 'business');
    const { company, client } = owner;
    const visitor = new Client(sayso());
    const titles = ['Dark mode for the board', 'Darker colours', 'Dark theme on mobile', 'Dark sidebar'];
    const ids: number[] = [];
    for (const title of titles)
      ids.push(
        (
          await submitIdea(
            visitor,
            company.id,
            { title, description: 'Would be very useful for our team.' },
            true,
          )
        ).id,
      );
    // Votes order them: 'Dark theme on mobile' 2, 'Dark mode for the board' 1, the others 0.
    await vote(client, ids[2] as number);
    expect((await visitor.post(`/api/features/${ids[2]}/anonymous-vote`)).status).toBe(200);
    await vote(client, ids[0] as number);
    const other = await ownerWithCompany(sayso());
    await submitIdea(new Client(sayso()), other.company.id, { title: 'Dark mode everywhere' }, true);

    const found = await similar(visitor, company.slug, 'dar');
    expect(found.status).toBe(200);
    expect(found.body).toHaveLength(3);
    expect(found.body.slice(0, 2)).toEqual([
      { id: ids[2], title: 'Dark theme on mobile', votes: 2, voted: true },
      { id: ids[0], title: 'Dark mode for the board', votes: 1, voted: false },
    ]);
    expect((await similar(visitor, company.slug, 'dark mo')).body.map((idea: Loose) => idea.id)).toEqual([
      ids[2],
      ids[0],
    ]);
    expect((await similar(visitor, company.slug, 'spreadsheet export')).body).toEqual([]);

    // Private, held and merged ideas never appear.
    expect((await client.patch(`/api/features/${ids[2]}`, { private: true })).status).toBe(200);
    expect((await client.post(`/api/features/${ids[1]}/merge`, { targetId: ids[0] })).status).toBe(200);
    expect(
      (await client.patch(`/api/companies/${company.id}/moderation`, { reviewNewIdeas: true })).status,
    ).toBe(200);
    await submitIdea(new Client(sayso()), company.id, { title: 'Dark mode scheduling' }, true);
    const left = (await similar(visitor, company.slug, 'dark')).body.map((idea: Loose) => idea.title);
    expect(left).toEqual(['Dark mode for the board', 'Dark sidebar']);

    // Only the statuses the board shows (Advanced customisation), as the board's own search.
    expect((await client.patch(`/api/features/${ids[3]}`, { status: 'completed' })).status).toBe(200);
    const shown = await client.patch(`/api/companies/${company.id}/settings`, {
      statuses: ['idea', 'planned'],
    });
    expect(shown.status).toBe(200);
    expect((await similar(visitor, company.slug, 'dark')).body.map((idea: Loose) => idea.title)).toEqual([
      'Dark mode for the board',
    ]);
  });

  it('refuses a short, long or missing q with a 400 and an unknown board with a 404', async () => {
    const { company } = await ownerWithCompany(sayso());
    const visitor = new Client(sayso());
    expect(await similar(visitor, company.slug, 'ab')).toMatchObject({
      status: 400,
      body: { message: 'q must be at least 3 characters' },
    });
    expect(await similar(visitor, company.slug, 'x'.repeat(201))).toMatchObject({
      status: 400,
      body: { message: 'q must be at most 200 characters' },
    });
    expect((await visitor.get(`/api/companies/${company.slug}/similar`)).status).toBe(400);
    expect((await similar(visitor, 'no-such-board', 'dark')).status).toBe(404);
    // Words only: query syntax in the text is just text.
    expect(await similar(visitor, company.slug, '"dark" OR * NEAR(')).toEqual({ status: 200, body: [] });
  });
});
