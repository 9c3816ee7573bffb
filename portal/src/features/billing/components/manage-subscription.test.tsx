import type { PublicUser } from '@sayso/api/contract';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast';
import { AuthContext, type AuthState } from '@/lib/auth/auth-context';
import { ManageSubscription } from './manage-subscription';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const user = (overrides: Partial<PublicUser>): PublicUser => ({
  id: 1,
  name: 'Owner',
  email: 'owner@example.com',
  username: 'owner',
  companySlug: 'acme',
  isCompanyOwner: true,
  subscriptionPlan: 'free',
  monthlySubmissionsUsed: 0,
  monthlySubmissionLimit: 10,
  subscriptionUpdatedAt: null,
  subscriptionEndsAt: null,
  ...overrides,
});

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  root = createRoot(container);
});
afterEach(() => act(() => root.unmount()));

function render(u: PublicUser) {
  act(() =>
    root.render(
      <MemoryRouter>
        <AuthContext.Provider value={{ user: u, refresh: vi.fn() } as unknown as AuthState}>
          <ToastProvider>
            {/* No server here: the billing block falls back to the account's end date. */}
            <SWRConfig value={{ provider: () => new Map(), fetcher: () => new Promise(() => {}) }}>
              <ManageSubscription user={u} />
            </SWRConfig>
          </ToastProvider>
        </AuthContext.Provider>
      </MemoryRouter>,
    ),
  );
  return { text: container.textContent ?? '' };
}

describe('ManageSubscription', () => {
  it('says when a cancelled plan falls back to Free', () => {
    const { text } = render(
      user({ subscriptionPlan: 'pro', subscriptionEndsAt: '2030-03-31T12:00:00.000Z' }),
    );
    expect(text).toContain('Your Pro plan ends on 31 March 2030; then your account returns to Free.');
  });

  it('shows nothing on the free plan', () => {
    expect(render(user({})).text).toBe('');
  });
});
