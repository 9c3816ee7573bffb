// The script tag's short form: `data-company` and `data-board` on the <script> element itself.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { destroy } from './core/widget';
import { BASE, iframe, launcher } from './test-utils';

afterEach(() => {
  destroy();
  delete window.Sayso;
  vi.resetModules();
});

/** Runs script-tag.ts as the browser would for `<script src=… data-…>`. */
async function load(data: Record<string, string>) {
  const script = document.createElement('script');
  script.src = `${BASE}/sdk/1.2.3/sayso.js`;
  Object.assign(script.dataset, data);
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  await import('./script-tag');
}

describe('the script tag', () => {
  it('opens the board data-board names, on the portal it was loaded from', async () => {
    await load({ company: 'acme', board: 'mobile' });
    launcher()?.click();
    expect(iframe()?.getAttribute('src')).toBe(
      `${BASE}/embed/acme?origin=${encodeURIComponent(location.origin)}&board=mobile`,
    );
  });

  it("opens the company's default board without data-board", async () => {
    await load({ company: 'acme' });
    launcher()?.click();
    expect(iframe()?.getAttribute('src')).toBe(
      `${BASE}/embed/acme?origin=${encodeURIComponent(location.origin)}`,
    );
  });
});
