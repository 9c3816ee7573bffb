import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { AuthContext, type AuthState } from '@/lib/auth/auth-context';
import { makeUser } from '@/test/make-user';
import { mountPerTest } from '@/test/mount';
import { verifyEmailRequest } from '../api/account-api';
import { VerifyEmail } from './verify-email';

vi.mock('../api/account-api', () => ({ verifyEmailRequest: vi.fn() }));
const verify = vi.mocked(verifyEmailRequest);
const refresh = vi.fn<AuthState['refresh']>();

beforeEach(() => {
  verify.mockReset();
  refresh.mockReset();
});

const mount = mountPerTest();

async function render(token: string, signedIn = true) {
  const auth = {
    user: signedIn ? makeUser({ emailVerified: false }) : null,
    refresh,
  } as unknown as AuthState;
  const container = mount.render(
    <AuthContext.Provider value={auth}>
      <MemoryRouter>
        <VerifyEmail token={token} />
      </MemoryRouter>
    </AuthContext.Provider>,
  );
  await act(async () => {});
  return container;
}

describe('VerifyEmail', () => {
  it('spends the link once, says the address is verified and refreshes the signed-in user', async () => {
    verify.mockResolvedValue(makeUser({ emailVerified: true }));
    const container = await render('good-token');
    expect(verify).toHaveBeenCalledExactlyOnceWith('good-token');
    expect(refresh).toHaveBeenCalledOnce();
    expect(container.querySelector('[role="status"]')?.textContent).toBe(
      'Your email owner@example.com is verified.',
    );
    expect(container.querySelector('a')?.textContent).toBe('Go to account settings');
  });

  it('reads the user again when the first copy predates the verification', async () => {
    verify.mockResolvedValue(makeUser({ emailVerified: true }));
    refresh.mockResolvedValueOnce(makeUser({ emailVerified: false }));
    refresh.mockResolvedValueOnce(makeUser({ emailVerified: true }));
    const container = await render('good-token');
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(container.querySelector('[role="status"]')?.textContent).toBe(
      'Your email owner@example.com is verified.',
    );
  });

  it('says why a used or expired link failed, as an alert, and where to get a new one', async () => {
    verify.mockRejectedValue(
      new ApiError(400, 'This link is invalid or has expired. Please ask for a new one.', {}, '400'),
    );
    const container = await render('old-token');
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'This link is invalid or has expired. Please ask for a new one.',
    );
    expect(container.querySelector('a')?.textContent).toBe('Send a new link from account settings');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('asks nothing of the server for a link without a token, and offers to log in when signed out', async () => {
    const container = await render('', false);
    expect(verify).not.toHaveBeenCalled();
    expect(container.querySelector('[role="alert"]')?.textContent).toContain('This link is incomplete.');
    expect(container.querySelector('a')?.textContent).toBe('Log in');
  });
});
