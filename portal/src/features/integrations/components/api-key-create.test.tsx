import type { CreatedApiKey } from '@sayso/api/contract';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast';
import { mountPerTest } from '@/test/mount';
import { CreateKeyForm, NewKeySecret } from './api-key-create';

const mount = mountPerTest();

function controlLabelled(container: HTMLElement, text: string) {
  const label = [...container.querySelectorAll('label')].find((l) => l.textContent?.trim() === text);
  const control = label?.htmlFor ? document.getElementById(label.htmlFor) : null;
  if (!control) throw new Error(`No control labelled ${text}`);
  return control as HTMLInputElement | HTMLSelectElement;
}

function setValue(control: HTMLInputElement | HTMLSelectElement, value: string) {
  const proto = control instanceof HTMLSelectElement ? HTMLSelectElement : HTMLInputElement;
  Object.getOwnPropertyDescriptor(proto.prototype, 'value')?.set?.call(control, value);
  control.dispatchEvent(
    new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}

const button = (container: HTMLElement, text: string) => {
  const found = [...container.querySelectorAll('button')].find((b) => b.textContent === text);
  if (!found) throw new Error(`No ${text} button`);
  return found;
};

describe('CreateKeyForm', () => {
  it("checks the name with the contract's message before anything is sent", async () => {
    const onCreate = vi.fn().mockResolvedValue(undefined);
    const container = mount.render(<CreateKeyForm onCreate={onCreate} />);
    await act(async () => button(container, 'Create key').click());
    expect(onCreate).not.toHaveBeenCalled();
    expect(container.textContent).toContain('Please name the key');
    expect(controlLabelled(container, 'Key name').getAttribute('aria-invalid')).toBe('true');
  });

  it('sends the trimmed name and the chosen access, then clears the name', async () => {
    const onCreate = vi.fn().mockResolvedValue(undefined);
    const container = mount.render(<CreateKeyForm onCreate={onCreate} />);
    act(() => setValue(controlLabelled(container, 'Key name'), '  CRM sync  '));
    act(() => setValue(controlLabelled(container, 'Access'), 'write'));
    await act(async () => button(container, 'Create key').click());
    expect(onCreate).toHaveBeenCalledWith('CRM sync', 'write');
    expect((controlLabelled(container, 'Key name') as HTMLInputElement).value).toBe('');
  });
});

describe('NewKeySecret', () => {
  const created: CreatedApiKey = {
    id: 1,
    name: 'CRM sync',
    prefix: 'sk_live_abcd',
    scope: 'read',
    createdAt: '2026-01-01T00:00:00.000Z',
    lastUsedAt: null,
    createdBy: 1,
    secret: 'sk_live_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
  };

  it('shows the secret once with a warning, and goes when dismissed', async () => {
    const onDone = vi.fn();
    const container = mount.render(
      <ToastProvider>
        <NewKeySecret created={created} onDone={onDone} />
      </ToastProvider>,
    );
    expect(container.querySelector('[role=alert]')?.textContent).toContain('shown only once');
    expect((controlLabelled(container, 'Secret of “CRM sync”') as HTMLInputElement).value).toBe(
      created.secret,
    );
    expect(controlLabelled(container, 'Secret of “CRM sync”').hasAttribute('readonly')).toBe(true);
    expect(document.activeElement).toBe(controlLabelled(container, 'Secret of “CRM sync”'));
    await act(async () => button(container, 'I have copied it').click());
    expect(onDone).toHaveBeenCalledOnce();
  });
});
