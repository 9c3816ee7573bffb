import type { Company, PlanId, Team } from '@sayso/api/contract';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast';
import { AuthContext, type AuthState } from '@/lib/auth/auth-context';
import { mountPerTest } from '@/test/mount';
import { TeamCard } from './team-card';

const mount = mountPerTest();
const company = { id: 7, slug: 'acme', name: 'Acme' } as Company;
const TEAM: Team = {
  members: [
    {
      userId: 1,
      name: 'Olive Owner',
      email: 'olive@example.com',
      role: 'owner',
      since: '2026-01-01T00:00:00.000Z',
    },
    {
      userId: 2,
      name: 'Ada Admin',
      email: 'ada@example.com',
      role: 'admin',
      since: '2026-02-01T00:00:00.000Z',
    },
    {
      userId: 3,
      name: 'Max Member',
      email: 'max@example.com',
      role: 'member',
      since: '2026-03-01T00:00:00.000Z',
    },
  ],
  invites: [
    {
      id: 9,
      email: 'new@example.com',
      role: 'member',
      expiresAt: '2026-03-08T00:00:00.000Z',
      createdAt: '2026-03-01T00:00:00.000Z',
    },
  ],
};

async function render(plan: PlanId) {
  const container = mount.render(
    <MemoryRouter>
      <AuthContext.Provider value={{ user: null, refresh: vi.fn() } as unknown as AuthState}>
        <ToastProvider>
          <SWRConfig
            value={{
              provider: () => new Map(),
              fetcher: () => Promise.resolve(TEAM),
              shouldRetryOnError: false,
            }}
          >
            <TeamCard company={company} plan={plan} />
          </SWRConfig>
        </ToastProvider>
      </AuthContext.Provider>
    </MemoryRouter>,
  );
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return container;
}

const buttonsOf = (row: Element | undefined) =>
  [...(row?.querySelectorAll('button') ?? [])].map((b) => b.textContent);

describe('TeamCard', () => {
  it.each(['free', 'pro'] as const)(
    'on %s: the invitation form is greyed under the Business note',
    async (plan) => {
      const container = await render(plan);
      // Issue 26: the gate names its own control's feature.
      expect(container.textContent).toContain(
        'Inviting teammates needs the Business plan. Upgrade to Business',
      );
      expect(container.querySelector('form fieldset, fieldset')?.hasAttribute('disabled')).toBe(true);
      // The people stay listed, and removable, below the plan.
      expect(container.querySelector('li[aria-label="Max Member"]')).not.toBeNull();
    },
  );

  it('on business: lists everyone with their role; only admins may be made owner; the owner has no actions', async () => {
    const container = await render('business');
    expect(container.querySelector('fieldset[disabled]')).toBeNull();
    const rows = [...container.querySelectorAll('li')];
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Olive Owner',
      'Ada Admin',
      'Max Member',
      'new@example.com',
    ]);
    expect(buttonsOf(rows[0])).toEqual([]);
    expect(rows[0]?.textContent).toContain('Owner');
    expect(buttonsOf(rows[1])).toEqual(['Make owner', 'Remove']);
    expect(buttonsOf(rows[2])).toEqual(['Remove']);
    expect(rows[2]?.querySelector('select')?.value).toBe('member');
    expect(buttonsOf(rows[3])).toEqual(['Revoke']);
    expect(container.textContent).toContain('Members (3)');
    expect(container.textContent).toContain('Pending invitations (1)');
  });
});
