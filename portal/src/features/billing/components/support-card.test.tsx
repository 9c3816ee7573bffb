import type { PlanId } from '@sayso/api/contract';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { mountPerTest } from '@/test/mount';
import { sendSupportRequest } from '../api/support-api';
import { SupportCard } from './support-card';

vi.mock('../api/support-api', () => ({ sendSupportRequest: vi.fn() }));
const send = vi.mocked(sendSupportRequest);
beforeEach(() => {
  send.mockReset();
  send.mockResolvedValue({ message: 'Message sent' });
});

const mount = mountPerTest();

function render(plan: PlanId) {
  const container = mount.render(
    <MemoryRouter>
      <ToastProvider>
        <SupportCard plan={plan} />
      </ToastProvider>
    </MemoryRouter>,
  );
  const byLabel = (text: string) => {
    const label = [...container.querySelectorAll('label')].find((l) => l.textContent?.trim() === text);
    const control = label?.htmlFor ? document.getElementById(label.htmlFor) : null;
    if (!control) throw new Error(`No control labelled ${text}`);
    return control as HTMLInputElement | HTMLTextAreaElement;
  };
  const type = (text: string, value: string) =>
    act(() => {
      const input = byLabel(text);
      const proto = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
      Object.getOwnPropertyDescriptor(proto.prototype, 'value')?.set?.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
  const sendButton = () => {
    const button = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Send');
    if (!button) throw new Error('No Send button');
    return button;
  };
  const submit = () => act(async () => sendButton().click());
  return { container, byLabel, type, submit, sendButton };
}

describe('SupportCard', () => {
  it('on free: the form greyed and disabled under the Pro note, with the FAQ link', () => {
    const { container, byLabel, sendButton } = render('free');
    expect(container.textContent).toContain('Priority support needs the Pro plan. Upgrade to Pro');
    expect(container.querySelector('fieldset')?.disabled).toBe(true);
    expect(byLabel('Subject').matches(':disabled')).toBe(true);
    expect(byLabel('Message').matches(':disabled')).toBe(true);
    expect(sendButton().matches(':disabled')).toBe(true);
    const links = [...container.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toContainEqual(['frequently asked questions', '/#faq']);
  });

  it.each(['pro', 'business'] as const)('on %s: sends the message and says so', async (plan) => {
    const { container, byLabel, type, submit } = render(plan);
    expect(container.querySelector('fieldset')).toBeNull();
    expect(container.textContent).not.toContain('needs the Pro plan');
    type('Subject', '  Export stuck ');
    type('Message', 'The CSV export never finishes.');
    await submit();
    expect(send).toHaveBeenCalledWith({ subject: 'Export stuck', message: 'The CSV export never finishes.' });
    expect(document.body.textContent).toContain('Message sent');
    expect(byLabel('Subject').value).toBe('');
    expect(byLabel('Message').value).toBe('');
  });

  it('checks the fields before sending', async () => {
    const { container, type, submit } = render('pro');
    type('Subject', 'Hi');
    type('Message', 'short');
    await submit();
    expect(send).not.toHaveBeenCalled();
    expect(container.textContent).toContain('Subject must be at least 3 characters');
    expect(container.textContent).toContain('Please describe what you need in at least 10 characters');
  });

  it("shows the server's refusal (no SUPPORT_EMAIL) and keeps the text", async () => {
    send.mockRejectedValue(
      new ApiError(503, 'Support by e-mail is not set up on this server (SUPPORT_EMAIL)', null, '503'),
    );
    const { byLabel, type, submit } = render('business');
    type('Subject', 'Export stuck');
    type('Message', 'The CSV export never finishes.');
    await submit();
    expect(document.body.textContent).toContain('Support by e-mail is not set up on this server');
    expect(byLabel('Subject').value).toBe('Export stuck');
  });
});
