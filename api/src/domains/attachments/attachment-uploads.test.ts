/**
 * POST /api/attachments: screenshots sniffed by their bytes (PNG, JPEG, WebP, GIF; never an SVG,
 * a page or a renamed program), 5 MB each, counted in the plan's storage; anyone who may post.
 */
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pngOf, TINY_GIF, TINY_JPEG, TINY_PNG, TINY_WEBP, uploadShot } from '../../../test/attachment-kit';
import { Client, fastUser, openSayso, ownerWithCompany, useSayso } from '../../../test/helpers';
import { MAX_ATTACHMENT_BYTES, STORAGE_QUOTA_BYTES } from '../../contract';
import { uploads } from '../../db/schema';

let owner: Awaited<ReturnType<typeof ownerWithCompany>>;
const sayso = useSayso();
beforeAll(async () => {
  owner = await ownerWithCompany(sayso());
});

const storedRows = async () => (await sayso().db.select({ n: count() }).from(uploads))[0]?.n;
const get = (url: string) => sayso().app.request(`http://localhost${url}`);

describe('POST /api/attachments: what is accepted', () => {
  const accepted: Array<[string, Buffer, string, string]> = [
    ['PNG', TINY_PNG, 'png', 'image/png'],
    ['JPEG', TINY_JPEG, 'jpg', 'image/jpeg'],
    ['WebP', TINY_WEBP, 'webp', 'image/webp'],
    ['GIF', TINY_GIF, 'gif', 'image/gif'],
  ];
  for (const [kind, bytes, extension, contentType] of accepted) {
    it(`accepts a ${kind} by its content and serves the same bytes as ${contentType}`, async () => {
      const user = await fastUser(sayso());
      // The name and declared type lie on purpose: only the bytes count.
      const res = await uploadShot(user.client, owner.company.slug, bytes, 'shot.bin', 'text/plain');
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        url: expect.stringMatching(new RegExp(`^/uploads/[0-9a-f]{32}\\.${extension}$`)),
        contentType,
        sizeBytes: bytes.length,
      });
      const served = await get(res.body.url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(contentType);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    });
  }

  it('takes a file of exactly 5 MB, and refuses one byte more with 413, storing nothing', async () => {
    const user = await fastUser(sayso());
    const edge = await uploadShot(user.client, owner.company.slug, pngOf(MAX_ATTACHMENT_BYTES));
    expect(edge.status).toBe(201);
    expect(edge.body.sizeBytes).toBe(5 * 1024 * 1024);
    const before = await storedRows();
    const over = await uploadShot(user.client, owner.company.slug, pngOf(MAX_ATTACHMENT_BYTES + 1));
    expect(over.status).toBe(413);
    expect(over.body.message).toBe('Image is too large (max 5MB)');
    expect(await storedRows()).toBe(before);
  });
});

describe('POST /api/attachments: what is refused', () => {
  const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(120)]);
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>',
  );
  const html = Buffer.from(
    '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
  );
  // A page that carries a real PNG after its markup: a browser sniffing it would run the script.
  const polyglot = Buffer.concat([Buffer.from('<html><script>alert(1)</script><!--'), TINY_PNG]);
  const cases: Array<[string, Buffer, string, string]> = [
    ['a program renamed .png', exe, 'shot.png', 'image/png'],
    ['an SVG', svg, 'shot.svg', 'image/svg+xml'],
    ['an SVG named .png', svg, 'shot.png', 'image/png'],
    ['an HTML page', html, 'shot.html', 'text/html'],
    ['an HTML and PNG polyglot', polyglot, 'shot.png', 'image/png'],
    ['a text file renamed .gif', Buffer.from('just some words, no picture'), 'shot.gif', 'image/gif'],
  ];
  for (const [kind, bytes, name, type] of cases) {
    it(`refuses ${kind} with 400, storing nothing`, async () => {
      const before = await storedRows();
      const res = await uploadShot(owner.client, owner.company.slug, bytes, name, type);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Only PNG, JPEG, WebP or GIF images are allowed');
      expect(await storedRows()).toBe(before);
    });
  }

  it('answers 4xx with a message for no image, an empty one, an unknown company or a non-form body', async () => {
    const noImage = new FormData();
    noImage.set('companySlug', owner.company.slug);
    const unknown = new FormData();
    unknown.set('companySlug', 'no-such-company');
    unknown.set('image', new File([TINY_PNG], 'a.png'));
    const calls: Array<[FormData | string, number, string, Record<string, string>?]> = [
      [noImage, 400, 'Please choose an image to upload'],
      [unknown, 404, 'Company not found'],
      [
        '--x\r\ngarbage',
        400,
        'Expected a multipart form with an image',
        { 'content-type': 'multipart/form-data; boundary=x' },
      ],
    ];
    for (const [body, status, message, headers] of calls) {
      const res = await owner.client.call('POST', '/api/attachments', { body, ...(headers && { headers }) });
      expect(res.status, message).toBe(status);
      expect(res.body.message).toBe(message);
    }
    const empty = await uploadShot(owner.client, owner.company.slug, Buffer.alloc(0));
    expect([empty.status, empty.body.message]).toEqual([400, 'Please choose an image to upload']);
  });
});

describe('POST /api/attachments: who and how much', () => {
  it('takes an anonymous visitor’s upload and gives them a visitor id to bind it with', async () => {
    const visitor = new Client(sayso());
    const res = await uploadShot(visitor, owner.company.slug);
    expect(res.status).toBe(201);
    expect(visitor.cookies.has('sayso_visitor')).toBe(true);
    const [row] = await sayso().db.select().from(uploads).where(eq(uploads.id, res.body.id));
    expect([row?.type, row?.uploaderUserId, row?.uploaderVisitorId]).toEqual([
      'attachment',
      null,
      visitor.cookies.get('sayso_visitor')?.split('.')[0],
    ]);
  });

  it("counts screenshots in the plan's storage, even from a parallel burst, and says so with 413", async () => {
    const company = await ownerWithCompany(sayso());
    // Room for exactly two more 5 MB screenshots beside what the company holds.
    await sayso()
      .db.insert(uploads)
      .values({
        companyId: company.company.id,
        fileName: `${'e'.repeat(32)}.png`,
        type: 'logo',
        sizeBytes: STORAGE_QUOTA_BYTES.free - 2 * MAX_ATTACHMENT_BYTES,
      });
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        uploadShot(company.client, company.company.slug, pngOf(MAX_ATTACHMENT_BYTES)),
      ),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 201, 413, 413]);
    expect(answers.find((res) => res.status === 413)?.body.message).toBe(
      'Your company has used its 100 MB of image storage on the Free plan. Please use a smaller image or remove some.',
    );
    const rows = await sayso()
      .db.select({ sizeBytes: uploads.sizeBytes })
      .from(uploads)
      .where(eq(uploads.companyId, company.company.id));
    expect(rows.reduce((sum, row) => sum + row.sizeBytes, 0)).toBe(STORAGE_QUOTA_BYTES.free);
  });

  it('rate limits a visitor by address and a signed-in person by account, with 429', async () => {
    const limited = await openSayso({ RATE_LIMITS: 'on' });
    try {
      const company = await ownerWithCompany(limited);
      for (let i = 0; i < 60; i++)
        expect((await uploadShot(new Client(limited), company.company.slug)).status).toBe(201);
      const refused = await uploadShot(new Client(limited), company.company.slug);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/^Too many images/);
      // The account has its own allowance: the address's does not stop it.
      expect((await uploadShot(company.client, company.company.slug)).status).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
