/**
 * Text with the NUL character is refused the same way on both engines (PostgreSQL cannot store
 * it): 400 with one message, nothing stored, never a 500.
 */
import { describe, expect, it } from 'vitest';
import { Client, insertCompany, insertUser, useSayso } from '../../test/helpers';

const sayso = useSayso();

const NUL_MESSAGE = 'Text cannot contain the NUL character';

const submission = (companyId: number, title: string) => ({
  title,
  description: 'Long enough to be a description.',
  category: 'other',
  companyId,
});

describe('the NUL character', () => {
  it('is refused in a JSON body, and nothing is stored', async () => {
    const company = await insertCompany(sayso(), await insertUser(sayso()));
    const visitor = new Client(sayso());
    const refused = await visitor.post('/api/features/anonymous', submission(company.id, 'Dark\u0000 mode'));
    expect(refused).toMatchObject({ status: 400, body: { message: NUL_MESSAGE } });
    expect((await visitor.get(`/api/companies/${company.slug}/features`)).body).toEqual([]);
  });

  it('names nothing in the path (404), and is refused in the query (400)', async () => {
    const client = new Client(sayso());
    expect(await client.get('/api/companies/%00')).toMatchObject({
      status: 404,
      body: { message: 'Not found' },
    });
    expect(await client.get('/api/companies/demo/features?q=a%00b')).toMatchObject({
      status: 400,
      body: { message: NUL_MESSAGE },
    });
  });

  it('leaves the literal text \\u0000 alone', async () => {
    const company = await insertCompany(sayso(), await insertUser(sayso()));
    const visitor = new Client(sayso());
    const stored = await visitor.post(
      '/api/features/anonymous',
      submission(company.id, 'Escape \\u0000 please'),
    );
    expect(stored.status).toBe(201);
    expect(stored.body.title).toBe('Escape \\u0000 please');
  });
});
