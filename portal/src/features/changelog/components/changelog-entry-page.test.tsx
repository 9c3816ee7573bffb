import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountPerTest } from '@/test/mount';
import { ACME, makeEntry, renderAt, serve } from '../changelog-test-kit';
import { ChangelogEntryPage } from './changelog-entry-page';

const mount = mountPerTest();
const PATTERN = '/company/:slug/changelog/:entrySlug';
afterEach(() => vi.unstubAllGlobals());

const draw = (entrySlug: string) =>
  renderAt(
    mount,
    `/company/acme/changelog/${entrySlug}`,
    PATTERN,
    <ChangelogEntryPage slug="acme" entrySlug={entrySlug} notFound={<h1>404 Page Not Found</h1>} />,
  );

describe('ChangelogEntryPage', () => {
  it('shows the entry with its title as the heading and the way back to the list', async () => {
    const entry = makeEntry({ ideas: [{ id: 3, title: 'Export to CSV', boardSlug: 'feature-requests' }] });
    serve({
      '/api/companies/acme': { body: ACME },
      '/api/companies/acme/changelog/dark-mode': { body: entry },
    });
    const container = await draw('dark-mode');
    expect(container.querySelector('h1')?.textContent).toBe('Dark mode is here');
    expect(container.querySelector('h1 a')).toBeNull();
    const links = [...container.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toContainEqual(['← All updates', '/company/acme/changelog']);
    expect(links).toContainEqual(['Export to CSV', '/company/acme/ideas/3']);
    expect(document.title).toBe('Dark mode is here · Sayso');
  });

  it('shows the 404 page for an entry that is missing or not for this viewer', async () => {
    serve({ '/api/companies/acme': { body: ACME } });
    const container = await draw('secret');
    expect(container.querySelector('h1')?.textContent).toBe('404 Page Not Found');
    expect(container.querySelector('article')).toBeNull();
  });

  it('offers a retry when the entry could not be loaded', async () => {
    serve({
      '/api/companies/acme': { body: ACME },
      '/api/companies/acme/changelog/dark-mode': { status: 503, body: { message: 'Down' } },
    });
    const container = await draw('dark-mode');
    expect(container.textContent).toContain('This update could not be loaded.');
  });
});
