import { act, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountPerTest } from '@/test/mount';
import { button, byLabel, click, fakeApi, settle } from '../test-kit';
import { CoverField } from './cover-field';

const mount = mountPerTest();

function Harness() {
  const [cover, setCover] = useState<{ id: number; url: string } | null>(null);
  return <CoverField companyId={7} cover={cover} onChange={setCover} />;
}

function choose(file: File) {
  return act(async () => {
    const input = byLabel('Cover image (optional)');
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('the cover image', () => {
  it('refuses a file that is not an image before any upload', async () => {
    const fake = fakeApi({});
    mount.render(<Harness />);
    await choose(new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(document.body.textContent).toContain('Only PNG, JPEG or WebP images are allowed');
    expect(fake.calls).toHaveLength(0);
  });

  it('uploads through the cover route, previews it, and removes it', async () => {
    const fake = fakeApi({
      'POST /api/companies/7/changelog/cover': { status: 201, body: { id: 31, url: '/uploads/c.png' } },
    });
    mount.render(<Harness />);
    await choose(new File(['png'], 'cover.png', { type: 'image/png' }));
    await settle();
    const sent = fake.sent('POST', '/api/companies/7/changelog/cover')[0]?.body as FormData;
    expect((sent.get('image') as File).name).toBe('cover.png');
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/uploads/c.png');
    await click('Remove cover');
    expect(document.querySelector('img')).toBeNull();
    expect(() => button('Remove cover')).toThrow();
  });

  it("shows the server's refusal under the field", async () => {
    fakeApi({
      'POST /api/companies/7/changelog/cover': {
        status: 413,
        body: { message: 'Image is too large (max 2MB)' },
      },
    });
    mount.render(<Harness />);
    await choose(new File(['png'], 'cover.png', { type: 'image/png' }));
    await settle();
    expect(byLabel('Cover image (optional)').getAttribute('aria-invalid')).toBe('true');
    expect(document.body.textContent).toContain('Image is too large (max 2MB)');
  });
});
