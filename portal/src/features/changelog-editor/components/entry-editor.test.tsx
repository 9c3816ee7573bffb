import type { ChangelogTeamEntry, Company } from '@sayso/api/contract';
import { act } from 'react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountPerTest } from '@/test/mount';
import { DRAFT_MESSAGES } from '../lib/entry-draft';
import { SCHEDULE_MESSAGES, toLocalInputValue } from '../lib/schedule-time';
import {
  button,
  byLabel,
  click,
  type Routes as FakeRoutes,
  fakeApi,
  Providers,
  settle,
  teamEntry,
  type,
} from '../test-kit';
import ChangelogTab from './changelog-tab';

const mount = mountPerTest();
const company = { id: 7, slug: 'acme', name: 'Acme' } as Company;
const BOARDS = [
  {
    id: 1,
    name: 'Feature Requests',
    slug: 'feature-requests',
    description: null,
    position: 0,
    visibility: 'public',
  },
  { id: 2, name: 'Mobile', slug: 'mobile', description: null, position: 1, visibility: 'public' },
];
const IDEAS = [
  { id: 9, title: 'Dark mode please', boardId: 1 },
  { id: 10, title: 'Dark icons', boardId: 2 },
];

function api(more: FakeRoutes = {}) {
  return fakeApi({
    'GET /api/companies/7/changelog': { body: [] },
    'GET /api/companies/7/changelog-labels': { body: { builtIn: ['New', 'Improved', 'Fixed'], custom: [] } },
    'GET /api/companies/7/changelog-settings': { body: { trackOpens: false } },
    'GET /api/companies/acme/boards': { body: BOARDS },
    'GET /api/companies/7/inbox?q=dark&limit=8&sort=votes': {
      body: { ideas: IDEAS, nextCursor: null, total: 2 },
    },
    ...more,
  });
}

/** A draft at /changelog/5 whose writes answer `entry` changed as each route says. */
function existing(entry: ChangelogTeamEntry, more: FakeRoutes = {}) {
  return api({
    'GET /api/companies/7/changelog/5': { body: entry },
    'PATCH /api/companies/7/changelog/5': (body) => ({ body: { ...entry, ...(body as object) } }),
    ...more,
  });
}

async function render(path: string) {
  const container = mount.render(
    <Providers path={path}>
      <Routes>
        <Route path="/dashboard/:slug/changelog/*" element={<ChangelogTab company={company} plan="pro" />} />
      </Routes>
    </Providers>,
  );
  await settle();
  return container;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// A loaded machine renders the whole section slowly the first time; the default 5 s is too tight.
describe('the entry editor', { timeout: 20_000 }, () => {
  it('needs a title before it calls the server', async () => {
    const fake = api();
    await render('/dashboard/acme/changelog/new');
    await click('Save draft');
    expect(document.body.textContent).toContain(DRAFT_MESSAGES.title);
    expect(byLabel('Title').getAttribute('aria-invalid')).toBe('true');
    expect(fake.sent('POST', '/api/companies/7/changelog')).toHaveLength(0);
  });

  it('saves a new draft with its title, text and labels', async () => {
    const fake = api({
      'POST /api/companies/7/changelog': (body) => ({ status: 201, body: teamEntry(body as object) }),
      'GET /api/companies/7/changelog/5': { body: teamEntry() },
    });
    await render('/dashboard/acme/changelog/new');
    await type('Title', 'Dark mode');
    await type('What changed', 'At **last**.');
    await click('Improved');
    expect(button('Improved').getAttribute('aria-pressed')).toBe('true');
    await click('Save draft');
    await settle();
    expect(fake.sent('POST', '/api/companies/7/changelog')[0]?.body).toEqual({
      title: 'Dark mode',
      body: 'At **last**.',
      labels: ['Improved'],
      ideaIds: [],
      coverUploadId: null,
    });
    // Now at its own address: the next save changes it instead of creating another.
    expect(document.body.textContent).toContain('Edit entry');
  });

  it("shows the server's refusal at its field, verbatim", async () => {
    api({
      'POST /api/companies/7/changelog': {
        status: 400,
        body: { message: 'Invalid input', issues: [{ path: 'labels', message: 'Unknown label: Beta' }] },
      },
    });
    await render('/dashboard/acme/changelog/new');
    await type('Title', 'Dark mode');
    await click('Save draft');
    await settle();
    expect(document.getElementById('changelog-labels-error')?.textContent).toBe('Unknown label: Beta');
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });

  it('links ideas found by title, shown as chips with their board, and removes them', async () => {
    const fake = existing(teamEntry());
    await render('/dashboard/acme/changelog/5');
    // The search waits for typing to pause: the test moves the clock instead of waiting.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await type('Linked ideas', 'dark');
    await act(async () => vi.advanceTimersByTimeAsync(300));
    await click('Link Dark mode please');
    await click('Link Dark icons');
    const chips = [...document.querySelectorAll('[data-testid="linked-idea"]')].map(
      (chip) => chip.textContent,
    );
    expect(chips).toEqual(['Dark mode pleaseFeature Requests×', 'Dark iconsMobile×']);
    expect(button('Link Dark icons').disabled).toBe(true);
    await click('Remove Dark mode please');
    vi.useRealTimers();
    await click('Save draft');
    await settle();
    expect(fake.sent('PATCH', '/api/companies/7/changelog/5')[0]?.body).toMatchObject({ ideaIds: [10] });
  });

  it('publishes after a confirm that says how many ideas move to Completed and who is told', async () => {
    const entry = teamEntry({
      ideas: [
        { id: 9, title: 'Dark mode please', boardSlug: 'feature-requests' },
        { id: 10, title: 'Dark icons', boardSlug: 'mobile' },
      ],
    });
    const fake = existing(entry, {
      'POST /api/companies/7/changelog/5/publish': { body: { ...entry, state: 'published' } },
    });
    await render('/dashboard/acme/changelog/5');
    await click('Publish now');
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain(
      '2 linked ideas move to Completed, and the people who asked for them (voters, submitters and commenters) get an e-mail',
    );
    expect(fake.sent('POST', '/api/companies/7/changelog/5/publish')).toHaveLength(0);
    await act(async () => dialog?.querySelectorAll('button')[2]?.click());
    await settle();
    // Saved first (the form as shown), then published; back to the list.
    expect(fake.calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.url}`)).toEqual([
      'PATCH /api/companies/7/changelog/5',
      'POST /api/companies/7/changelog/5/publish',
    ]);
    expect(document.body.textContent).toContain('New entry');
  });

  it('schedules at a future local time sent as ISO, and refuses the past without a call', async () => {
    const entry = teamEntry();
    const fake = existing(entry, {
      'POST /api/companies/7/changelog/5/schedule': (body) => ({
        body: { ...entry, state: 'scheduled', publishAt: (body as { publishAt: string }).publishAt },
      }),
    });
    await render('/dashboard/acme/changelog/5');
    await click('Schedule…');
    const past = toLocalInputValue(new Date(Date.now() - 3600_000));
    await type('Publish on', past);
    await click('Schedule');
    expect(document.body.textContent).toContain(SCHEDULE_MESSAGES.past);
    const later = new Date(Date.now() + 2 * 24 * 3600_000);
    later.setSeconds(0, 0);
    await type('Publish on', toLocalInputValue(later));
    await click('Schedule');
    await settle();
    expect(fake.sent('POST', '/api/companies/7/changelog/5/schedule').map((c) => c.body)).toEqual([
      { publishAt: later.toISOString() },
    ]);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(button('Unschedule')).toBeTruthy();
    expect(document.body.textContent).toContain('Scheduled for');
  });

  it("keeps the schedule dialog open with the server's refusal at the field", async () => {
    existing(teamEntry(), {
      'POST /api/companies/7/changelog/5/schedule': {
        status: 400,
        body: {
          message: 'Invalid input',
          issues: [{ path: 'publishAt', message: 'publishAt must be in the future' }],
        },
      },
    });
    await render('/dashboard/acme/changelog/5');
    await click('Schedule…');
    await click('Schedule');
    await settle();
    expect(document.querySelector('[role="dialog"]')?.textContent).toContain(
      'publishAt must be in the future',
    );
  });

  it('shows a refusal that names no field above the actions, verbatim', async () => {
    existing(teamEntry(), {
      'POST /api/companies/7/changelog/5/publish': {
        status: 403,
        body: { message: 'Only the company owner or an admin can do this' },
      },
    });
    await render('/dashboard/acme/changelog/5');
    await click('Publish now');
    await act(async () => document.querySelector('[role="dialog"]')?.querySelectorAll('button')[2]?.click());
    await settle();
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(
      'Only the company owner or an admin can do this',
    );
    expect(document.body.textContent).toContain('Edit entry');
  });

  it('unschedules a scheduled entry back to a draft', async () => {
    const entry = teamEntry({ state: 'scheduled', publishAt: '2030-01-01T09:00:00.000Z' });
    const fake = existing(entry, {
      'POST /api/companies/7/changelog/5/unschedule': { body: { ...entry, state: 'draft', publishAt: null } },
    });
    await render('/dashboard/acme/changelog/5');
    await click('Unschedule');
    await settle();
    expect(fake.sent('POST', '/api/companies/7/changelog/5/unschedule')).toHaveLength(1);
    expect(button('Schedule…')).toBeTruthy();
  });

  it('deletes only after the confirm', async () => {
    const fake = existing(teamEntry(), { 'DELETE /api/companies/7/changelog/5': { body: { ok: true } } });
    await render('/dashboard/acme/changelog/5');
    await click('Delete');
    expect(fake.sent('DELETE', '/api/companies/7/changelog/5')).toHaveLength(0);
    await click('Delete entry');
    await settle();
    expect(fake.sent('DELETE', '/api/companies/7/changelog/5')).toHaveLength(1);
  });

  it('offers Save changes (no schedule or publish) on a published entry', async () => {
    existing(teamEntry({ state: 'published', publishedAt: '2026-04-01T09:00:00.000Z' }));
    await render('/dashboard/acme/changelog/5');
    expect(button('Save changes')).toBeTruthy();
    expect(() => button('Publish now')).toThrow();
    expect(() => button('Schedule…')).toThrow();
  });
});
