import type { Company, ImportPreview, PlanId } from '@sayso/api/contract';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { mountPerTest } from '@/test/mount';
import { importIdeas, previewImport } from '../api/data-api';
import { DataCard } from './data-card';

vi.mock('../api/data-api', async (original) => ({
  ...(await original<typeof import('../api/data-api')>()),
  previewImport: vi.fn(),
  importIdeas: vi.fn(),
}));
const preview = vi.mocked(previewImport);
const importAll = vi.mocked(importIdeas);

const company = { id: 7, slug: 'acme', name: 'Acme' } as Company;
const CSV =
  'title,description,category\nDark mode please,A darker theme for the night.,Other\nHey,short,Gardening\n';
const PREVIEW: ImportPreview = {
  valid: 1,
  invalid: 1,
  rows: [
    {
      row: 2,
      idea: {
        title: 'Dark mode please',
        description: 'A darker theme for the night.',
        status: 'planned',
        category: 'other',
        categoryId: null,
        categoryName: 'Other',
        votes: 4,
      },
    },
    { row: 3, issues: [{ path: 'title', message: 'Title must be at least 5 characters' }] },
  ],
};

beforeEach(() => {
  preview.mockReset();
  importAll.mockReset();
});

const mount = mountPerTest();

function render(plan: PlanId) {
  const container = mount.render(
    <MemoryRouter>
      <SWRConfig value={{ provider: () => new Map() }}>
        <ToastProvider>
          <DataCard company={company} plan={plan} />
        </ToastProvider>
      </SWRConfig>
    </MemoryRouter>,
  );
  const button = (name: RegExp) => {
    const found = [...container.querySelectorAll('button')].find((b) => name.test(b.textContent ?? ''));
    if (!found) throw new Error(`No button ${name}`);
    return found;
  };
  const fileInput = () => container.querySelector('input[type="file"]') as HTMLInputElement;
  const choose = (content: string) =>
    act(() => {
      Object.defineProperty(fileInput(), 'files', {
        configurable: true,
        value: [new File([content], 'ideas.csv', { type: 'text/csv' })],
      });
      fileInput().dispatchEvent(new Event('change', { bubbles: true }));
    });
  const click = (name: RegExp) => act(async () => button(name).click());
  return { container, button, choose, click, fileInput };
}

describe('DataCard', () => {
  it('on free: downloads and the import greyed and disabled under the Pro note', () => {
    const { container, button, fileInput } = render('free');
    expect(container.textContent).toContain('Data export needs the Pro plan. Upgrade to Pro');
    expect(container.querySelectorAll('a[download]')).toHaveLength(0);
    const downloads = [
      ...container.querySelectorAll('button[aria-label^="Download"]'),
    ] as HTMLButtonElement[];
    expect(downloads).toHaveLength(6);
    expect(downloads.every((b) => b.matches(':disabled'))).toBe(true);
    expect(fileInput().matches(':disabled')).toBe(true);
    expect(button(/^Preview$/).matches(':disabled')).toBe(true);
  });

  it.each(['pro', 'business'] as const)('on %s: a download link for each dataset and format', (plan) => {
    const { container } = render(plan);
    expect(container.textContent).not.toContain('needs the Pro plan');
    const links = [...container.querySelectorAll('a[download]')].map((a) => [
      a.getAttribute('aria-label'),
      a.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Download ideas as CSV', '/api/companies/7/export/ideas?format=csv'],
      ['Download ideas as JSON', '/api/companies/7/export/ideas?format=json'],
      ['Download votes as CSV', '/api/companies/7/export/votes?format=csv'],
      ['Download votes as JSON', '/api/companies/7/export/votes?format=json'],
      ['Download comments as CSV', '/api/companies/7/export/comments?format=csv'],
      ['Download comments as JSON', '/api/companies/7/export/comments?format=json'],
    ]);
  });

  it('asks for a file before previewing', async () => {
    const { container, click } = render('pro');
    await click(/^Preview$/);
    expect(container.textContent).toContain('Please choose a CSV file');
    expect(preview).not.toHaveBeenCalled();
  });

  it('previews the rows, and holds the import back while a row has errors', async () => {
    preview.mockResolvedValue(PREVIEW);
    const { container, choose, click, button } = render('pro');
    await choose(CSV);
    await click(/^Preview$/);
    expect(preview).toHaveBeenCalledWith(7, CSV);
    expect(container.textContent).toContain('1 idea ready to import, 1 row with errors');
    const headers = [...container.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).toEqual(['Row', 'Title', 'Category', 'Status', 'Votes']);
    const cells = [...container.querySelectorAll('tbody tr')].map((tr) => tr.textContent);
    expect(cells).toEqual(['2Dark mode pleaseOtherPlanned4', '3Title must be at least 5 characters']);
    expect(document.activeElement?.getAttribute('role')).toBe('status');
    expect(button(/^Import/).matches(':disabled')).toBe(true);
  });

  it('imports a clean file, says so and clears the preview', async () => {
    preview.mockResolvedValue({ ...PREVIEW, invalid: 0, rows: PREVIEW.rows.slice(0, 1) });
    importAll.mockResolvedValue({ created: 1 });
    const { container, choose, click } = render('business');
    await choose(CSV);
    await click(/^Preview$/);
    await click(/^Import 1 idea$/);
    expect(importAll).toHaveBeenCalledWith(7, CSV);
    expect(document.body.textContent).toContain('Imported 1 idea');
    expect(container.querySelector('table')).toBeNull();
  });

  it("shows the server's refusal of a file under the field", async () => {
    preview.mockRejectedValue(
      new ApiError(400, 'The CSV file needs the column title in its first row', null, '400: …'),
    );
    const { container, choose, click } = render('pro');
    await choose('name,votes\nx,1');
    await click(/^Preview$/);
    expect(container.textContent).toContain('The CSV file needs the column title in its first row');
    expect(container.querySelector('table')).toBeNull();
  });
});
