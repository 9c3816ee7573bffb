/**
 * Data export at every plan: Pro and Business owners download their ideas, votes and comments as
 * CSV (header row, formula cells neutralised) or a JSON array, private ideas included and marked,
 * anonymous voters as a kind only (never their visitor id); Free gets 403 and others 401/403.
 */
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import {
  Client,
  fastUser,
  type Loose,
  ownerOnPlan,
  submitIdea,
  userRow,
  useSayso,
} from '../../../test/helpers';
import { EXPORT_COLUMNS, EXPORT_DATASETS, entitlementMessage, type PlanId } from '../../contract';

const sayso = useSayso();

/**
 * A board with a signed-in author's idea, an anonymous one (made private), a formula-looking
 * title, a user's vote, a visitor's vote and a comment.
 */
async function boardOn(plan: PlanId) {
  const owner = await ownerOnPlan(sayso(), plan);
  const { company } = owner;
  const author = await fastUser(sayso(), 'Ada Author');
  const named = await submitIdea(author.client, company.id, {
    title: 'Export to spreadsheets',
    email: 'ada@example.com',
    name: 'Ada',
  });
  const visitor = new Client(sayso());
  const hidden = await submitIdea(
    visitor,
    company.id,
    { title: 'Secret roadmap item', submitAnonymously: true },
    true,
  );
  const formula = await submitIdea(
    visitor,
    company.id,
    {
      title: '=HYPERLINK("http://evil")',
      description: '+1 from our whole team, really.',
    },
    true,
  );
  expect((await author.client.post(`/api/features/${named.id}/vote`)).status).toBe(200);
  expect((await visitor.post(`/api/features/${named.id}/anonymous-vote`)).status).toBe(200);
  expect(
    (await author.client.post(`/api/features/${hidden.id}/comments`, { content: '@team please' })).status,
  ).toBe(201);
  // Made private after the comment: outside the team, a private idea takes none.
  expect((await owner.client.patch(`/api/features/${hidden.id}`, { private: true })).status).toBe(200);
  const visitorId = (visitor.cookies.get('sayso_visitor') ?? '').split('.')[0] ?? '';
  expect(visitorId).not.toBe('');
  const authorRow = await userRow(sayso(), author.id);
  return { ...owner, named, hidden, formula, visitorId, author: authorRow as NonNullable<typeof authorRow> };
}

const url = (companyId: number, dataset: string, format = 'csv') =>
  `/api/companies/${companyId}/export/${dataset}?format=${format}`;

function csvRows(text: string): Loose[] {
  return parse(text, { bom: true, columns: true }) as Loose[];
}

describe('GET /api/companies/{id}/export/*', () => {
  it.each<PlanId>(['pro', 'business'])('on %s exports ideas, votes and comments as CSV', async (plan) => {
    const board = await boardOn(plan);
    const ideasRes = await board.client.get(url(board.company.id, 'ideas'));
    expect(ideasRes.status).toBe(200);
    expect(ideasRes.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(ideasRes.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="${board.company.slug}-ideas-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    const body = ideasRes.body as string;
    expect(body.slice(0, body.indexOf('\n')).split(',')).toEqual([...EXPORT_COLUMNS.ideas]);
    const ideas = csvRows(ideasRes.body);
    expect(ideas.map((row) => row.title)).toEqual([
      'Export to spreadsheets',
      'Secret roadmap item',
      `'=HYPERLINK("http://evil")`,
    ]);
    expect(ideas[0]).toMatchObject({
      private: 'false',
      votes: '2',
      author_name: 'Ada',
      author_email: 'ada@example.com',
      status: 'idea',
      category: 'UX Improvements',
    });
    expect(ideas[1]).toMatchObject({ private: 'true', comments: '1', author_name: '', author_email: '' });
    expect(ideas[2]?.description).toBe(`'+1 from our whole team, really.`);

    const votesRes = await board.client.get(url(board.company.id, 'votes'));
    expect(votesRes.headers.get('content-disposition')).toContain('-votes-');
    const votes = csvRows(votesRes.body);
    expect(votes).toEqual([
      expect.objectContaining({
        idea_id: String(board.named.id),
        voter_kind: 'user',
        voter_name: board.author.name,
        voter_email: board.author.email,
      }),
      expect.objectContaining({
        idea_id: String(board.named.id),
        voter_kind: 'anonymous',
        voter_name: '',
        voter_email: '',
      }),
    ]);
    const comments = csvRows((await board.client.get(url(board.company.id, 'comments'))).body);
    expect(comments).toEqual([
      expect.objectContaining({
        idea_id: String(board.hidden.id),
        idea_private: 'true',
        author_name: board.author.name,
        content: `'@team please`,
      }),
    ]);
    // No export carries an anonymous visitor's id.
    for (const dataset of EXPORT_DATASETS) {
      for (const format of ['csv', 'json']) {
        expect((await board.client.get(url(board.company.id, dataset, format))).body).not.toContain(
          board.visitorId,
        );
      }
    }
  });

  it('exports the same rows as a JSON array, values typed', async () => {
    const board = await boardOn('pro');
    const res = await board.client.get(url(board.company.id, 'votes', 'json'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/-votes-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.body).toHaveLength(2);
    expect(Object.keys(res.body[0])).toEqual([...EXPORT_COLUMNS.votes]);
    expect(res.body[1]).toMatchObject({
      idea_id: board.named.id,
      idea_private: false,
      voter_kind: 'anonymous',
      voter_name: null,
    });
    const ideas = (await board.client.get(url(board.company.id, 'ideas', 'json'))).body;
    expect(ideas.map((idea: Loose) => [idea.title, idea.private, idea.votes])).toEqual([
      ['Export to spreadsheets', false, 2],
      ['Secret roadmap item', true, 0],
      // JSON is not a spreadsheet: text stays exactly as written.
      ['=HYPERLINK("http://evil")', false, 0],
    ]);
  });

  it('exports an empty board as a header row or an empty array', async () => {
    const owner = await ownerOnPlan(sayso(), 'pro');
    // The raw bytes: a text decoder would drop the byte-order mark that tells Excel it is UTF-8.
    const csv = await sayso().app.request(`http://localhost${url(owner.company.id, 'comments')}`, {
      headers: { cookie: owner.client.cookieHeader },
    });
    const bytes = Buffer.from(await csv.arrayBuffer());
    expect(bytes.toString('latin1', 0, 3)).toBe('\xEF\xBB\xBF');
    expect(bytes.toString('utf8', 3)).toBe(`${EXPORT_COLUMNS.comments.join(',')}\n`);
    expect((await owner.client.get(url(owner.company.id, 'ideas', 'json'))).body).toEqual([]);
  });

  it('refuses Free with the upgrade message, and anyone but the owner', async () => {
    const owner = await ownerOnPlan(sayso(), 'free');
    for (const dataset of EXPORT_DATASETS) {
      const res = await owner.client.get(url(owner.company.id, dataset));
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(entitlementMessage('dataExport'));
      expect(res.body.message).toBe('Data export needs the Pro plan');
    }
    const pro = await ownerOnPlan(sayso(), 'pro');
    expect((await new Client(sayso()).get(url(pro.company.id, 'ideas'))).status).toBe(401);
    expect((await owner.client.get(url(pro.company.id, 'ideas'))).status).toBe(403);
    expect((await pro.client.get(url(999_999, 'ideas'))).status).toBe(404);
  });

  it('answers 400 for an unknown format', async () => {
    const owner = await ownerOnPlan(sayso(), 'pro');
    const res = await owner.client.get(url(owner.company.id, 'ideas', 'xml'));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('format must be csv or json');
  });

  it('exports ideas in a CSV that imports back into another board as the same ideas', async () => {
    const board = await boardOn('pro');
    const exported = (await board.client.get(url(board.company.id, 'ideas'))).body as string;
    const target = await ownerOnPlan(sayso(), 'business');
    const imported = await target.client.post(`/api/companies/${target.company.id}/import`, {
      csv: exported,
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect(imported.body).toEqual({ created: 3 });
    const again = csvRows((await target.client.get(url(target.company.id, 'ideas'))).body);
    expect(again.map((row) => [row.title, row.description, row.category, row.status, row.votes])).toEqual(
      csvRows(exported).map((row) => [row.title, row.description, row.category, row.status, row.votes]),
    );
    // The apostrophe that kept a formula-looking title text in a spreadsheet comes off on import.
    const stored = (await target.client.get(`/api/companies/${target.company.slug}/features?visibility=team`))
      .body;
    expect(stored.map((idea: Loose) => idea.title)).toContain('=HYPERLINK("http://evil")');
  });
});
