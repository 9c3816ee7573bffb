import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { mountPerTest } from '@/test/mount';
import { PlanGate } from './plan-gate';

const mount = mountPerTest();

const gate = (plan: 'free' | 'pro' | 'business') =>
  mount.render(
    <MemoryRouter initialEntries={['/dashboard/acme?tab=settings']}>
      <PlanGate plan={plan} entitlement="whiteLabel">
        <label>
          Custom domain <input name="domain" />
        </label>
      </PlanGate>
    </MemoryRouter>,
  );

describe('PlanGate', () => {
  it('below the plan: greyed, disabled, and a note linking to the Upgrade Plan tab', () => {
    for (const plan of ['free', 'pro'] as const) {
      const container = gate(plan);
      const fieldset = container.querySelector('fieldset');
      expect(fieldset?.disabled).toBe(true);
      expect(container.querySelector('input')?.matches(':disabled')).toBe(true);
      const note = document.getElementById(fieldset?.getAttribute('aria-describedby') ?? '');
      expect(note?.textContent).toBe('White-label options needs the Business plan. Upgrade to Business');
      expect(note?.querySelector('a')?.getAttribute('href')).toBe('/dashboard/acme?tab=plan');
    }
  });

  it('on the plan: only the control, enabled', () => {
    const container = gate('business');
    expect(container.querySelector('fieldset')).toBeNull();
    expect(container.querySelector('input')?.matches(':disabled')).toBe(false);
    expect(container.textContent).not.toContain('Upgrade');
  });
});
