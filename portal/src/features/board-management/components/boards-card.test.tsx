import type { Board, Company, PlanId } from '@sayso/api/contract';
import { act } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast';
import { mountPerTest } from '@/test/mount';
import { BoardsCard } from './boards-card';

const mount = mountPerTest();
const company = { id: 7, slug: 'acme', name: 'Acme' } as Company;

const board = (id: number, name: string, ideaCount = 0): Board => ({
  id,
  companyId: 7,
  name,
  slug: name.toLowerCase(),
  description: null,
  position: id,
  visibility: 'public',
  emailDomains: [],
  attributeRules: [],
  ideaCount,
  createdAt: '2026-01-01T00:00:00.000Z',
});

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

async function render(plan: PlanId, boards: Board[]) {
  const container = mount.render(
    <MemoryRouter initialEntries={['/dashboard/acme/settings/boards']}>
      <ToastProvider>
        <SWRConfig
          value={{
            provider: () => new Map(),
            fetcher: () => Promise.resolve(boards),
            shouldRetryOnError: false,
          }}
        >
          <Routes>
            <Route path="/dashboard/:slug/*" element={<BoardsCard company={company} plan={plan} />} />
          </Routes>
        </SWRConfig>
      </ToastProvider>
    </MemoryRouter>,
  );
  await settle();
  return container;
}

const button = (name: string) => {
  const found = [...document.querySelectorAll('button')].find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent) === name,
  );
  if (!found) throw new Error(`No button ${name}`);
  return found;
};

afterEach(() => vi.unstubAllGlobals());

describe('BoardsCard', () => {
  it('lists the boards in order with their address, idea count and visibility', async () => {
    const container = await render('pro', [board(1, 'Ideas', 2), board(2, 'Mobile', 1)]);
    const items = [...container.querySelectorAll('[data-testid="board-item"]')].map(
      (item) => item.textContent,
    );
    expect(items[0]).toContain('IdeasDefaultPublic');
    expect(items[0]).toContain('/company/acme/board/ideas · 2 ideas');
    expect(items[1]).toContain('/company/acme/board/mobile · 1 idea');
    expect(button('Move Ideas up').disabled).toBe(true);
    expect(button('Move Mobile down').disabled).toBe(true);
    expect(button('Move Mobile up').disabled).toBe(false);
    expect(button('New board').disabled).toBe(false);
  });

  it.each([
    ['free', [board(1, 'Ideas')], 'The Free plan allows 1 board; upgrade to Pro for more. Upgrade to Pro'],
    [
      'pro',
      [board(1, 'A'), board(2, 'B'), board(3, 'C')],
      'The Pro plan allows 3 boards; upgrade to Business for more. Upgrade to Business',
    ],
  ] as const)(
    "on %s at the plan's count, the create button is greyed under the limit and the upgrade",
    async (plan, boards, note) => {
      const container = await render(plan, [...boards]);
      const gate = container.querySelector('fieldset[disabled]');
      expect(gate?.contains(button('New board'))).toBe(true);
      expect(button('New board').matches(':disabled')).toBe(true);
      expect(document.getElementById(gate?.getAttribute('aria-describedby') ?? '')?.textContent).toBe(note);
    },
  );

  it('never offers to delete the last board', async () => {
    await render('free', [board(1, 'Ideas')]);
    expect(button('Delete Ideas').disabled).toBe(true);
  });

  it('offers restricted visibility greyed below Business', async () => {
    await render('pro', [board(1, 'Ideas')]);
    await act(async () => button('New board').click());
    const restricted = document.querySelector<HTMLInputElement>('input[value="restricted"]');
    expect(restricted?.matches(':disabled')).toBe(true);
    expect(document.body.textContent).toContain(
      'Restricted boards needs the Business plan. Upgrade to Business',
    );
    expect(document.querySelector<HTMLInputElement>('input[value="team"]')?.matches(':disabled')).toBe(false);
  });

  it('deletes only with a board chosen for the ideas, and sends it as moveTo', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify([board(1, 'Ideas', 3)]), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await render('pro', [board(1, 'Ideas', 1), board(2, 'Mobile', 2)]);
    await act(async () => button('Delete Mobile').click());
    await act(async () => button('Delete board').click());
    expect(fetch).not.toHaveBeenCalled();
    expect(document.body.textContent).toContain('Please choose the board its ideas move to');
    const select = document.querySelector<HTMLSelectElement>('select');
    if (!select) throw new Error('No select');
    await act(async () => {
      select.value = '1';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await act(async () => button('Delete board').click());
    await settle();
    expect(fetch).toHaveBeenCalledWith(
      '/api/companies/7/boards/2?moveTo=1',
      expect.objectContaining({ method: 'DELETE' }),
    );
  });
});
