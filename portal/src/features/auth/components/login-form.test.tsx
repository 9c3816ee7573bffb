import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { mountPerTest } from '@/test/mount';
import { LoginForm } from './login-form';

const login = vi.fn();
vi.mock('@/lib/auth/auth-context', () => ({ useAuth: () => ({ login }) }));

const mount = mountPerTest();
const LOCKOUT = 'Too many failed logins. Please try again in 15 minutes or reset your password.';

function render() {
  const container = mount.render(
    <MemoryRouter>
      <ToastProvider>
        <LoginForm passwordRule="required" onDone={() => {}} />
      </ToastProvider>
    </MemoryRouter>,
  );
  const type = (name: string, value: string) =>
    act(() => {
      const input = container.querySelector(`input[name="${name}"]`) as HTMLInputElement;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
  const submit = () =>
    act(async () => (container.querySelector('button[type="submit"]') as HTMLButtonElement).click());
  return { container, type, submit };
}

describe('LoginForm', () => {
  it('shows a lockout (429) as an alert with a link to reset the password', async () => {
    login.mockRejectedValue(new ApiError(429, LOCKOUT, { message: LOCKOUT }, `429: ${LOCKOUT}`));
    const { container, type, submit } = render();
    await type('email', 'ann@example.com');
    await type('password', 'wrong-password');
    await submit();
    const alert = container.querySelector('form [role="alert"]');
    expect(alert?.textContent).toBe(`${LOCKOUT} Reset your password`);
    expect(alert?.querySelector('a')?.getAttribute('href')).toBe('/forgot-password');
  });
});
