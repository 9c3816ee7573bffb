/** JSON routes take JSON only: another content type is a 415 that changes nothing (issue 10 item 8). */
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, ideaBody, ownerWithCompany, TINY_PNG, useSayso } from '../../test/helpers';

let owner: Awaited<ReturnType<typeof ownerWithCompany>>;
const sayso = useSayso();
beforeAll(async () => {
  owner = await ownerWithCompany(sayso());
});

const ideaCount = async () =>
  (await new Client(sayso()).get(`/api/companies/${owner.company.slug}/features`)).body.length;

describe('JSON bodies need a JSON content type', () => {
  it.each([
    ['text/plain', 'text/plain;charset=UTF-8'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['multipart', 'multipart/form-data; boundary=x'],
    ['no content type', undefined],
  ])('refuses %s with 415 and a clear message', async (_, type) => {
    const before = await ideaCount();
    const body = JSON.stringify(ideaBody(owner.company.id));
    // As over a socket, where a body always comes with its length.
    const headers: Record<string, string> = { 'content-length': String(Buffer.byteLength(body)) };
    if (type) headers['content-type'] = type;
    const res = await owner.client.call('POST', '/api/features', { body, headers });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({
      message: 'Please send the request body as JSON (Content-Type: application/json)',
    });
    expect(await ideaCount()).toBe(before);
  });

  it('accepts application/json with a charset, and bodiless calls without a type', async () => {
    const res = await owner.client.call('POST', '/api/features', {
      body: JSON.stringify(ideaBody(owner.company.id)),
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(res.status).toBe(201);
    expect((await owner.client.call('POST', `/api/features/${res.body.id}/vote`)).status).toBe(200);
  });

  it('keeps the upload route multipart', async () => {
    const form = new FormData();
    form.set('image', new File([TINY_PNG], 'a.png', { type: 'image/png' }));
    form.set('type', 'logo');
    form.set('companySlug', owner.company.slug);
    expect((await owner.client.call('POST', '/api/upload', { body: form })).status).toBe(200);
  });
});
