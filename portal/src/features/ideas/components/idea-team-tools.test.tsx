import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeIdea } from '@/test/make-idea';
import { mountPerTest } from '@/test/mount';
import { IdeaTeamTools } from './idea-team-tools';

const setIdeaStatus = vi.fn();
const undoStatusChange = vi.fn();
const toast = vi.fn();
vi.mock('@/components/ui/toast', () => ({ useToast: () => ({ toast, dismiss: vi.fn() }) }));
vi.mock('../api/moderation-api', () => ({
  useMerges: () => ({ data: [], mutate: vi.fn(async () => undefined) }),
  setIdeaStatus: (id: number, status: string) => setIdeaStatus(id, status),
  undoStatusChange: (companyId: number, token: string) => undoStatusChange(companyId, token),
  approveIdea: vi.fn(),
  deleteIdea: vi.fn(),
  unmergeIdea: vi.fn(),
  mergeIdea: vi.fn(),
  teamIdeasSearchUrl: vi.fn(),
}));

const mount = mountPerTest();
const onChanged = vi.fn(async () => undefined);
beforeEach(() => {
  setIdeaStatus.mockReset();
  undoStatusChange.mockReset();
  toast.mockClear();
  onChanged.mockClear();
});

const render = (role: 'member' | 'admin' | 'owner') =>
  mount.render(
    <MemoryRouter>
      <IdeaTeamTools
        idea={makeIdea({ id: 42, companyId: 7, title: 'Dark mode', status: 'idea' })}
        slug="acme"
        role={role}
        onChanged={onChanged}
        onDeleted={vi.fn()}
      />
    </MemoryRouter>,
  );

// Issue 26: the team sees status and edit controls on the idea page itself.
describe('IdeaTeamTools', () => {
  it('sets the status from the idea page', async () => {
    render('member');
    const select = mount.container.querySelector('select') as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Idea',
      'Planned',
      'In Progress',
      'Completed',
    ]);
    setIdeaStatus.mockResolvedValueOnce({});
    await act(async () => {
      select.value = 'planned';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(setIdeaStatus).toHaveBeenCalledWith(42, 'planned');
    expect(onChanged).toHaveBeenCalled();
  });

  it('offers Edit (in the inbox, searched for the idea) to admins and the owner only', () => {
    render('member');
    expect(mount.container.textContent).not.toContain('Edit in the inbox');
    render('admin');
    const edit = [...mount.container.querySelectorAll('a')].find(
      (a) => a.textContent === 'Edit in the inbox',
    );
    expect(edit?.getAttribute('href')).toBe('/dashboard/acme/inbox?q=Dark%20mode');
  });

  it('offers Undo for a change that e-mails followers, and undoes it on the server', async () => {
    render('member');
    const select = mount.container.querySelector('select') as HTMLSelectElement;
    const expiresAt = new Date(Date.now() + 8000).toISOString();
    setIdeaStatus.mockResolvedValueOnce({ undo: { token: 'tok', expiresAt } });
    await act(async () => {
      select.value = 'completed';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    const offered = toast.mock.calls.map(([options]) => options).find((options) => options.action);
    expect(offered).toMatchObject({ title: 'Status changed', action: { label: 'Undo' } });
    undoStatusChange.mockResolvedValueOnce({ restored: 1 });
    await act(async () => offered.action.onClick());
    expect(undoStatusChange).toHaveBeenCalledWith(7, 'tok');
  });
});
