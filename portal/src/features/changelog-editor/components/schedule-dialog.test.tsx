import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountPerTest } from '@/test/mount';
import { SCHEDULE_MESSAGES } from '../lib/schedule-time';
import { byLabel, click, type } from '../test-kit';
import { ScheduleDialog } from './schedule-dialog';

const mount = mountPerTest();
const now = () => new Date(2026, 2, 10, 14, 30);

function render(
  onSchedule: (publishAt: string) => Promise<string | undefined> = vi.fn(async () => undefined),
) {
  mount.render(<ScheduleDialog open onClose={() => {}} onSchedule={onSchedule} now={now} />);
  return onSchedule;
}

afterEach(() => vi.restoreAllMocks());

describe('the schedule picker', () => {
  it('suggests tomorrow at 09:00 and names the local time zone', () => {
    render();
    const input = byLabel('Publish on');
    expect(input.type).toBe('datetime-local');
    expect(input.value).toBe('2026-03-11T09:00');
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      `Your local time (${zone}).`,
    );
  });

  it('sends the chosen local time as an ISO instant', async () => {
    const onSchedule = render();
    await type('Publish on', '2026-04-02T17:45');
    await click('Schedule');
    expect(onSchedule).toHaveBeenCalledWith(new Date(2026, 3, 2, 17, 45).toISOString());
  });

  it('refuses a time that is not in the future, and an empty one, without a call', async () => {
    const onSchedule = render();
    await type('Publish on', '2026-03-10T14:00');
    await click('Schedule');
    expect(document.body.textContent).toContain(SCHEDULE_MESSAGES.past);
    await type('Publish on', '');
    await click('Schedule');
    expect(document.body.textContent).toContain(SCHEDULE_MESSAGES.missing);
    expect(onSchedule).not.toHaveBeenCalled();
  });

  it("shows the server's refusal at the field", async () => {
    render(vi.fn(async () => 'Scheduled entries need a title'));
    await act(async () => byLabel('Publish on').form?.requestSubmit());
    expect(byLabel('Publish on').getAttribute('aria-invalid')).toBe('true');
    expect(document.body.textContent).toContain('Scheduled entries need a title');
  });
});
