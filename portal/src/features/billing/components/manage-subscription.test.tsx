import type { PublicUser } from '@sayso/api/contract';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast';
import { AuthContext, type AuthState } from '@/lib/auth/auth-context';
import { makeUser as user } from '@/test/make-user';
import { mountPerTest } from '@/test/mount';
import { ManageSubscription } from './manage-subscription';

const mount = mountPerTest();

function render(u: PublicUser) {
  const container = mount.render(
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
