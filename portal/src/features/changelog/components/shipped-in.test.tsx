import { describe, expect, it } from 'vitest';
import { mountPerTest } from '@/test/mount';
import { renderAt } from '../changelog-test-kit';
import { changelogLinksOf, ShippedIn } from './shipped-in';

const mount = mountPerTest();
const LINKS = [
  { slug: 'v2', title: 'Version 2', publishedAt: '2026-03-05T00:00:00.000Z' },
  { slug: 'dark-mode', title: 'Dark mode is here', publishedAt: '2026-03-04T00:00:00.000Z' },
];

describe('ShippedIn', () => {
  it('links each entry that shipped the idea, in the order given (newest first)', async () => {
    const container = await renderAt(
      mount,
      '/company/acme/ideas/1',
      '/company/:slug/ideas/:id',
      <ShippedIn slug="acme" links={LINKS} />,
    );
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Shipped in Version 2',
      'Shipped in Dark mode is here',
    ]);
    expect([...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/company/acme/changelog/v2',
      '/company/acme/changelog/dark-mode',
    ]);
  });

  it('shows nothing for an idea no entry shipped', async () => {
    const container = await renderAt(mount, '/x', '/x', <ShippedIn slug="acme" links={[]} />);
    expect(container.innerHTML).toBe('');
    expect(changelogLinksOf({ id: 1 })).toEqual([]);
    expect(changelogLinksOf({ id: 1, changelog: LINKS })).toBe(LINKS);
  });
});
