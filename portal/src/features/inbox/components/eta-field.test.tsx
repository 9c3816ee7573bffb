import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeInboxIdea as inboxIdea } from '@/test/make-idea';
import { mountPerTest } from '@/test/mount';
import { chooseOption, selectLabelled } from '@/test/select-field';
import { EtaField } from './eta-field';

const setIdeaEta = vi.fn(async (_id: number, _eta: string | null) => ({}));
const toast = vi.fn();
vi.mock('../api/inbox-api', () => ({
  setIdeaEta: (id: number, eta: string | null) => setIdeaEta(id, eta),
}));
vi.mock('@/components/ui/toast', () => ({ useToast: () => ({ toast, dismiss: vi.fn() }) }));

const mount = mountPerTest();
const onChanged = vi.fn(async () => undefined);
beforeEach(() => {
  setIdeaEta.mockClear();
  onChanged.mockClear();
  toast.mockClear();
});

const select = (label: string) => selectLabelled(mount.container, label);
const choose = chooseOption;

describe('the inbox panel’s ETA', () => {
  it('offers none on an idea that is not planned or in progress, and says why', () => {
    mount.render(<EtaField idea={inboxIdea({ status: 'idea' })} onChanged={onChanged} />);
    expect(select('ETA month or quarter')).toBeNull();
    expect(mount.container.textContent).toContain(
      'An ETA can be set once the idea is planned or in progress.',
    );
  });

  it('saves a month or a quarter with the chosen year, and clears it with No ETA', async () => {
    const idea = inboxIdea({ status: 'planned' });
    mount.render(<EtaField idea={idea} onChanged={onChanged} />);
    // A year alone saves nothing: there is no period yet.
    await choose(select('ETA year'), '2027');
    expect(setIdeaEta).not.toHaveBeenCalled();
    await choose(select('ETA month or quarter'), '03');
    expect(setIdeaEta).toHaveBeenLastCalledWith(idea.id, '2027-03');
    await choose(select('ETA month or quarter'), 'Q2');
    expect(setIdeaEta).toHaveBeenLastCalledWith(idea.id, '2027-Q2');
    await choose(select('ETA month or quarter'), '');
    expect(setIdeaEta).toHaveBeenLastCalledWith(idea.id, null);
    expect(onChanged).toHaveBeenCalledTimes(3);
  });

  it('shows the stored ETA, and a new year keeps its period', async () => {
    const idea = inboxIdea({ status: 'in_progress', eta: '2026-Q3' });
    mount.render(<EtaField idea={idea} onChanged={onChanged} />);
    expect(select('ETA month or quarter')?.value).toBe('Q3');
    expect(select('ETA year')?.value).toBe('2026');
    await choose(select('ETA year'), String(new Date().getFullYear() + 1));
    expect(setIdeaEta).toHaveBeenLastCalledWith(idea.id, `${new Date().getFullYear() + 1}-Q3`);
  });
});
