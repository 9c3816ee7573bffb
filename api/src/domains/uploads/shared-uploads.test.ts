/**
 * Uploaded images live in the database: a second replica on the same database serves what the
 * first stored, with no uploads folder anywhere, and images an older install kept in
 * DATA_DIR/uploads move into the database at start.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ownerWithCompany, TINY_PNG, useSayso } from '../../../test/helpers';
import { uploads } from '../../db/schema';
import { createSayso, type Sayso } from '../../server';

const replicas: Sayso[] = [];
const first = useSayso();
afterAll(async () => {
  for (const replica of replicas) {
    await replica.stop();
    await replica.engine.close();
  }
});

/** Another app on the same configuration, so the same database: a second replica. */
async function replica(): Promise<Sayso> {
  const started = await createSayso(first().deps.config, () => {});
  replicas.push(started);
  return started;
}

async function uploadLogo(): Promise<string> {
  const owner = await ownerWithCompany(first());
  const form = new FormData();
  form.set('image', new File([TINY_PNG], 'logo.png', { type: 'image/png' }));
  form.set('type', 'logo');
  form.set('companySlug', owner.company.slug);
  const res = await owner.client.call('POST', '/api/upload', { body: form });
  expect(res.status).toBe(200);
  return res.body.imageUrl;
}

const get = (app: Sayso['app'], url: string) => app.request(`http://localhost${url}`);
const uploadsFolder = () => path.join(first().dataDir, 'uploads');
const row = async (url: string) =>
  (
    await first()
      .db.select({ sizeBytes: uploads.sizeBytes, contentType: uploads.contentType, bytes: uploads.bytes })
      .from(uploads)
      .where(eq(uploads.fileName, path.basename(url)))
  )[0];

describe('uploads across replicas', () => {
  it('serves an image uploaded through one app from another on the same database', async () => {
    const url = await uploadLogo();
    const second = await replica();
    expect(existsSync(uploadsFolder())).toBe(false);
    const res = await get(second.app, url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await res.arrayBuffer()).equals(TINY_PNG)).toBe(true);
  });
});

describe('images from an older install', () => {
  it('moves a file of DATA_DIR/uploads into its row at start, then serves it from the database', async () => {
    const url = await uploadLogo();
    const missing = await uploadLogo();
    // What an install from before this change holds: rows without bytes, the images on disk.
    await first()
      .db.update(uploads)
      .set({ bytes: null, contentType: null, sizeBytes: 0 })
      .where(inArray(uploads.fileName, [path.basename(url), path.basename(missing)]));
    mkdirSync(uploadsFolder(), { recursive: true });
    writeFileSync(path.join(uploadsFolder(), path.basename(url)), TINY_PNG);
    expect((await get(first().app, url)).status).toBe(404);

    const started = await replica();
    const res = await get(started.app, url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer()).equals(TINY_PNG)).toBe(true);
    expect(await row(url)).toEqual({ sizeBytes: TINY_PNG.length, contentType: 'image/png', bytes: TINY_PNG });
    // The file is gone, and with it the empty folder; the other replica serves it too.
    expect(existsSync(uploadsFolder())).toBe(false);
    expect((await get(first().app, url)).status).toBe(200);
    // A row whose file is missing stays without bytes: a 404, as before.
    expect((await get(started.app, missing)).status).toBe(404);

    // Starting again changes nothing.
    const again = await replica();
    expect((await get(again.app, url)).status).toBe(200);
    expect(await row(url)).toEqual({ sizeBytes: TINY_PNG.length, contentType: 'image/png', bytes: TINY_PNG });
  });

  it('leaves a file no row claims, and one that is not an image, where it is', async () => {
    const url = await uploadLogo();
    await first()
      .db.update(uploads)
      .set({ bytes: null, contentType: null })
      .where(eq(uploads.fileName, path.basename(url)));
    mkdirSync(uploadsFolder(), { recursive: true });
    const stray = path.join(uploadsFolder(), `${'f'.repeat(32)}.png`);
    const notImage = path.join(uploadsFolder(), path.basename(url));
    writeFileSync(stray, TINY_PNG);
    writeFileSync(notImage, 'not an image');
    const started = await replica();
    expect((await get(started.app, url)).status).toBe(404);
    expect([existsSync(stray), existsSync(notImage)]).toEqual([true, true]);
  });
});
