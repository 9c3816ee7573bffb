import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountPerTest } from '@/test/mount';
import { ACME, makeEntry, renderAt, serve, settle } from '../changelog-test-kit';
import { ChangelogPage } from './changelog-page';

const mount = mountPerTest();
const PATTERN = '/company/:slug/changelog';
afterEach(() => vi.unstubAllGlobals());

const ENTRY = makeEntry({
  labels: ['New', 'Mobile'],
  coverUrl: '/uploads/cover.png',
  ideas: [{ id: 12, title: 'Dark mode please', boardSlug: 'feature-requests' }],
});

const page = (entries = [ENTRY], number = 1, totalPages = 1) => ({
  body: { entries, page: number, totalPages },
});

const link = (name: string) =>
  [...mount.container.querySelectorAll('a')].find((a) => a.textContent?.includes(name)) ?? null;

describe('ChangelogPage', () => {
  it('shows each entry with its date, labels, cover, linked title, body and shipped ideas', async () => {
    const fetchMock = serve({
      '/api/companies/acme': { body: ACME },
      '/api/companies/acme/changelog?page=1': page(),
    });
    const container = await renderAt(
      mount,
      '/company/acme/changelog',
      PATTERN,
      <ChangelogPage slug="acme" />,
    );

    expect(fetchMock.mock.calls.map((call) => call[0])).toContain('/api/companies/acme/changelog?page=1');
    const article = container.querySelector('article');
    expect(article?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-03-04T12:00:00.000Z');
    expect(article?.querySelector('time')?.textContent).toMatch(/^March [34], 2026$/);
    expect([...(article?.querySelectorAll('li') ?? [])].map((li) => li.textContent)).toContain('Mobile');
    expect(article?.querySelector('img')?.getAttribute('src')).toBe('/uploads/cover.png');
    expect(link('Dark mode is here')?.getAttribute('href')).toBe('/company/acme/changelog/dark-mode');
    expect(article?.querySelector('strong')?.textContent).toBe('settings');
    expect(article?.textContent).toContain('Shipped:');
    expect(link('Dark mode please')?.getAttribute('href')).toBe('/company/acme/ideas/12');
  });

  it('names the Atom feed in the page and in the head, and takes it out of the head on leaving', async () => {
    serve({ '/api/companies/acme': { body: ACME }, '/api/companies/acme/changelog?page=1': page() });
    await renderAt(mount, '/company/acme/changelog', PATTERN, <ChangelogPage slug="acme" />);
    expect(link('Atom feed')?.getAttribute('href')).toBe('/company/acme/changelog.atom');
    const head = () => document.head.querySelector('link[rel="alternate"][type="application/atom+xml"]');
    expect(head()?.getAttribute('href')).toBe('/company/acme/changelog.atom');
    expect(head()?.getAttribute('title')).toBe('Acme changelog');
    mount.render(null);
    expect(head()).toBeNull();
  });

  it('pages by ?page=: Newer and Older keep the page in the address', async () => {
    const fetchMock = serve({
      '/api/companies/acme': { body: ACME },
      '/api/companies/acme/changelog?page=2': page([ENTRY], 2, 3),
    });
    await renderAt(mount, '/company/acme/changelog?page=2', PATTERN, <ChangelogPage slug="acme" />);
    expect(fetchMock.mock.calls.map((call) => call[0])).toContain('/api/companies/acme/changelog?page=2');
    expect(link('Newer')?.getAttribute('href')).toBe('/company/acme/changelog');
    expect(link('Newer')?.querySelector('[aria-hidden="true"]')?.textContent).toBe('←');
    expect(link('Older')?.getAttribute('href')).toBe('/company/acme/changelog?page=3');
    expect(mount.container.textContent).toContain('Page 2 of 3');
  });

  it('says "No updates yet" when nothing is published', async () => {
    serve({ '/api/companies/acme': { body: ACME }, '/api/companies/acme/changelog?page=1': page([]) });
    const container = await renderAt(
      mount,
      '/company/acme/changelog?page=x',
      PATTERN,
      <ChangelogPage slug="acme" />,
    );
    expect(container.textContent).toContain('No updates yet');
    expect(container.querySelector('article')).toBeNull();
  });

  it('shows the company not found for an unknown company', async () => {
    serve({});
    const container = await renderAt(
      mount,
      '/company/nope/changelog',
      PATTERN,
      <ChangelogPage slug="nope" />,
    );
    expect(container.querySelector('h1')?.textContent).toBe('Company not found');
  });
});

describe('Subscribe by e-mail', () => {
  const answers = (subscribe: Parameters<typeof serve>[0][string]) => ({
    '/api/companies/acme': { body: ACME },
    '/api/companies/acme/changelog?page=1': page(),
    '/api/companies/acme/changelog/subscribe': subscribe,
  });
  const fill = async (value: string) => {
    const input = mount.container.querySelector<HTMLInputElement>('input[type="email"]');
    if (!input) throw new Error('No e-mail field');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    await act(async () => {
      setValue?.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => {
      mount.container.querySelector('form')?.requestSubmit();
    });
    await settle();
    return input;
  };
  const subscribeCalls = (fetchMock: ReturnType<typeof serve>) =>
    fetchMock.mock.calls.filter((call) => String(call[0]).endsWith('/subscribe'));

  it('posts the address and says to check the inbox, in the page', async () => {
    const fetchMock = serve(
      answers({ status: 202, body: { message: 'Check your inbox to confirm your subscription' } }),
    );
    await renderAt(mount, '/company/acme/changelog', PATTERN, <ChangelogPage slug="acme" />);
    expect(mount.container.querySelector('label')?.textContent).toBe('Email');
    await fill(' Ada@Example.com ');
    const [call] = subscribeCalls(fetchMock);
    expect(call?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ email: 'ada@example.com' });
    expect(mount.container.querySelector('[role="status"]')?.textContent).toBe(
      'Check your inbox to confirm your subscription',
    );
    expect(mount.container.querySelector('input[type="email"]')).toBeNull();
  });

  it('refuses a malformed address by the field, sending nothing', async () => {
    const fetchMock = serve(answers({ status: 202, body: { message: 'sent' } }));
    await renderAt(mount, '/company/acme/changelog', PATTERN, <ChangelogPage slug="acme" />);
    const input = await fill('not-an-address');
    expect(subscribeCalls(fetchMock)).toHaveLength(0);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Please enter a valid email address',
    );
  });

  it("shows the server's refusal in the page (a rate limit), keeping the form", async () => {
    serve(answers({ status: 429, body: { message: 'Too many requests. Please try again later.' } }));
    await renderAt(mount, '/company/acme/changelog', PATTERN, <ChangelogPage slug="acme" />);
    await fill('ada@example.com');
    expect(mount.container.querySelector('[role="alert"]')?.textContent).toBe(
      'Too many requests. Please try again later.',
    );
    expect(mount.container.querySelector('input[type="email"]')).not.toBeNull();
  });

  it("puts a 400's field message under the field", async () => {
    serve(
      answers({
        status: 400,
        body: {
          message: 'Validation error',
          issues: [{ path: 'email', message: 'Please enter a valid email address' }],
        },
      }),
    );
    await renderAt(mount, '/company/acme/changelog', PATTERN, <ChangelogPage slug="acme" />);
    const input = await fill('ada@example.com');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});
