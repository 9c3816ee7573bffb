import { permissionsOf, TEAM_PERMISSIONS, type TeamPermission, type TeamRole } from '@sayso/api/contract';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '@/components/ui/toast';
import { mountPerTest } from '@/test/mount';
import { TeamInviteForm } from './team-invite-form';

const mount = mountPerTest();
const ALL = Object.keys(TEAM_PERMISSIONS) as TeamPermission[];

function roleHint(container: HTMLElement): string {
  const select = container.querySelector('select') as HTMLSelectElement;
  const hintId = select.getAttribute('aria-describedby') ?? '';
  return container.querySelector(`[id="${hintId}"]`)?.textContent ?? '';
}

async function choose(container: HTMLElement, role: TeamRole) {
  const select = container.querySelector('select') as HTMLSelectElement;
  await act(async () => {
    select.value = role;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('TeamInviteForm role text (issue 23)', () => {
  it('says what each role can do from the permission table the server checks, and nothing else', async () => {
    const container = mount.render(
      <ToastProvider>
        <TeamInviteForm companyId={7} onInvited={() => {}} />
      </ToastProvider>,
    );
    for (const role of ['member', 'admin'] as const) {
      await choose(container, role);
      const hint = roleHint(container);
      const allowed = permissionsOf(role);
      expect(allowed.length, role).toBeGreaterThan(0);
      for (const permission of ALL) {
        const text = TEAM_PERMISSIONS[permission].text;
        if (allowed.includes(permission)) expect(hint, `${role} may ${permission}`).toContain(text);
        else expect(hint, `${role} may not ${permission}`).not.toContain(text);
      }
    }
    // The audit's finding: members may not edit ideas, so their text does not say they may.
    await choose(container, 'member');
    expect(roleHint(container)).not.toMatch(/\bedit\b/i);
  });
});
