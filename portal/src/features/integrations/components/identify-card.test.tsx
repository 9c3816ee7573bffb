import type { Company, CreatedIdentifySecret, IdentifySettings } from '@sayso/api/contract';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast';
import { mountPerTest } from '@/test/mount';
import {
  createIdentifySecret,
  revokeIdentifySecret,
  rotateIdentifySecret,
  useIdentifySettings,
} from '../api/identify-api';
import { IdentifyCard } from './identify-card';

vi.mock('../api/identify-api', () => ({
  useIdentifySettings: vi.fn(),
  createIdentifySecret: vi.fn(),
  rotateIdentifySecret: vi.fn(),
  revokeIdentifySecret: vi.fn(),
  saveIdentifyOrigins: vi.fn(),
  testIdentifyToken: vi.fn(),
}));

const live = { id: 1, kid: 'kid_aaaaaaaaaaaaaaaa', createdAt: '2026-01-01T00:00:00.000Z', expiresAt: null };
const successor: CreatedIdentifySecret = {
  id: 2,
  kid: 'kid_bbbbbbbbbbbbbbbb',
  createdAt: '2026-01-02T00:00:00.000Z',
  expiresAt: null,
  secret: 'is_the-new-secret',
};
const mutate = vi.fn();

beforeEach(() => {
  vi.mocked(useIdentifySettings).mockReturnValue({
    data: { secrets: [live], origins: [] } satisfies IdentifySettings,
    mutate,
  } as never);
  vi.mocked(createIdentifySecret).mockResolvedValue(successor);
  vi.mocked(rotateIdentifySecret).mockResolvedValue(successor);
  vi.mocked(revokeIdentifySecret).mockResolvedValue({ ok: true });
  mutate.mockReset();
});

const mount = mountPerTest();
// The card reads the company's id alone.
const company = { id: 9, slug: 'acme' } as Company;

const button = (root: ParentNode, name: string) => {
  const found = [...root.querySelectorAll('button')].find(
    (b) => b.getAttribute('aria-label') === name || b.textContent === name,
  );
  if (!found) throw new Error(`No ${name} button`);
  return found;
};

/** Every input's value: where a secret would show. */
const shownValues = (root: ParentNode) => [...root.querySelectorAll('input')].map((input) => input.value);

function render() {
  return mount.render(
    <ToastProvider>
      <IdentifyCard company={company} />
    </ToastProvider>,
  );
}

describe('IdentifyCard', () => {
  it('lists secrets by kid, never a secret, and shows a new one once', async () => {
    const container = render();
    expect(container.querySelector('[aria-label="Your identify secrets"]')?.textContent).toContain(live.kid);
    await act(async () => button(container, 'Create secret').click());
    expect(createIdentifySecret).toHaveBeenCalledWith(9);
    const shown = container.querySelector('[aria-label="Your new identify secret"]');
    expect(
      (shown?.querySelector('input[readonly]:not([value^="kid"])') as HTMLInputElement | null)?.value,
    ).toBe(successor.secret);
    expect(document.activeElement).toBe(shown?.querySelectorAll('input')[1]);
    expect(shownValues(container)).toContain(successor.secret);
    await act(async () => button(container, 'I have copied it').click());
    expect(shownValues(container)).not.toContain(successor.secret);
    expect(container.textContent).not.toContain(successor.secret);
    expect(mutate).toHaveBeenCalled();
  });

  it('rotates a secret and revokes one after a confirmation', async () => {
    const container = render();
    await act(async () => button(container, `Rotate ${live.kid}`).click());
    expect(rotateIdentifySecret).toHaveBeenCalledWith(9, live.id);
    expect(shownValues(container)).toEqual([successor.kid, successor.secret, '']);
    await act(async () => button(container, `Revoke ${live.kid}`).click());
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement;
    expect(dialog.textContent).toContain('Tokens signed with it are refused at once');
    expect(revokeIdentifySecret).not.toHaveBeenCalled();
    await act(async () => button(dialog, 'Revoke secret').click());
    expect(revokeIdentifySecret).toHaveBeenCalledWith(9, live.id);
  });
});
