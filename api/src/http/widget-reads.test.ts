/** The widget's unread dot reads /changelog/latest from host pages: any origin may read it, without credentials. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSayso, type TestSayso } from '../../test/fixtures';
import { createApp } from '../app';

let sayso: TestSayso;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  sayso = await makeSayso();
  app = createApp(sayso.deps);
});
afterAll(() => sayso.engine.close());

const get = (url: string) =>
  app.request(`http://localhost${url}`, { headers: { Origin: 'https://shop.example.com' } });

describe("the widget's cross-origin read", () => {
  it('lets any origin read /changelog/latest, without credentials', async () => {
    const res = await get('/api/companies/demo/changelog/latest');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('opens no other company route to other origins', async () => {
    for (const url of [
      '/api/companies/demo',
      '/api/companies/demo/changelog',
      '/api/companies/demo/changelog/x',
    ]) {
      expect((await get(url)).headers.get('access-control-allow-origin'), url).toBeNull();
    }
  });
});
