import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mountPerTest } from '@/test/mount';
import { CreateWebhookForm } from './webhook-create';

const mount = mountPerTest();

function urlField(container: HTMLElement): HTMLInputElement {
  const label = [...container.querySelectorAll('label')].find(
    (l) => l.textContent?.trim() === 'Endpoint URL',
  );
  const control = label?.htmlFor ? document.getElementById(label.htmlFor) : null;
  if (!control) throw new Error('No Endpoint URL field');
  return control as HTMLInputElement;
}

function type(control: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

const checkbox = (container: HTMLElement, event: string) => {
  const found = [...container.querySelectorAll('label')].find((l) => l.textContent?.includes(event));
  const input = found?.querySelector('input');
  if (!input) throw new Error(`No checkbox for ${event}`);
  return input;
};

const submit = (container: HTMLElement) =>
  act(async () => container.querySelector<HTMLButtonElement>('button[type="submit"]')?.click());

describe('CreateWebhookForm', () => {
  it("checks the URL and the events with the contract's messages before anything is sent", async () => {
    const onCreate = vi.fn().mockResolvedValue(undefined);
    const container = mount.render(<CreateWebhookForm onCreate={onCreate} />);
    act(() => type(urlField(container), 'ftp://example.com/hook'));
    await submit(container);
    expect(container.textContent).toContain('Please enter a URL starting with http:// or https://');
    expect(urlField(container).getAttribute('aria-invalid')).toBe('true');
    act(() => type(urlField(container), 'https://example.com/hook'));
    act(() => checkbox(container, 'idea.created').click());
    await submit(container);
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('Please choose at least one event');
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('sends the trimmed URL and the chosen events in their fixed order, then clears the URL', async () => {
    const onCreate = vi.fn().mockResolvedValue(undefined);
    const container = mount.render(<CreateWebhookForm onCreate={onCreate} />);
    act(() => type(urlField(container), '  https://example.com/hook  '));
    act(() => checkbox(container, 'comment.created').click());
    act(() => checkbox(container, 'vote.created').click());
    await submit(container);
    expect(onCreate).toHaveBeenCalledWith('https://example.com/hook', [
      'idea.created',
      'vote.created',
      'comment.created',
    ]);
    expect(urlField(container).value).toBe('');
  });

  it("shows the server's refusal under the URL", async () => {
    const onCreate = vi.fn().mockRejectedValue(new Error('10.0.0.1 is a private address'));
    const container = mount.render(<CreateWebhookForm onCreate={onCreate} />);
    act(() => type(urlField(container), 'http://10.0.0.1/'));
    await submit(container);
    expect(container.textContent).toContain('10.0.0.1 is a private address');
    expect(urlField(container).value).toBe('http://10.0.0.1/');
  });
});
