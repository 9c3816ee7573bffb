/**
 * CSV import of ideas: the dry run shows each row's idea or its errors (the contract's
 * messages) and writes nothing; the import creates every row in one transaction or none;
 * categories by own name or fixed label/value, statuses by label or value, votes as the count;
 * bad files are a 400 or 413 with a clear message, never a 5xx; Free gets 403.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Client, type Loose, openSayso, ownerOnPlan, userRow, useSayso } from '../../../test/helpers';
import {
  entitlementMessage,
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  missingColumnsMessage,
  type PlanId,
} from '../../contract';
import { ideas } from '../../db/schema';
import { NUL_IN_TEXT } from '../../lib/errors';
import { RATE_RULES } from '../../lib/rate-limit';

const sayso = useSayso();

const importUrl = (id: number, preview = false) => `/api/companies/${id}/import${preview ? '/preview' : ''}`;

async function storedIdeas(companyId: number) {
  return sayso().db.select().from(ideas).where(eq(ideas.companyId, companyId)).orderBy(ideas.id);
}

const GOOD = [
  'title,description,category,status,votes',
  'Dark mode for the board,"A darker theme, for late-night triage.",UX Improvements,Planned,12',
  'Export to CSV files,Download everything as a spreadsheet please.,new_features,in_progress,',
  'Faster search results,Search takes two seconds on our large board.,performance,,0',
].join('\n');

describe('POST /api/companies/{id}/import/preview (dry run)', () => {
  it('shows each row as the idea it would store, and writes nothing', async () => {
    const owner = await ownerOnPlan(sayso(), 'pro');
    const res = await owner.client.post(importUrl(owner.company.id, true), { csv: GOOD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      valid: 3,
      invalid: 0,
      rows: [
        {
          row: 2,
          idea: {
            title: 'Dark mode for the board',
            description: 'A darker theme, for late-night triage.',
            status: 'planned',
            category: 'ux_improvements',
            categoryId: null,
            categoryName: 'UX Improvements',
            votes: 12,
            // No board_slug column: the default board (issue 27).
            boardId: expect.any(Number),
            boardName: 'Feature Requests',
          },
        },
        expect.objectContaining({
          row: 3,
          idea: expect.objectContaining({ status: 'in_progress', category: 'new_features', votes: 0 }),
        }),
        expect.objectContaining({
          row: 4,
          idea: expect.objectContaining({ status: 'idea', category: 'performance' }),
        }),
      ],
    });
    expect(await storedIdeas(owner.company.id)).toEqual([]);
  });

  it("gives each bad row its errors in the contract's words, beside the good rows", async () => {
    const owner = await ownerOnPlan(sayso(), 'pro');
    const csv = [
      'Title,Description,Category,Status,Votes',
      'Good idea title,A description that is long enough.,Bug Fixes,Completed,3',
      'Hey,short,Gardening,Someday,-1',
      ',,,,1.5',
    ].join('\r\n');
    const res = await owner.client.post(importUrl(owner.company.id, true), { csv });
    expect(res.status).toBe(200);
    expect(res.body.valid).toBe(1);
    expect(res.body.invalid).toBe(2);
    expect(res.body.rows[1]).toEqual({
      row: 3,
      issues: [
        { path: 'title', message: 'Title must be at least 5 characters' },
        { path: 'description', message: 'Please provide a more detailed description' },
        { path: 'category', message: 'Please choose a category' },
        { path: 'status', message: 'Please choose a status' },
        { path: 'votes', message: IMPORT_MESSAGES.votes },
      ],
    });
    expect(res.body.rows[2].issues.map((issue: Loose) => issue.path)).toEqual([
      'title',
      'description',
      'category',
      'votes',
    ]);
  });

  it("files rows under the company's own categories by name, and the fixed ones by label or value", async () => {
    const owner = await ownerOnPlan(sayso(), 'business');
    const added = await owner.client.post(`/api/companies/${owner.company.id}/categories`, {
      name: 'Mobile app',
    });
    const mobile = added.body.find((category: Loose) => category.name === 'Mobile app');
    const csv = [
      'title;description;category',
      'Offline mode please;Let the app work on the train without signal.;mobile APP',
      'Crash on launch;The app crashes on launch since yesterday.;bug_fixes',
    ].join('\n');
    const res = await owner.client.post(importUrl(owner.company.id, true), { csv });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.rows.map((row: Loose) => row.idea)).toEqual([
      expect.objectContaining({ category: 'other', categoryId: mobile.id, categoryName: 'Mobile app' }),
      expect.objectContaining({ category: 'bug_fixes', categoryId: null, categoryName: 'Bug Fixes' }),
    ]);
  });
});

describe('POST /api/companies/{id}/import', () => {
  it.each<PlanId>(['pro', 'business'])(
    'on %s creates every idea, votes as the count, outside the monthly limit',
    async (plan) => {
      const owner = await ownerOnPlan(sayso(), plan);
      const before = await userRow(sayso(), owner.id);
      const res = await owner.client.post(importUrl(owner.company.id), { csv: GOOD });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ created: 3 });
      const rows = await storedIdeas(owner.company.id);
      expect(
        rows.map((row) => [row.title, row.status, row.category, row.votes, row.createdBy, row.authorName]),
      ).toEqual([
        ['Dark mode for the board', 'planned', 'ux_improvements', 12, null, null],
        ['Export to CSV files', 'in_progress', 'new_features', 0, null, null],
        ['Faster search results', 'idea', 'performance', 0, null, null],
      ]);
      expect(rows[0]?.statusChangedAt).not.toBeNull();
      expect((await userRow(sayso(), owner.id))?.monthlySubmissionsUsed).toBe(before?.monthlySubmissionsUsed);
      // On the board at once.
      const board = await new Client(sayso()).get(`/api/companies/${owner.company.slug}/features`);
      expect(board.body.map((idea: Loose) => idea.title)).toEqual([
        'Dark mode for the board',
        'Faster search results',
        'Export to CSV files',
      ]);
    },
  );

  it('imports nothing when any row is bad: 400 with each row’s issues', async () => {
    const owner = await ownerOnPlan(sayso(), 'pro');
    const csv = `${GOOD}\nTiny,Too short,Other,Idea,1`;
    const res = await owner.client.post(importUrl(owner.company.id), { csv });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(IMPORT_MESSAGES.badRows);
    expect(res.body.issues).toEqual([
      { path: '5.title', message: 'Title must be at least 5 characters' },
      { path: '5.description', message: 'Please provide a more detailed description' },
    ]);
    expect(await storedIdeas(owner.company.id)).toEqual([]);
  });

  it('takes up to the row limit in one go', async () => {
    const owner = await ownerOnPlan(sayso(), 'pro');
    const lines = Array.from(
      { length: IMPORT_MAX_ROWS },
      (_, i) => `Imported idea ${i},The description of idea ${i}.,Other,Idea,${i}`,
    );
    const res = await owner.client.post(importUrl(owner.company.id), {
      csv: ['title,description,category,status,votes', ...lines].join('\n'),
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ created: IMPORT_MAX_ROWS });
    expect(await storedIdeas(owner.company.id)).toHaveLength(IMPORT_MAX_ROWS);
  });
});

describe('bad files', () => {
  const header = 'title,description,category,status,votes';
  const cases: Array<[string, unknown, number, string | RegExp]> = [
    ['no csv field', {}, 400, IMPORT_MESSAGES.noFile],
    ['csv not a string', { csv: 42 }, 400, IMPORT_MESSAGES.noFile],
    ['an empty file', { csv: '' }, 400, IMPORT_MESSAGES.empty],
    ['blank lines only', { csv: '\n\n  \n' }, 400, IMPORT_MESSAGES.empty],
    // A NUL is refused in any JSON body (lib/validate.ts), a CSV's included.
    ['a binary file', { csv: '\u0089PNG\r\n\u001a\n\u0000\u0000' }, 400, NUL_IN_TEXT],
    ['bytes that were not UTF-8', { csv: `${header}\nCaf\uFFFD menu,x,y` }, 400, IMPORT_MESSAGES.notText],
    ['a JSON file', { csv: '{"title": "Dark mode"}' }, 400, /^This is not a valid CSV file \(line 1\): /],
    [
      'a text file',
      { csv: 'Dear team,\nplease add dark mode.' },
      400,
      missingColumnsMessage(['title', 'description', 'category']),
    ],
    [
      'missing columns',
      { csv: 'title,votes\nDark mode,1' },
      400,
      missingColumnsMessage(['description', 'category']),
    ],
    ['a header and no rows', { csv: `${header}\n` }, 400, IMPORT_MESSAGES.noRows],
    [
      'too many rows',
      { csv: `${header}\n${'a,b,c,d,1\n'.repeat(IMPORT_MAX_ROWS + 1)}` },
      400,
      IMPORT_MESSAGES.tooManyRows,
    ],
    ['over 1 MB of CSV', { csv: `${header}\n${'x'.repeat(1024 * 1024)}` }, 413, IMPORT_MESSAGES.tooLarge],
    ['a body over the route limit', { csv: 'x'.repeat(3 * 1024 * 1024) }, 413, 'Request body is too large'],
  ];
  it.each(cases)('%s → %i', async (_name, body, status, message) => {
    const owner = await ownerOnPlan(sayso(), 'pro');
    // Sent with its length, as a browser sends it: the body limit reads Content-Length.
    const json = JSON.stringify(body);
    const headers = { 'content-length': String(Buffer.byteLength(json)) };
    for (const preview of [true, false]) {
      const res = await owner.client.call('POST', importUrl(owner.company.id, preview), {
        body: json,
        headers: { ...headers, 'content-type': 'application/json' },
      });
      expect(res.status).toBe(status);
      expect(res.body.message).toMatch(message);
    }
    expect(await storedIdeas(owner.company.id)).toEqual([]);
  });

  it('an unclosed quote is not valid CSV, with the line it fails on', async () => {
    const owner = await ownerOnPlan(sayso(), 'pro');
    const res = await owner.client.post(importUrl(owner.company.id, true), {
      csv: `${header}\n"Dark mode,x,y\n`,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^This is not a valid CSV file \(line \d+\): Quote Not Closed/);
  });

  it('a body that is not JSON is 415, like every JSON route', async () => {
    const owner = await ownerOnPlan(sayso(), 'pro');
    const res = await owner.client.call('POST', importUrl(owner.company.id), {
      body: GOOD,
      headers: { 'content-type': 'text/csv', 'content-length': String(Buffer.byteLength(GOOD)) },
    });
    expect(res.status).toBe(415);
  });
});

describe('who may import', () => {
  it('refuses Free with the upgrade message, before reading the file', async () => {
    const owner = await ownerOnPlan(sayso(), 'free');
    for (const preview of [true, false]) {
      const res = await owner.client.post(importUrl(owner.company.id, preview), { csv: GOOD });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(entitlementMessage('dataExport'));
    }
    expect(await storedIdeas(owner.company.id)).toEqual([]);
  });

  it('refuses the signed out (401) and other users (403)', async () => {
    const owner = await ownerOnPlan(sayso(), 'pro');
    const other = await ownerOnPlan(sayso(), 'pro');
    expect((await new Client(sayso()).post(importUrl(owner.company.id), { csv: GOOD })).status).toBe(401);
    expect((await other.client.post(importUrl(owner.company.id), { csv: GOOD })).status).toBe(403);
    expect(await storedIdeas(owner.company.id)).toEqual([]);
  });
});

describe('the hourly allowance', () => {
  it('answers 429 past 30 import calls an hour, previews included', async () => {
    const limited = await openSayso({ RATE_LIMITS: 'on' });
    try {
      const owner = await ownerOnPlan(limited, 'pro');
      for (let i = 0; i < RATE_RULES.csvImport.limit; i++)
        expect(
          (await owner.client.post(importUrl(owner.company.id, i % 2 === 0), { csv: GOOD })).status,
        ).not.toBe(429);
      const refused = await owner.client.post(importUrl(owner.company.id, true), { csv: GOOD });
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/^Too many imports/);
    } finally {
      await limited.close();
    }
  });
});
