import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, fastUser, ownerWithCompany, TINY_PNG, useSayso } from '../../../test/helpers';
import { uploads } from '../../db/schema';

let owner: Awaited<ReturnType<typeof ownerWithCompany>>;
const sayso = useSayso();
beforeAll(async () => {
  owner = await ownerWithCompany(sayso());
});

/** Tiny real images: a 1×1 baseline JPEG and a 1×1 lossless WebP. */
const TINY_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
const TINY_WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
const IMAGE_URL = /^\/uploads\/[0-9a-f]{32}\.(png|jpg|webp)$/;

function form(fields: { image?: File; base64Data?: string; type?: string; companySlug?: string }) {
  const body = new FormData();
  for (const [key, value] of Object.entries({ type: 'logo', companySlug: owner.company.slug, ...fields })) {
    if (value !== undefined) body.set(key, value);
  }
  return body;
}
const file = (bytes: Buffer, name: string, type: string) => new File([bytes], name, { type });
const upload = (client: Client, body: FormData | string, headers?: Record<string, string>) =>
  client.call('POST', '/api/upload', { body, ...(headers && { headers }) });
const storedFiles = async () => (await sayso().db.select({ n: count() }).from(uploads))[0]?.n;

describe('POST /api/upload', () => {
  const accepted: Array<[string, Buffer, string, string]> = [
    ['PNG', TINY_PNG, 'png', 'image/png'],
    ['JPEG', TINY_JPEG, 'jpg', 'image/jpeg'],
    ['WebP', TINY_WEBP, 'webp', 'image/webp'],
  ];
  for (const [kind, bytes, extension, contentType] of accepted) {
    it(`accepts a ${kind} by its content and serves the same bytes as ${contentType}`, async () => {
      // The name and declared type lie on purpose: only the bytes count.
      const res = await upload(owner.client, form({ image: file(bytes, 'picture.bin', 'text/plain') }));
      expect(res.status).toBe(200);
      expect(Object.keys(res.body)).toEqual(['imageUrl']);
      expect(res.body.imageUrl).toMatch(IMAGE_URL);
      expect(res.body.imageUrl.endsWith(`.${extension}`)).toBe(true);
      const served = await sayso().app.request(`http://localhost${res.body.imageUrl}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(contentType);
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    });
  }

  it('accepts base64Data as a data URL (what the portal sends after compressing)', async () => {
    const dataUrl = `data:image/png;base64,${TINY_PNG.toString('base64')}`;
    const res = await upload(owner.client, form({ base64Data: dataUrl, type: 'cover' }));
    expect(res.status).toBe(200);
    expect(res.body.imageUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const served = await sayso().app.request(`http://localhost${res.body.imageUrl}`);
    expect(Buffer.from(await served.arrayBuffer()).equals(TINY_PNG)).toBe(true);
  });

  it('refuses a text file renamed .png with 400, storing nothing', async () => {
    const before = await storedFiles();
    const text = Buffer.from('this is not an image at all, just some words');
    for (const body of [
      form({ image: file(text, 'logo.png', 'image/png') }),
      form({ base64Data: `data:image/png;base64,${text.toString('base64')}` }),
      form({ image: file(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), 'a.gif', 'image/gif') }),
      form({
        image: file(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'a.svg', 'image/svg+xml'),
      }),
      form({ base64Data: 'data:image/png;base64,!!!not base64!!!' }),
    ]) {
      const res = await upload(owner.client, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Only PNG, JPEG or WebP images are allowed');
    }
    expect(await storedFiles()).toBe(before);
  });

  it('refuses a file over 2 MB with 413, as a file or as base64', async () => {
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const before = await storedFiles();
    const asFile = await upload(owner.client, form({ image: file(big, 'big.png', 'image/png') }));
    expect(asFile.status).toBe(413);
    expect(asFile.body.message).toBe('Image is too large (max 2MB)');
    const asText = await upload(owner.client, form({ base64Data: big.toString('base64') }));
    expect(asText.status).toBe(413);
    expect(asText.body.message).toMatch(/too large/);
    expect(await storedFiles()).toBe(before);
  });

  it('answers 401 signed out and 403 for another user, storing nothing', async () => {
    const before = await storedFiles();
    const signedOut = await upload(
      new Client(sayso()),
      form({ image: file(TINY_PNG, 'a.png', 'image/png') }),
    );
    expect(signedOut.status).toBe(401);
    const other = await fastUser(sayso());
    const forbidden = await upload(other.client, form({ image: file(TINY_PNG, 'a.png', 'image/png') }));
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe("You don't have permission to manage this company");
    expect(await storedFiles()).toBe(before);
  });

  it('answers 4xx with a message for a bad type, no image, an unknown company or a non-form body', async () => {
    const png = () => file(TINY_PNG, 'a.png', 'image/png');
    const cases: Array<[FormData | string, number, string, Record<string, string>?]> = [
      [form({ image: png(), type: 'banner' }), 400, 'Upload type must be logo or cover'],
      [form({ image: png(), type: undefined }), 400, 'Upload type must be logo or cover'],
      [form({}), 400, 'Please choose an image to upload'],
      [
        form({ image: file(Buffer.alloc(0), 'empty.png', 'image/png') }),
        400,
        'Please choose an image to upload',
      ],
      [form({ image: png(), companySlug: 'no-such-company' }), 404, 'Company not found'],
      [form({ image: png(), companySlug: undefined }), 404, 'Company not found'],
      [
        '--x\r\ngarbage',
        400,
        'Expected a multipart form with an image',
        { 'content-type': 'multipart/form-data; boundary=x' },
      ],
      ['{"type":"logo"}', 404, 'Company not found', { 'content-type': 'application/json' }],
    ];
    for (const [body, status, message, headers] of cases) {
      const res = await upload(owner.client, body, headers);
      expect(res.status, message).toBe(status);
      expect(res.body.message).toBe(message);
    }
  });
});

describe('GET /uploads/{file}', () => {
  const get = (url: string, init?: RequestInit) => sayso().app.request(`http://localhost${url}`, init);
  const png = async () => {
    const res = await upload(owner.client, form({ image: file(TINY_PNG, 'a.png', 'image/png') }));
    return res.body.imageUrl as string;
  };

  it('answers HEAD with the headers of GET and no body', async () => {
    const url = await png();
    const res = await get(url, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe('');
  });

  it('answers 304 to its ETag, and 404 once the image is gone', async () => {
    const url = await png();
    const etag = (await get(url)).headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await get(url, { headers: { 'if-none-match': `"other", ${etag}` } });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await again.text()).toBe('');
    expect((await get(url, { headers: { 'if-none-match': '"other"' } })).status).toBe(200);
    await sayso()
      .db.delete(uploads)
      .where(eq(uploads.fileName, path.basename(url)));
    expect((await get(url, { headers: { 'if-none-match': etag } })).status).toBe(404);
    expect((await get(url)).status).toBe(404);
  });

  it('never serves anything but an uploaded image', async () => {
    // A file in the data folder (where SQLite keeps sayso.db) that no route may reach.
    writeFileSync(path.join(sayso().dataDir, 'planted.txt'), 'PLANTED');
    for (const url of [
      '/uploads/..%2Fplanted.txt',
      '/uploads/..%2F..%2Fplanted.txt',
      '/uploads/..%2F..%2Fsayso.db',
      '/uploads/..%2Fsayso.db',
      '/uploads/%2e%2e%2fsayso.db',
      '/uploads/..%5Csayso.db',
      '/uploads/../sayso.db',
      '/uploads/jwt-secret',
      '/uploads/0123456789abcdef0123456789abcdef.png',
      '/assets/..%2F..%2F..%2Fpackage.json',
      '/assets/%2e%2e/%2e%2e/%2e%2e/api/src/index.ts',
      '/sdk/v1/..%2F..%2Fpackage.json',
      '/..%2F..%2Fpackage.json',
    ]) {
      const res = await sayso().app.request(`http://localhost${url}`);
      expect(res.status, url).toBe(404);
      const text = await res.text();
      expect(text).not.toContain('SQLite format');
      expect(text).not.toContain('PLANTED');
      expect(text).not.toContain('"workspaces"');
      expect(text).not.toContain('@hono/node-server');
    }
  });
});
