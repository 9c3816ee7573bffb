import type { Idea, PlanId } from '@sayso/api/contract';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { SWRResponse } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeIdea } from '@/test/make-idea';
import { mountPerTest } from '@/test/mount';
import { DELETE_CONFIRMATION, IdeasTab } from './ideas-tab';

const toast = vi.fn();
const deleteIdea = vi.fn();
const updateIdeaStatus = vi.fn();
const updateIdeaPrivacy = vi.fn();
vi.mock('@/components/ui/toast', () => ({ useToast: () => ({ toast, dismiss: vi.fn() }) }));
vi.mock('../api/dashboard-api', () => ({ deleteIdea: (id: number) => deleteIdea(id) }));
vi.mock('@/lib/board/board-api', () => ({
  updateIdeaStatus: (id: number, status: string) => updateIdeaStatus(id, status),
  updateIdeaPrivacy: (id: number, value: boolean) => updateIdeaPrivacy(id, value),
}));

const mount = mountPerTest();
const onChanged = vi.fn(async () => undefined);
beforeEach(() => {
  for (const mock of [toast, deleteIdea, updateIdeaStatus, updateIdeaPrivacy, onChanged]) mock.mockClear();
});

const swr = (data: Idea[] | undefined, error?: unknown) =>
  ({
    data,
    error,
    mutate: vi.fn(),
    isLoading: !data && !error,
    isValidating: false,
  }) as unknown as SWRResponse<Idea[]>;

function render(ideas: SWRResponse<Idea[]>, plan: PlanId = 'free') {
  return mount.render(
    <MemoryRouter>
      <IdeasTab ideas={ideas} plan={plan} onChanged={onChanged} />
    </MemoryRouter>,
  );
}

const button = (label: string) =>
  mount.container.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);

describe('IdeasTab', () => {
  it('shows three skeleton rows while loading', () => {
    render(swr(undefined));
    expect(mount.container.querySelectorAll('[data-testid=idea-row-skeleton]')).toHaveLength(3);
  });

  it('shows the empty state with its hint', () => {
    render(swr([]));
    expect(mount.container.textContent).toContain('No feature requests yet');
    expect(mount.container.textContent).toContain('Share your company page with users to collect feedback');
  });

  it('shows the category label as everywhere else ("UX Improvements")', () => {
    render(swr([makeIdea({ title: 'Clearer menus', category: 'ux_improvements' })]));
    expect(mount.container.textContent).toContain('UX Improvements');
    expect(mount.container.textContent).not.toContain('Ux Improvements');
  });

  it('shows the category with spaces, and deletes only after the confirmation', async () => {
    const idea = makeIdea({ title: 'Bulk export', category: 'bug_fixes', votes: 4 });
    render(swr([idea]));
    expect(mount.container.textContent).toContain('Bug Fixes');
    expect(mount.container.textContent).toContain('Votes: 4');
    const remove = mount.container.querySelector<HTMLButtonElement>(
      'button[aria-label="Delete Bulk export"]',
    );
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false);
    await act(async () => remove?.click());
    expect(confirm).toHaveBeenCalledWith(DELETE_CONFIRMATION);
    expect(deleteIdea).not.toHaveBeenCalled();

    confirm.mockReturnValueOnce(true);
    deleteIdea.mockResolvedValueOnce({ ok: true });
    await act(async () => remove?.click());
    expect(deleteIdea).toHaveBeenCalledWith(idea.id);
    expect(toast).toHaveBeenLastCalledWith(
      expect.objectContaining({ description: 'The feature request has been permanently deleted' }),
    );
    expect(onChanged).toHaveBeenCalled();
  });

  it('reports failed status changes and deletes with the spec texts', async () => {
    const idea = makeIdea({ title: 'Dark mode' });
    render(swr([idea]));
    updateIdeaStatus.mockRejectedValueOnce(new Error('500'));
    const select = mount.container.querySelector('select') as HTMLSelectElement;
    await act(async () => {
      select.value = 'planned';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(updateIdeaStatus).toHaveBeenCalledWith(idea.id, 'planned');
    expect(toast).toHaveBeenLastCalledWith(
      expect.objectContaining({ description: 'Failed to update feature status' }),
    );

    vi.spyOn(window, 'confirm').mockReturnValueOnce(true);
    deleteIdea.mockRejectedValueOnce(new Error('500'));
    await act(async () =>
      mount.container.querySelector<HTMLButtonElement>('button[aria-label="Delete Dark mode"]')?.click(),
    );
    expect(toast).toHaveBeenLastCalledWith(
      expect.objectContaining({ description: 'Failed to delete the feature request' }),
    );
    // The list is re-read after a failure too, so the select shows the server's status again.
    expect(onChanged).toHaveBeenCalledTimes(2);
  });

  it('on Free, Make private is greyed and disabled under the upgrade note', () => {
    render(swr([makeIdea({ title: 'Dark mode' })]), 'free');
    const make = button('Make private: Dark mode');
    expect(make?.closest('fieldset')?.disabled).toBe(true);
    expect(make?.matches(':disabled')).toBe(true);
    expect(mount.container.textContent).toContain('Private roadmaps needs the Pro plan. Upgrade to Pro');
  });

  it.each(['pro', 'business'] as const)('on %s, Make private marks the idea private', async (plan) => {
    const idea = makeIdea({ title: 'Dark mode' });
    render(swr([idea]), plan);
    expect(mount.container.textContent).not.toContain('needs the Pro plan');
    updateIdeaPrivacy.mockResolvedValueOnce({ ...idea, private: true });
    await act(async () => button('Make private: Dark mode')?.click());
    expect(updateIdeaPrivacy).toHaveBeenCalledWith(idea.id, true);
    expect(toast).toHaveBeenLastCalledWith(
      expect.objectContaining({ description: 'The idea is now private' }),
    );
    expect(onChanged).toHaveBeenCalled();
  });

  it('a private idea shows its badge, and Make public works on every plan', async () => {
    const idea = makeIdea({ title: 'Dark mode', private: true });
    render(swr([idea]), 'free');
    expect(mount.container.querySelector('[data-testid=idea-row]')?.textContent).toContain('Private');
    const make = button('Make public: Dark mode');
    expect(make?.matches(':disabled')).toBe(false);
    expect(mount.container.textContent).not.toContain('needs the Pro plan');
    updateIdeaPrivacy.mockRejectedValueOnce(new Error('500'));
    await act(async () => make?.click());
    expect(updateIdeaPrivacy).toHaveBeenCalledWith(idea.id, false);
    expect(toast).toHaveBeenLastCalledWith(
      expect.objectContaining({ description: 'Failed to update feature privacy' }),
    );
  });
});
