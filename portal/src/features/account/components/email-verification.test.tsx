import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { makeUser } from '@/test/make-user';
import { mountPerTest } from '@/test/mount';
import { resendVerificationRequest } from '../api/account-api';
import { EmailVerification } from './email-verification';

vi.mock('../api/account-api', () => ({ resendVerificationRequest: vi.fn() }));
const resend = vi.mocked(resendVerificationRequest);

beforeEach(() => {
  resend.mockReset();
});

const mount = mountPerTest();

function render(emailVerified: boolean) {
  const container = mount.render(<EmailVerification user={makeUser({ emailVerified })} />);
  const button = () => [...container.querySelectorAll('button')].find((b) => b.textContent === 'Resend link');
  const click = () => act(async () => button()?.click());
  const status = () => container.querySelector('[role="status"]')?.textContent;
  return { container, button, click, status };
}

describe('EmailVerification', () => {
  it('says a verified address is verified, with nothing to resend', () => {
    const { container, button } = render(true);
    expect(container.textContent).toBe('Your e-mail is verified.');
    expect(button()).toBeUndefined();
  });

  it('offers to resend while unverified, and says politely where the link went', async () => {
    const { container, click, status } = render(false);
    expect(container.textContent).toContain('Your e-mail is not verified.');
    // The polite region is there, empty, before anything is sent.
    expect(status()).toBe('');
    resend.mockResolvedValue();
    await click();
    expect(resend).toHaveBeenCalledOnce();
    expect(status()).toBe('We sent a new link to owner@example.com. It works once, for 1 hour.');
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });

  it("says why when the link could not be sent (the server's message)", async () => {
    const { container, click, status } = render(false);
    resend.mockRejectedValue(
      new ApiError(429, 'Too many verification e-mails. Try again in 1 hour.', {}, '429'),
    );
    await click();
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'Too many verification e-mails. Try again in 1 hour.',
    );
    expect(status()).toBe('');
  });
});
