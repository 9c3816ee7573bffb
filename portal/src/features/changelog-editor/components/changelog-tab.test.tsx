import type { Company, PlanId } from '@sayso/api/contract';
import { act } from 'react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountPerTest } from '@/test/mount';
import { localDate, localDateTime } from '../lib/schedule-time';
import { button, type Routes as FakeRoutes, fakeApi, Providers, settle, teamEntry, type } from '../test-kit';
import ChangelogTab from './changelog-tab';

const mount = mountPerTest();
const company = { id: 7, slug: 'acme', name: 'Acme' } as Company;
const LABELS = { builtIn: ['New', 'Improved', 'Fixed'], custom: [{ id: 2, name: 'Security' }] };

const scheduled = teamEntry({
  id: 6,
  title: 'Exports',
  state: 'scheduled',
  publishAt: '2026-05-02T07:00:00.000Z',
});
const published = teamEntry({
  id: 5,
  title: 'Dark mode',
  state: 'published',
  publishedAt: '2026-04-01T09:00:00.000Z',
  labels: ['New', 'Security'],
  stats: { emailsSent: 42, emailsOpened: 17, widgetViews: 230 },
});

function api(trackOpens: boolean, more: FakeRoutes = {}) {
  return fakeApi({
    'GET /api/companies/7/changelog': { body: [scheduled, published] },
    'GET /api/companies/7/changelog-labels': { body: LABELS },
    'GET /api/companies/7/changelog-settings': { body: { trackOpens } },
    ...more,
  });
}

async function render(plan: PlanId = 'pro') {
  const container = mount.render(
    <Providers path="/dashboard/acme/changelog">
      <Routes>
        <Route path="/dashboard/:slug/changelog/*" element={<ChangelogTab company={company} plan={plan} />} />
      </Routes>
    </Providers>,
  );
  await settle();
  return container;
}

const rows = (container: HTMLElement) => [
  ...container.querySelectorAll<HTMLElement>('[data-testid="changelog-entry"]'),
];

afterEach(() => vi.unstubAllGlobals());

// A loaded machine renders the whole section slowly the first time; the default 5 s is too tight.
describe('the Changelog section', { timeout: 20_000 }, () => {
  it('lists each entry with its state, labels and figures, and offers a new entry', async () => {
    api(true);
    const container = await render();
    const [first, second] = rows(container);
    expect(first?.textContent).toContain('Exports');
    expect(first?.textContent).toContain(`Scheduled for ${localDateTime('2026-05-02T07:00:00.000Z')}`);
    expect(second?.textContent).toContain(`Published ${localDate('2026-04-01T09:00:00.000Z')}`);
    expect(second?.textContent).toContain('NewSecurity');
    const figures = second?.querySelector('dl')?.textContent;
    expect(figures).toBe('E-mails sent42Opened17Widget views230');
    const link = [...container.querySelectorAll('a')].find((a) => a.textContent === 'New entry');
    expect(link?.getAttribute('href')).toBe('/dashboard/acme/changelog/new');
    expect(second?.querySelector('a')?.getAttribute('href')).toBe('/dashboard/acme/changelog/5');
  });

  it('reads the list anew each time it opens (after the editor published)', async () => {
    const entries = [scheduled];
    api(false, { 'GET /api/companies/7/changelog': () => ({ body: [...entries] }) });
    const container = await render();
    expect(rows(container)).toHaveLength(1);
    await act(async () =>
      [...container.querySelectorAll('a')].find((a) => a.textContent === 'New entry')?.click(),
    );
    entries.push(published);
    await act(async () =>
      [...container.querySelectorAll('a')].find((a) => a.textContent === '← All entries')?.click(),
    );
    // swr asks again on the frame after a remount with data in its cache.
    await act(async () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
    await settle();
    expect(rows(container).map((row) => row.querySelector('h4')?.textContent)).toEqual([
      'Exports',
      'Dark mode',
    ]);
  });

  it('leaves Opened out while opens are not tracked', async () => {
    api(false);
    const container = await render();
    expect(rows(container)[1]?.querySelector('dl')?.textContent).toBe('E-mails sent42Widget views230');
  });

  it('turns open tracking on with the switch', async () => {
    const fake = api(false, {
      'PUT /api/companies/7/changelog-settings': (body) => ({ body }),
    });
    const container = await render();
    const toggle = container.querySelector<HTMLInputElement>('input[role="switch"]');
    expect(toggle?.checked).toBe(false);
    await act(async () => toggle?.click());
    await settle();
    expect(fake.sent('PUT', '/api/companies/7/changelog-settings')[0]?.body).toEqual({ trackOpens: true });
    expect(toggle?.checked).toBe(true);
    expect(rows(container)[1]?.querySelector('dl')?.textContent).toContain('Opened17');
  });

  it('greys the custom labels form on Free with the upgrade note', async () => {
    api(false);
    const container = await render('free');
    const gate = container.querySelector('fieldset[disabled]');
    expect(gate?.contains(button('Add label'))).toBe(true);
    expect(document.getElementById(gate?.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Custom changelog labels needs the Pro plan. Upgrade to Pro',
    );
  });

  it('adds a custom label on Pro, and shows the refusal at the field verbatim', async () => {
    const fake = api(false, {
      'POST /api/companies/7/changelog-labels': (body) =>
        (body as { name: string }).name === 'New'
          ? { status: 409, body: { message: 'A label with this name already exists' } }
          : { status: 201, body: { id: 3, ...(body as object) } },
    });
    await render('pro');
    await type('New label', 'New');
    await act(async () => button('Add label').click());
    await settle();
    expect(document.body.textContent).toContain('A label with this name already exists');
    await type('New label', 'Beta');
    await act(async () => button('Add label').click());
    await settle();
    expect(fake.sent('POST', '/api/companies/7/changelog-labels').map((c) => c.body)).toEqual([
      { name: 'New' },
      { name: 'Beta' },
    ]);
  });

  it('deletes a custom label after asking', async () => {
    const fake = api(false, { 'DELETE /api/companies/7/changelog-labels/2': { body: { ok: true } } });
    await render('pro');
    await act(async () => button('Delete label Security').click());
    expect(document.body.textContent).toContain('"Security" comes off every entry that carries it.');
    await act(async () => button('Delete label').click());
    await settle();
    expect(fake.sent('DELETE', '/api/companies/7/changelog-labels/2')).toHaveLength(1);
  });
});
