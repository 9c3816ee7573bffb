import type { CompanySettings, CompanySettingsInput, PlanId } from '@sayso/api/contract';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { mountPerTest } from '@/test/mount';
import type { SettingsErrors } from '../lib/board-settings-draft';
import { BoardSettingsForm } from './board-settings-card';

const mount = mountPerTest();

const STORED: CompanySettings = {
  welcomeText: null,
  defaultSort: 'most_votes',
  statuses: ['idea', 'planned', 'in_progress', 'completed'],
  statusLabels: {},
  accentColor: null,
  theme: 'light',
  roadmapPrivate: false,
};

function form(
  plan: PlanId,
  onSave = vi.fn(async (_: CompanySettingsInput): Promise<SettingsErrors | undefined> => undefined),
) {
  const container = mount.render(
    <MemoryRouter initialEntries={['/dashboard/acme?tab=settings']}>
      <BoardSettingsForm settings={STORED} plan={plan} onSave={onSave} />
    </MemoryRouter>,
  );
  const byLabel = <T extends HTMLElement>(text: string) => {
    const label = [...container.querySelectorAll('label')].find((l) => l.textContent?.trim() === text);
    const control = label?.htmlFor ? document.getElementById(label.htmlFor) : label?.querySelector('input');
    if (!control) throw new Error(`No control labelled ${text}`);
    return control as T;
  };
  const type = (text: string, value: string) =>
    act(() => {
      const input = byLabel<HTMLInputElement | HTMLTextAreaElement>(text);
      const proto = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
      Object.getOwnPropertyDescriptor(proto.prototype, 'value')?.set?.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
  const click = (el: HTMLElement) => act(() => el.click());
  const save = async () => {
    const button = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Save Settings');
    if (!button) throw new Error('No Save Settings button');
    await act(async () => button.click());
  };
  return { container, byLabel, type, click, save, onSave };
}

describe('BoardSettingsForm', () => {
  it('on Free: every group greyed and disabled under its upgrade note, nothing to save', () => {
    const { container, byLabel } = form('free');
    const gated = [...container.querySelectorAll('fieldset[disabled]')];
    expect(gated).toHaveLength(3);
    expect(byLabel('Welcome text').matches(':disabled')).toBe(true);
    expect(byLabel('Accent colour').matches(':disabled')).toBe(true);
    expect(byLabel('Make the roadmap private').matches(':disabled')).toBe(true);
    const notes = gated.map((fieldset) =>
      document.getElementById(fieldset.getAttribute('aria-describedby') ?? ''),
    );
    expect(notes.map((note) => note?.textContent)).toEqual([
      // Issue 26: each gate names its own control's feature.
      'Board customisation needs the Pro plan. Upgrade to Pro',
      'Custom branding needs the Pro plan. Upgrade to Pro',
      'A private roadmap needs the Pro plan. Upgrade to Pro',
    ]);
    expect(notes[0]?.querySelector('a')?.getAttribute('href')).toBe('/dashboard/acme?tab=plan');
    expect(container.textContent).not.toContain('Save Settings');
  });

  it.each(['pro', 'business'] as const)('on %s: enabled, and saves every setting', async (plan) => {
    const { container, byLabel, type, click, save, onSave } = form(plan);
    expect(container.querySelector('fieldset[disabled]')).toBeNull();
    type('Welcome text', 'Hello\nthere');
    expect(container.textContent).toContain('11/500');
    act(() => {
      const select = byLabel<HTMLSelectElement>('Default sort');
      select.value = 'newest';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    click(byLabel('Completed'));
    type('Label for Planned', 'Next up');
    type('Accent colour', '#0F766E');
    click(byLabel('Dark'));
    click(byLabel('Make the roadmap private'));
    await save();
    expect(onSave).toHaveBeenCalledWith({
      welcomeText: 'Hello\nthere',
      defaultSort: 'newest',
      statuses: ['idea', 'planned', 'in_progress'],
      statusLabels: { idea: '', planned: 'Next up', in_progress: '', completed: '' },
      accentColor: '#0f766e',
      theme: 'dark',
      roadmapPrivate: true,
    });
  });

  it('asks for at least one status and a hex colour before saving', async () => {
    const { container, byLabel, type, click, save, onSave } = form('pro');
    for (const label of ['Idea', 'Planned', 'In Progress', 'Completed']) click(byLabel(label));
    type('Accent colour', 'teal');
    await save();
    expect(onSave).not.toHaveBeenCalled();
    expect(container.textContent).toContain('Show at least one status on the board');
    expect(container.textContent).toContain('Please enter a colour like #4f46e5');
    expect(byLabel('Accent colour').getAttribute('aria-invalid')).toBe('true');
  });

  it("resets the accent to Sayso's colour, and shows the server's field messages", async () => {
    const onSave = vi.fn(async () => ({ welcomeText: 'Welcome text must be less than 500 characters' }));
    const { container, byLabel, type, click, save } = form('pro', onSave);
    type('Accent colour', '#0f766e');
    click(
      [...container.querySelectorAll('button')].find((b) =>
        b.textContent?.startsWith('Reset'),
      ) as HTMLElement,
    );
    expect(byLabel<HTMLInputElement>('Accent colour').value).toBe('');
    await save();
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ accentColor: null }));
    expect(container.textContent).toContain('Welcome text must be less than 500 characters');
  });
});
