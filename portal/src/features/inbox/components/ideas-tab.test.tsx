import type { InboxIdea, InboxPage, PlanId, TeamPosition } from '@sayso/api/contract';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeIdea } from '@/test/make-idea';
import { mountPerTest } from '@/test/mount';
import { bulkDeleteConfirmation, DELETE_CONFIRMATION } from '../lib/use-inbox-actions';
import { IdeasTab } from './ideas-tab';

const toast = vi.fn();
const deleteIdea = vi.fn();
const updateIdeaStatus = vi.fn();
const updateIdeaPrivacy = vi.fn();
const bulkTriage = vi.fn();
let inbox: {
  data?: InboxPage[];
  error?: unknown;
  mutate: () => Promise<void>;
  size: number;
  setSize: () => void;
};
vi.mock('@/components/ui/toast', () => ({ useToast: () => ({ toast, dismiss: vi.fn() }) }));
vi.mock('../api/inbox-api', () => ({
  deleteIdea: (id: number) => deleteIdea(id),
  useInbox: () => inbox,
  bulkTriage: (companyId: number, action: unknown) => bulkTriage(companyId, action),
  editIdea: vi.fn(),
}));
vi.mock('@/lib/board/board-api', () => ({
  updateIdeaStatus: (id: number, status: string) => updateIdeaStatus(id, status),
  updateIdeaPrivacy: (id: number, value: boolean) => updateIdeaPrivacy(id, value),
}));

const mount = mountPerTest();
const onChanged = vi.fn(async () => undefined);
beforeEach(() => {
  for (const mock of [toast, deleteIdea, updateIdeaStatus, updateIdeaPrivacy, onChanged, bulkTriage])
    mock.mockClear();
});

/** An inbox row made from the shared idea fixture. */
function inboxIdea(overrides: Partial<InboxIdea> = {}): InboxIdea {
  const { commenters, companyId, createdBy, timeAgo, voted, ...idea } = makeIdea(overrides);
  return {
    ...idea,
    lastActivityAt: idea.createdAt,
    lastActivityAgo: '2 hours ago',
    newComments: false,
    ...overrides,
  };
}

/** The inbox as useInbox answers it: one page of `ideas`, or loading (undefined), or failed. */
function setInbox(ideas: InboxIdea[] | undefined, error?: unknown) {
  const counts = { idea: 0, planned: 0, in_progress: 0, completed: 0 };
  for (const idea of ideas ?? []) counts[idea.status]++;
  inbox = {
    data: ideas && [{ ideas, nextCursor: null, total: ideas.length, counts }],
    error,
    mutate: vi.fn(async () => undefined),
    size: 1,
    setSize: vi.fn(),
  };
}

function render(ideas: InboxIdea[] | undefined, plan: PlanId = 'free', role: TeamPosition = 'owner') {
  setInbox(ideas);
  return mount.render(
    <MemoryRouter>
      <IdeasTab companyId={1} slug="acme" plan={plan} role={role} onChanged={onChanged} />
    </MemoryRouter>,
  );
}

const button = (label: string) =>
  mount.container.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);
const press = (key: string, target: EventTarget = document.body) =>
  act(async () => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });

describe('IdeasTab', () => {
  it('shows three skeleton rows while loading', () => {
    render(undefined);
    expect(mount.container.querySelectorAll('[data-testid=idea-row-skeleton]')).toHaveLength(3);
  });

  it('shows the empty state with its hint', () => {
    render([]);
    expect(mount.container.textContent).toContain('No feature requests yet');
    expect(mount.container.textContent).toContain('Share your company page with users to collect feedback');
  });

  it('shows the category label as everywhere else ("UX Improvements")', () => {
    render([inboxIdea({ title: 'Clearer menus', category: 'ux_improvements' })]);
    expect(mount.container.textContent).toContain('UX Improvements');
    expect(mount.container.textContent).not.toContain('Ux Improvements');
  });

  it('shows the category with spaces, and deletes only after the confirmation', async () => {
    const idea = inboxIdea({ title: 'Bulk export', category: 'bug_fixes', votes: 4 });
    render([idea]);
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
    const idea = inboxIdea({ title: 'Dark mode' });
    render([idea]);
    updateIdeaStatus.mockRejectedValueOnce(new Error('500'));
    const select = mount.container.querySelector(
      'select[aria-label], [data-testid=idea-row] select',
    ) as HTMLSelectElement;
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
    render([inboxIdea({ title: 'Dark mode' })], 'free');
    const make = button('Make private: Dark mode');
    expect(make?.closest('fieldset')?.disabled).toBe(true);
    expect(make?.matches(':disabled')).toBe(true);
    expect(mount.container.textContent).toContain('Private roadmaps needs the Pro plan. Upgrade to Pro');
  });

  it.each(['pro', 'business'] as const)('on %s, Make private marks the idea private', async (plan) => {
    const idea = inboxIdea({ title: 'Dark mode' });
    render([idea], plan);
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
    const idea = inboxIdea({ title: 'Dark mode', private: true });
    render([idea], 'free');
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

  it('shows author or "anonymous", comments, last activity and links the idea page', () => {
    render([
      inboxIdea({ title: 'Named idea', authorName: 'Ada', comments: 1 }),
      inboxIdea({ title: 'Hidden idea', authorName: null, comments: 3, newComments: true }),
    ]);
    const rows = [...mount.container.querySelectorAll('[data-testid=idea-row]')];
    expect(rows[0]?.textContent).toContain('by Ada');
    expect(rows[0]?.textContent).toContain('1 comment');
    expect(rows[0]?.textContent).toContain('Last activity 2 hours ago');
    expect(rows[1]?.textContent).toContain('by anonymous');
    expect(rows[1]?.textContent).toContain('3 comments');
    expect(rows[1]?.textContent).toContain('New comments');
    const link = rows[0]?.querySelector('h3 a');
    expect(link?.getAttribute('href')).toMatch(/^\/company\/acme\/ideas\/\d+$/);
  });

  it('moves with j/k, selects with x, sets the status with 1–4; never while typing', async () => {
    const ideas = [inboxIdea({ title: 'First one' }), inboxIdea({ title: 'Second one' })];
    render(ideas);
    const rows = () => [...mount.container.querySelectorAll<HTMLElement>('[data-testid=idea-row]')];
    expect(rows()[0]?.getAttribute('aria-current')).toBe('true');
    await press('j');
    expect(rows()[1]?.getAttribute('aria-current')).toBe('true');
    expect(document.activeElement).toBe(rows()[1]);
    await press('x');
    expect(mount.container.textContent).toContain('1 selected');
    updateIdeaStatus.mockResolvedValueOnce({});
    await press('3');
    expect(updateIdeaStatus).toHaveBeenCalledWith(ideas[1]?.id, 'in_progress');
    await press('k');
    expect(rows()[0]?.getAttribute('aria-current')).toBe('true');
    // Typing in the search box is text, not shortcuts.
    const search = mount.container.querySelector<HTMLInputElement>('input[type=search]') as HTMLInputElement;
    await press('/');
    expect(document.activeElement).toBe(search);
    await press('j', search);
    await press('x', search);
    expect(rows()[0]?.getAttribute('aria-current')).toBe('true');
    expect(mount.container.textContent).toContain('1 selected');
  });

  it('opens the shortcuts help with ?, listing every key', async () => {
    render([inboxIdea()]);
    await press('?');
    const dialog = document.querySelector('[role=dialog]');
    expect(dialog?.textContent).toContain('Keyboard shortcuts');
    for (const key of ['j / k', '1 – 4', 'x', 'e', '/', '?']) expect(dialog?.textContent).toContain(key);
  });

  it('deletes the selected ideas after one confirmation naming the count', async () => {
    const ideas = [inboxIdea({ title: 'One' }), inboxIdea({ title: 'Two' }), inboxIdea({ title: 'Three' })];
    render(ideas);
    for (const idea of ideas) {
      const box = mount.container.querySelector<HTMLInputElement>(`input[aria-label="Select ${idea.title}"]`);
      await act(async () => box?.click());
    }
    expect(mount.container.textContent).toContain('3 selected');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false);
    const remove = [...mount.container.querySelectorAll('button')].find((b) => b.textContent === 'Delete');
    await act(async () => remove?.click());
    expect(confirm).toHaveBeenCalledWith('Delete 3 ideas? This cannot be undone.');
    expect(bulkDeleteConfirmation(3)).toBe('Delete 3 ideas? This cannot be undone.');
    expect(bulkTriage).not.toHaveBeenCalled();
    confirm.mockReturnValueOnce(true);
    bulkTriage.mockResolvedValueOnce({ changed: 3 });
    await act(async () => remove?.click());
    expect(bulkTriage).toHaveBeenCalledWith(1, { action: 'delete', ids: ideas.map((idea) => idea.id) });
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ description: '3 ideas deleted' }));
  });

  it('offers Edit to the owner and admins only', () => {
    render([inboxIdea({ title: 'Dark mode' })], 'free', 'member');
    expect(button('Edit Dark mode')).toBeNull();
    render([inboxIdea({ title: 'Dark mode' })], 'free', 'admin');
    expect(button('Edit Dark mode')).not.toBeNull();
  });
});
