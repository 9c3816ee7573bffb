/** Upload limits over HTTP: the company quota, the rate limit, and files that are replaced or never saved. */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type Client,
  openSayso,
  ownerOnPlan,
  ownerWithCompany,
  TINY_PNG,
  useSayso,
} from '../../../test/helpers';
import { STORAGE_QUOTA_BYTES } from '../../contract';
import { uploads } from '../../db/schema';
import { MAX_IMAGE_BYTES } from './uploads';

const sayso = useSayso();

/** A PNG signature padded to `size` bytes: detected as PNG by its content, like a real one. */
const pngOf = (size: number) => Buffer.concat([TINY_PNG, Buffer.alloc(size - TINY_PNG.length)]);

function upload(client: Client, slug: string, bytes: Buffer = TINY_PNG, type = 'logo') {
  const body = new FormData();
  body.set('companySlug', slug);
  body.set('type', type);
  body.set('image', new File([bytes], 'logo.png', { type: 'image/png' }));
  return client.call('POST', '/api/upload', { body });
}

/** A row that counts `sizeBytes` against the company's quota without holding that many bytes. */
const fillStorage = (companyId: number, sizeBytes: number) =>
  sayso()
    .db.insert(uploads)
    .values({ companyId, fileName: `${randomUUID().replaceAll('-', '')}.png`, type: 'logo', sizeBytes });

const storedBytes = async (companyId: number) =>
  (
    await sayso()
      .db.select({ sizeBytes: uploads.sizeBytes })
      .from(uploads)
      .where(eq(uploads.companyId, companyId))
  ).reduce((sum, row) => sum + row.sizeBytes, 0);

const served = async (url: string) => (await sayso().app.request(`http://localhost${url}`)).status === 200;
const recorded = async (url: string) =>
  (
    await sayso()
      .db.select({ id: uploads.id })
      .from(uploads)
      .where(eq(uploads.fileName, path.basename(url)))
  )[0] !== undefined;

describe('upload quota', () => {
  it("stores at most the Free plan's 100 MB per company, even from a parallel burst, and says so with 413", async () => {
    const owner = await ownerWithCompany(sayso());
    const quota = STORAGE_QUOTA_BYTES.free;
    // Room for exactly three more 2 MB images: the rest of the 100 MB is taken already.
    await fillStorage(owner.company.id, quota - 3 * MAX_IMAGE_BYTES);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => upload(owner.client, owner.company.slug, pngOf(MAX_IMAGE_BYTES))),
    );
    expect(answers.filter((res) => res.status === 200)).toHaveLength(3);
    const refused = answers.filter((res) => res.status === 413);
    expect(refused).toHaveLength(3);
    expect(refused[0]?.body.message).toBe(
      'Your company has used its 100 MB of image storage on the Free plan. Please use a smaller image or remove some.',
    );
    expect(await storedBytes(owner.company.id)).toBe(quota);
  });

  it('grows with the plan: Pro stores past 100 MB, up to 1 GB', async () => {
    const owner = await ownerOnPlan(sayso(), 'pro');
    await fillStorage(owner.company.id, STORAGE_QUOTA_BYTES.free);
    expect((await upload(owner.client, owner.company.slug)).status).toBe(200);
    await fillStorage(owner.company.id, STORAGE_QUOTA_BYTES.pro - (await storedBytes(owner.company.id)));
    const refused = await upload(owner.client, owner.company.slug);
    expect(refused.status).toBe(413);
    expect(refused.body.message).toMatch(/its 1 GB of image storage on the Pro plan/);
  });
});

describe('upload rate limit', () => {
  it("refuses a user's 21st upload within the hour with 429, storing nothing", async () => {
    const limited = await openSayso({ RATE_LIMITS: 'on' });
    try {
      const owner = await ownerWithCompany(limited);
      for (let i = 0; i < 20; i++) expect((await upload(owner.client, owner.company.slug)).status).toBe(200);
      const refused = await upload(owner.client, owner.company.slug);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/^Too many uploads/);
      expect(await limited.db.select().from(uploads)).toHaveLength(20);
    } finally {
      await limited.close();
    }
  });
});

describe('replaced and unsaved uploads', () => {
  it("deletes the company's previous logo once a new one is saved, and keeps the cover", async () => {
    const owner = await ownerWithCompany(sayso());
    const url = async (type = 'logo') =>
      (await upload(owner.client, owner.company.slug, TINY_PNG, type)).body.imageUrl;
    const [first, cover] = [await url(), await url('cover')];
    const patch = (body: object) => owner.client.patch(`/api/companies/${owner.company.id}`, body);
    expect((await patch({ logoUrl: first, coverImageUrl: cover })).status).toBe(200);
    const second = await url();
    expect((await patch({ logoUrl: second })).status).toBe(200);
    expect([await served(first), await recorded(first)]).toEqual([false, false]);
    expect([
      await served(second),
      await recorded(second),
      await served(cover),
      await recorded(cover),
    ]).toEqual([true, true, true, true]);
  });

  it('removes an upload never saved to the company once the grace hour has passed, on the next upload', async () => {
    const owner = await ownerWithCompany(sayso());
    const send = async () => (await upload(owner.client, owner.company.slug)).body.imageUrl as string;
    const [saved, unsaved, recent] = [await send(), await send(), await send()];
    await owner.client.patch(`/api/companies/${owner.company.id}`, { logoUrl: saved });
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000).toISOString();
    for (const url of [saved, unsaved])
      await sayso()
        .db.update(uploads)
        .set({ createdAt: twoHoursAgo })
        .where(eq(uploads.fileName, path.basename(url)));
    const next = await send();
    expect([await served(unsaved), await recorded(unsaved)]).toEqual([false, false]);
    for (const kept of [saved, recent, next])
      expect([await served(kept), await recorded(kept)]).toEqual([true, true]);
  });
});
