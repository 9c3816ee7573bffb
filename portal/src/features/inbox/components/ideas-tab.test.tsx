import type { InboxIdea, InboxPage, PlanId, PublicBoard, Tag, TeamPosition } from '@sayso/api/contract';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeInboxIdea as inboxIdea } from '@/test/make-idea';
import { mountPerTest } from '@/test/mount';
import { chooseOption, selectLabelled } from '@/test/select-field';
import { bulkDeleteConfirmation, DELETE_CONFIRMATION } from '../lib/use-inbox-actions';
import { IdeasTab } from './ideas-tab';

const toast = vi.fn();
const deleteIdea = vi.fn();
const updateIdeaStatus = vi.fn();
const undoStatusChange = vi.fn();
const approveIdea = vi.fn();
const updateIdeaPrivacy = vi.fn();
const bulkTriage = vi.fn();
const moveIdea = vi.fn();
let boards: PublicBoard[] = [];
let tags: Tag[] = [];
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
  setIdeaStatus: (id: number, status: string) => updateIdeaStatus(id, status),
  undoStatusChange: (companyId: number, token: string) => undoStatusChange(companyId, token),
  approveIdea: (id: number) => approveIdea(id),
  useCompanyBoards: () => ({ data: boards }),
  useInboxTags: () => ({ data: tags }),
  moveIdea: (id: number, boardId: number) => moveIdea(id, boardId),
}));
vi.mock('@/lib/board/board-api', () => ({
  updateIdeaPrivacy: (id: number, value: boolean) => updateIdeaPrivacy(id, value),
}));

const mount = mountPerTest();
const onChanged = vi.fn(async () => undefined);
beforeEach(() => {
  for (const mock of [
    toast,
    deleteIdea,
    updateIdeaStatus,
    updateIdeaPrivacy,
    onChanged,
    bulkTriage,
    undoStatusChange,
    approveIdea,
    moveIdea,
  ])
    mock.mockClear();
  boards = [];
  tags = [];
});

/** An inbox row made from the shared idea fixture. */
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
/** Opens the side panel of the idea titled `title` (issue 26: its controls live there). */
const openPanel = (title: string) =>
  act(async () =>
    [...mount.container.querySelectorAll<HTMLButtonElement>('[data-testid=idea-row] h3 button')]
      .find((b) => b.textContent === title)
      ?.click(),
  );
const press = (key: string, target: EventTarget = document.body) =>
  act(async () => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });

describe('IdeasTab', () => {
  it('offers the MRR sort only on a plan with Revenue ranking (issue 28)', () => {
    const sortOptions = () =>
      [...mount.container.querySelectorAll<HTMLOptionElement>('select option')].map((option) => option.value);
    render([inboxIdea()], 'free');
    expect(sortOptions()).not.toContain('mrr');
    expect(sortOptions()).toContain('newest');
    render([inboxIdea()], 'pro');
    expect(sortOptions()).toContain('mrr');
  });

  it('shows three skeleton rows while loading', () => {
    render(undefined);
    expect(mount.container.querySelectorAll('[data-testid=idea-row-skeleton]')).toHaveLength(3);
  });

  it('shows the empty state with its hint and the action that fills it', () => {
    render([]);
    expect(mount.container.textContent).toContain('No feature requests yet');
    expect(mount.container.textContent).toContain('Share your company page with users to collect feedback');
    const copy = [...mount.container.querySelectorAll('button')].find(
      (b) => b.textContent === 'Copy board link',
    );
    expect(copy).toBeDefined();
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
    expect(mount.container.textContent).toContain('4 votes');
    await openPanel('Bulk export');
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
    await openPanel('Dark mode');
    await act(async () =>
      mount.container.querySelector<HTMLButtonElement>('button[aria-label="Delete Dark mode"]')?.click(),
    );
    expect(toast).toHaveBeenLastCalledWith(
      expect.objectContaining({ description: 'Failed to delete the feature request' }),
    );
    // The list is re-read after a failure too, so the select shows the server's status again.
    expect(onChanged).toHaveBeenCalledTimes(2);
  });

  // Issue 26: one upgrade banner above the list (not a note per row), naming the feature.
  it('on Free, one banner names Private ideas, and Make private is greyed in the panel', async () => {
    render([inboxIdea({ title: 'Dark mode' }), inboxIdea({ title: 'Light mode' })], 'free');
    const banners = [...mount.container.querySelectorAll('[role=note]')];
    expect(banners).toHaveLength(1);
    expect(banners[0]?.textContent).toBe('Private ideas needs the Pro plan. Upgrade to Pro');
    await openPanel('Dark mode');
    const make = button('Make private: Dark mode');
    expect(make?.closest('fieldset')?.disabled).toBe(true);
    expect(make?.matches(':disabled')).toBe(true);
  });

  it.each(['pro', 'business'] as const)('on %s, Make private marks the idea private', async (plan) => {
    const idea = inboxIdea({ title: 'Dark mode' });
    render([idea], plan);
    expect(mount.container.textContent).not.toContain('needs the Pro plan');
    await openPanel('Dark mode');
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
    await openPanel('Dark mode');
    const make = button('Make public: Dark mode');
    expect(make?.matches(':disabled')).toBe(false);
    updateIdeaPrivacy.mockRejectedValueOnce(new Error('500'));
    await act(async () => make?.click());
    expect(updateIdeaPrivacy).toHaveBeenCalledWith(idea.id, false);
    expect(toast).toHaveBeenLastCalledWith(
      expect.objectContaining({ description: 'Failed to update feature privacy' }),
    );
  });

  it('shows comments and last activity in the row; author and the idea page link in the panel', async () => {
    render([
      inboxIdea({ title: 'Named idea', authorName: 'Ada', comments: 1 }),
      inboxIdea({ title: 'Hidden idea', authorName: null, comments: 3, newComments: true }),
    ]);
    const rows = [...mount.container.querySelectorAll('[data-testid=idea-row]')];
    expect(rows[0]?.textContent).toContain('1 comment');
    expect(rows[0]?.textContent).toContain('2 hours ago');
    expect(rows[1]?.textContent).toContain('3 comments');
    expect(rows[1]?.textContent).toContain('New comments');
    await openPanel('Named idea');
    const panel = mount.container.querySelector('[data-testid=idea-panel]');
    expect(panel?.textContent).toContain('by Ada');
    const link = [...(panel?.querySelectorAll('a') ?? [])].find(
      (a) => a.textContent === 'Open the idea page',
    );
    expect(link?.getAttribute('href')).toMatch(/^\/company\/acme\/ideas\/\d+$/);
  });

  it('opens the side panel with Enter on a row; Esc closes it and gives the row its focus back', async () => {
    render([inboxIdea({ title: 'First one' }), inboxIdea({ title: 'Second one' })]);
    const rows = () => [...mount.container.querySelectorAll<HTMLElement>('[data-testid=idea-row]')];
    await press('j');
    await press('Enter', rows()[1]);
    const panel = mount.container.querySelector<HTMLElement>('[data-testid=idea-panel]');
    expect(panel?.getAttribute('aria-labelledby')).toBeTruthy();
    expect(document.getElementById(panel?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'Second one',
    );
    expect(panel?.contains(document.activeElement)).toBe(true);
    // j/k move the open panel to the next idea.
    await press('k');
    expect(mount.container.querySelector('[data-testid=idea-panel] h2')?.textContent).toBe('First one');
    await press('Escape', document.activeElement as HTMLElement);
    expect(mount.container.querySelector('[data-testid=idea-panel]')).toBeNull();
    expect(document.activeElement).toBe(rows()[0]);
  });

  it('offers Undo for a status change that e-mails people, and undoes it on the server', async () => {
    const idea = inboxIdea({ title: 'Dark mode' });
    render([idea]);
    const expiresAt = new Date(Date.now() + 8000).toISOString();
    updateIdeaStatus.mockResolvedValueOnce({ ...idea, status: 'planned', undo: { token: 'tok', expiresAt } });
    const select = mount.container.querySelector('[data-testid=idea-row] select') as HTMLSelectElement;
    await act(async () => {
      select.value = 'planned';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    const shown = toast.mock.lastCall?.[0];
    expect(shown).toMatchObject({ title: 'Status changed', description: '"Dark mode" is now Planned' });
    expect(shown.action.label).toBe('Undo');
    expect(shown.duration).toBeGreaterThan(6000);
    undoStatusChange.mockResolvedValueOnce({ restored: 1 });
    await act(async () => shown.action.onClick());
    expect(undoStatusChange).toHaveBeenCalledWith(1, 'tok');
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Change undone' }));
  });

  it('approves and rejects a held idea right in its row', async () => {
    const held = inboxIdea({ title: 'Held one', held: true });
    render([held, inboxIdea({ title: 'Public one' })]);
    expect(button('Approve Public one')).toBeNull();
    approveIdea.mockResolvedValueOnce({});
    await act(async () => button('Approve Held one')?.click());
    expect(approveIdea).toHaveBeenCalledWith(held.id);
    vi.spyOn(window, 'confirm').mockReturnValueOnce(true);
    deleteIdea.mockResolvedValueOnce({ ok: true });
    await act(async () => button('Reject Held one')?.click());
    expect(deleteIdea).toHaveBeenCalledWith(held.id);
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

  it('offers Edit to the owner and admins only', async () => {
    render([inboxIdea({ title: 'Dark mode' })], 'free', 'member');
    await openPanel('Dark mode');
    expect(button('Edit Dark mode')).toBeNull();
    render([inboxIdea({ title: 'Dark mode' })], 'free', 'admin');
    await openPanel('Dark mode');
    expect(button('Edit Dark mode')).not.toBeNull();
  });

  describe('with several boards (issue 27)', () => {
    const board = (id: number, name: string): PublicBoard => ({
      id,
      name,
      slug: name.toLowerCase(),
      description: null,
      position: id,
      visibility: 'public',
    });
    const select = (label: string) => selectLabelled(mount.container, label);
    const choose = chooseOption;

    it('with one board: no board filter, name or move anywhere', async () => {
      boards = [board(1, 'Ideas')];
      render([inboxIdea({ title: 'Dark mode' })]);
      expect(select('Board')).toBeNull();
      await openPanel('Dark mode');
      expect(select('Board')).toBeNull();
      expect(mount.container.textContent).not.toContain('Board: ');
    });

    it("filters by board, names each row's board, and moves one idea from its panel", async () => {
      boards = [board(1, 'Ideas'), board(2, 'Mobile')];
      const idea = inboxIdea({ title: 'Dark mode', boardId: 2 } as Partial<InboxIdea>);
      render([idea]);
      const filter = select('Board');
      expect([...(filter?.options ?? [])].map((option) => option.text)).toEqual([
        'All boards',
        'Ideas',
        'Mobile',
      ]);
      expect(mount.container.querySelector('[data-testid=idea-row]')?.textContent).toContain('Board: Mobile');
      await openPanel('Dark mode');
      const panel = mount.container.querySelector('[data-testid=idea-panel]');
      const move = [...(panel?.querySelectorAll('select') ?? [])].find((element) =>
        [...element.options].some((option) => option.text === 'Mobile'),
      );
      expect(move?.value).toBe('2');
      moveIdea.mockResolvedValueOnce({ ...idea, boardId: 1 });
      await choose(move ?? null, '1');
      expect(moveIdea).toHaveBeenCalledWith(idea.id, 1);
      expect(toast).toHaveBeenLastCalledWith(
        expect.objectContaining({ title: 'Moved', description: '"Dark mode" is now on Ideas' }),
      );
    });

    it('moves the selected ideas with "Move to board…", offering Undo as the other bulk actions do', async () => {
      boards = [board(1, 'Ideas'), board(2, 'Mobile')];
      const ideas = [inboxIdea({ title: 'One' }), inboxIdea({ title: 'Two' })];
      render(ideas);
      for (const idea of ideas) {
        const box = mount.container.querySelector<HTMLInputElement>(
          `input[aria-label="Select ${idea.title}"]`,
        );
        await act(async () => box?.click());
      }
      const bar = mount.container.querySelector('[aria-label="Bulk actions"]');
      const move = [...(bar?.querySelectorAll('select') ?? [])].find(
        (element) => element.options[0]?.text === 'Move to board…',
      );
      bulkTriage.mockResolvedValueOnce({
        changed: 2,
        undo: { token: 't', expiresAt: new Date(Date.now() + 60_000).toISOString() },
      });
      await choose(move ?? null, '2');
      expect(bulkTriage).toHaveBeenCalledWith(1, {
        action: 'move',
        ids: ideas.map((idea) => idea.id),
        boardId: 2,
      });
      expect(toast).toHaveBeenLastCalledWith(
        expect.objectContaining({
          title: 'Ideas moved',
          description: '2 ideas moved',
          action: expect.objectContaining({ label: 'Undo' }),
        }),
      );
    });
  });
});

describe('tags and ETA (issue 28)', () => {
  const enterprise: Tag = { id: 4, name: 'Enterprise', color: 'purple' };
  const select = (label: string) => {
    const found = [...mount.container.querySelectorAll('label')].find((l) => l.textContent === label);
    return document.getElementById(found?.htmlFor ?? '') as HTMLSelectElement | null;
  };

  it('shows no tag filter until the company has a tag', () => {
    render([inboxIdea({ title: 'Untagged' })]);
    expect(select('Tag')).toBeNull();
  });

  it('shows the tag filter, and each row its tag chips and ETA', () => {
    tags = [enterprise];
    render([inboxIdea({ title: 'SSO', status: 'planned', eta: '2026-Q2', tags: [enterprise] })]);
    expect([...(select('Tag')?.options ?? [])].map((option) => option.text)).toEqual([
      'All tags',
      'Enterprise',
    ]);
    const row = mount.container.querySelector('[data-testid=idea-row]');
    expect(row?.querySelector('[aria-label="Tags of SSO"]')?.textContent).toBe('Enterprise');
    expect(row?.textContent).toContain('ETA: Q2 2026');
  });
});
