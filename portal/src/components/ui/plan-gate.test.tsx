import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { mountPerTest } from '@/test/mount';
import { PlanGate } from './plan-gate';

const mount = mountPerTest();

const gate = (plan: 'free' | 'pro' | 'business', feature?: string) =>
  mount.render(
    <MemoryRouter initialEntries={['/dashboard/acme/settings/domain']}>
      <Routes>
        <Route
          path="/dashboard/:slug/*"
          element={
            <PlanGate plan={plan} entitlement="whiteLabel" feature={feature}>
              <label>
                Custom domain <input name="domain" />
              </label>
            </PlanGate>
          }
        />
      </Routes>
    </MemoryRouter>,
  );

describe('PlanGate', () => {
  // Issue 26: the link goes to the dashboard's Billing section (it was the ?tab=plan tab).
  it('below the plan: greyed, disabled, and a note linking to the Billing section', () => {
    for (const plan of ['free', 'pro'] as const) {
      const container = gate(plan);
      const fieldset = container.querySelector('fieldset');
      expect(fieldset?.disabled).toBe(true);
      expect(container.querySelector('input')?.matches(':disabled')).toBe(true);
      const note = document.getElementById(fieldset?.getAttribute('aria-describedby') ?? '');
      expect(note?.textContent).toBe('White-label options needs the Business plan. Upgrade to Business');
      expect(note?.querySelector('a')?.getAttribute('href')).toBe('/dashboard/acme/billing');
    }
  });

  // Issue 26: each gated control names its own feature, not the plan table's entitlement.
  it('names the control’s own feature when given', () => {
    const container = gate('free', 'Custom domains');
    const note = container.querySelector('p');
    expect(note?.textContent).toBe('Custom domains needs the Business plan. Upgrade to Business');
  });

  it('on the plan: only the control, enabled', () => {
    const container = gate('business');
    expect(container.querySelector('fieldset')).toBeNull();
    expect(container.querySelector('input')?.matches(':disabled')).toBe(false);
    expect(container.textContent).not.toContain('Upgrade');
  });
});
