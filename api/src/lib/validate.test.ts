/** Bad input on every JSON call: always a 4xx with `{ message }`, never a 500, nothing changed. */
import { beforeAll, describe, expect, it } from 'vitest';
import { fastUser, ownerWithCompany, submitIdea, useSayso } from '../../test/helpers';

let owner: Awaited<ReturnType<typeof ownerWithCompany>>;
let featureId: number;
const sayso = useSayso();
beforeAll(async () => {
  owner = await ownerWithCompany(sayso());
  featureId = (await submitIdea(owner.client, owner.company.id)).id;
});

const JSON_CALLS = (): Array<[string, string]> => [
  ['POST', '/api/auth/signup'],
  ['POST', '/api/auth/login'],
  ['POST', '/api/companies'],
  ['PATCH', `/api/companies/${owner.company.id}`],
  ['POST', '/api/features'],
  ['POST', '/api/features/anonymous'],
  ['PATCH', `/api/features/${featureId}`],
  ['POST', `/api/features/${featureId}/comments`],
];

const HUGE = 'x'.repeat(60_000);
const BAD_BODIES: Array<[string, string | undefined, string?]> = [
  ['no body', undefined],
  ['an empty body', ''],
  ['malformed JSON', '{"title": "unterminated'],
  ['a trailing comma', '{"title": "x",}'],
  ['plain text', 'hello', 'text/plain'],
  ['null', 'null'],
  ['an array', '[1, 2, 3]'],
  ['a number', '42'],
  ['a string', '"text"'],
  [
    'numbers for strings',
    '{"title":1,"description":2,"name":3,"email":4,"content":5,"password":6,"status":7}',
  ],
  ['arrays for strings', '{"title":["a"],"name":["b"],"email":["c"],"content":["d"],"status":["idea"]}'],
  [
    'nulls everywhere',
    '{"title":null,"name":null,"email":null,"content":null,"status":null,"category":null}',
  ],
  ['nested objects', '{"title":{"$gt":""},"email":{"a":1},"content":{},"name":{}}'],
  [
    'absurdly long strings',
    JSON.stringify({ title: HUGE, description: HUGE, name: HUGE, email: HUGE, content: HUGE, status: HUGE }),
  ],
];

describe('bad bodies on every JSON call', () => {
  for (const [what, body, contentType] of BAD_BODIES) {
    it(`answers ${what} with a 4xx { message }`, async () => {
      const before = (await owner.client.get(`/api/companies/${owner.company.slug}/features`)).body;
      for (const [method, path] of JSON_CALLS()) {
        const res = await owner.client.call(method, path, {
          ...(body !== undefined && { body }),
          headers: { 'content-type': contentType ?? 'application/json' },
        });
        expect(res.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${method} ${path}`).toBeLessThan(500);
        expect(typeof res.body.message, `${method} ${path}`).toBe('string');
        expect(res.body.message.length).toBeGreaterThan(0);
      }
      expect((await owner.client.get(`/api/companies/${owner.company.slug}/features`)).body).toEqual(before);
    });
  }

  it("answers 'Malformed JSON in request body' for JSON that does not parse", async () => {
    const user = await fastUser(sayso());
    for (const [method, path] of JSON_CALLS()) {
      const res = await user.client.call(method, path, {
        body: '{oops',
        headers: { 'content-type': 'application/json' },
      });
      // Owner-only calls refuse the non-owner before looking at the body.
      if (res.status === 403) continue;
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.body).toEqual({ message: 'Malformed JSON in request body' });
    }
  });

  it('answers 413 for a JSON body over 64 KB that says its length', async () => {
    const body = JSON.stringify({ content: 'y'.repeat(70 * 1024) });
    const res = await owner.client.call('POST', `/api/features/${featureId}/comments`, {
      body,
      headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'Request body is too large' });
  });
});

describe('odd paths, ids and queries', () => {
  it('answers 404 { message } for unknown API paths and ids that are not ids', async () => {
    const paths = [
      '/api/nope',
      '/api/features/abc',
      '/api/features/99999999999999999999',
      '/api/features/-1',
      '/api/features/%00',
      '/api/features/1%2F..%2F2',
      `/api/features/${'9'.repeat(400)}`,
      '/api/features/abc/comments',
      '/api/companies/%E2%98%83',
    ];
    for (const path of paths) {
      const res = await owner.client.get(path);
      expect(res.status, path).toBe(404);
      expect(typeof res.body.message).toBe('string');
    }
  });

  it('validates the optional board query with the contract messages', async () => {
    const base = `/api/companies/${owner.company.slug}/features`;
    const cases: Array<[string, string]> = [
      ['limit=abc', 'limit must be a number'],
      ['limit=0', 'limit must be 1 to 500'],
      ['limit=1000', 'limit must be 1 to 500'],
      ['offset=-1', 'offset must be 0 or more'],
      ['sort=random', 'sort must be most_votes, newest, status or category'],
      ['status=idea,shipped', 'status must be idea, planned, in_progress or completed'],
      ['category=nope', 'Unknown category'],
      [`q=${'q'.repeat(201)}`, 'Search must be less than 200 characters'],
    ];
    for (const [query, message] of cases) {
      const res = await owner.client.get(`${base}?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const paged = await owner.client.get(`${base}?limit=1&offset=0&sort=newest&q=dark`);
    expect(paged.status).toBe(200);
    expect(paged.headers.get('x-total-count')).toBe('1');
    expect(paged.body.map((f: { id: number }) => f.id)).toEqual([featureId]);
    for (const q of ['"*', 'NEAR(', 'a OR', '-', '"', '*', 'title:x']) {
      const res = await owner.client.get(`${base}?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
    }
  });
});
