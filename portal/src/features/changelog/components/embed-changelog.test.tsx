import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { mountPerTest } from '@/test/mount';
import { makeEntry, renderAt, serve, settle } from '../changelog-test-kit';
import { forgetCountedViews } from '../lib/widget-views';
import { EmbedChangelog } from './embed-changelog';

const mount = mountPerTest();
beforeEach(() => forgetCountedViews());
afterEach(() => vi.unstubAllGlobals());

const FIRST = makeEntry({ ideas: [{ id: 5, title: 'Dark mode please', boardSlug: 'feature-requests' }] });
const SECOND = makeEntry({ id: 2, slug: 'faster-search', title: 'Faster search', labels: ['Improved'] });
const ANSWERS = {
  '/api/companies/acme/changelog?page=1': { body: { entries: [FIRST, SECOND], page: 1, totalPages: 1 } },
  '/api/companies/acme/changelog/faster-search': { body: SECOND },
  '/api/companies/acme/changelog/dark-mode/view': { status: 204, body: null },
  '/api/companies/acme/changelog/faster-search/view': { status: 204, body: null },
};

const draw = (query: string) =>
  renderAt(
    mount,
    `/embed/acme?${query}`,
    '/embed/:slug',
    <EmbedChangelog slug="acme" ideaHref={(idea) => `?view=changelog&idea=${idea.id}`} />,
  );

const views = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.filter((call) => String(call[0]).endsWith('/view'));

const click = async (name: string) => {
  const link = [...mount.container.querySelectorAll('a')].find((a) => a.textContent === name);
  if (!link) throw new Error(`No link ${name}`);
  await act(async () => link.click());
  await settle();
};

describe('EmbedChangelog', () => {
  it('lists the entries compactly, each opening in place with the way back', async () => {
    serve(ANSWERS);
    const container = await draw('view=changelog&origin=https%3A%2F%2Fhost.example');
    expect([...container.querySelectorAll('article h2')].map((h) => h.textContent)).toEqual([
      'Dark mode is here',
      'Faster search',
    ]);
    const titleLink = [...container.querySelectorAll('a')].find((a) => a.textContent === 'Faster search');
    expect(titleLink?.getAttribute('href')).toBe(
      '/embed/acme?view=changelog&origin=https%3A%2F%2Fhost.example&entry=faster-search',
    );
    const ideaLink = [...container.querySelectorAll('a')].find((a) => a.textContent === 'Dark mode please');
    expect(ideaLink?.getAttribute('href')).toBe('/embed/acme?view=changelog&idea=5');

    await click('Faster search');
    expect(container.querySelector('h1')?.textContent).toBe('Faster search');
    await click('← Back to all updates');
    expect(container.querySelectorAll('article')).toHaveLength(2);
  });

  it('opened by the widget, posts one view per entry shown, once per page load, with keepalive', async () => {
    const fetchMock = serve(ANSWERS);
    await draw('view=changelog&source=widget');
    expect(views(fetchMock).map((call) => call[0])).toEqual([
      '/api/companies/acme/changelog/dark-mode/view',
      '/api/companies/acme/changelog/faster-search/view',
    ]);
    expect(views(fetchMock)[0]?.[1]).toMatchObject({ method: 'POST', keepalive: true });

    // Opening an entry and coming back shows the same entries again: nothing more is counted.
    await click('Faster search');
    await click('← Back to all updates');
    expect(views(fetchMock)).toHaveLength(2);
  });

  it('counts an entry opened straight from the widget', async () => {
    const fetchMock = serve(ANSWERS);
    await draw('view=changelog&source=widget&entry=faster-search');
    expect(views(fetchMock).map((call) => call[0])).toEqual([
      '/api/companies/acme/changelog/faster-search/view',
    ]);
  });

  it('counts nothing when not opened by the widget', async () => {
    const fetchMock = serve(ANSWERS);
    await draw('view=changelog');
    expect(views(fetchMock)).toHaveLength(0);
  });

  it('counts nothing for a visitor who asks not to be tracked', async () => {
    const fetchMock = serve(ANSWERS);
    Object.defineProperty(navigator, 'doNotTrack', { value: '1', configurable: true });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'doNotTrack');
    });
    await draw('view=changelog&source=widget');
    expect(views(fetchMock)).toHaveLength(0);
  });

  it('says so for an entry that is missing or hidden', async () => {
    serve(ANSWERS);
    const container = await draw('view=changelog&entry=secret');
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      "This update doesn't exist or has been removed.",
    );
  });
});
