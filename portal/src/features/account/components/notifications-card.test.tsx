import type { NotificationSettings } from '@sayso/api/contract';
import { act } from 'react';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { mountPerTest } from '@/test/mount';
import { fetchNotificationSettings, updateNotificationSettings } from '../api/notifications-api';
import { NotificationsCard } from './notifications-card';

vi.mock('../api/notifications-api', () => ({
  NOTIFICATIONS_URL: '/api/account/notifications',
  fetchNotificationSettings: vi.fn(),
  updateNotificationSettings: vi.fn(),
}));
const fetchSettings = vi.mocked(fetchNotificationSettings);
const update = vi.mocked(updateNotificationSettings);

const settings = (overrides: Partial<NotificationSettings> = {}): NotificationSettings => ({
  ideaUpdates: true,
  dailyDigest: false,
  mentions: true,
  digestAvailable: false,
  ...overrides,
});

beforeEach(() => {
  fetchSettings.mockReset();
  update.mockReset();
});

const mount = mountPerTest();

async function render(stored: NotificationSettings) {
  fetchSettings.mockResolvedValue(stored);
  const container = mount.render(
    <ToastProvider>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <NotificationsCard />
      </SWRConfig>
    </ToastProvider>,
  );
  // Let SWR's fetch resolve and the card draw the switches.
  await act(async () => {});
  const switchNamed = (name: string) => {
    const label = [...container.querySelectorAll('label')].find((l) => l.textContent === name);
    return (label?.querySelector('input[role="switch"]') ?? null) as HTMLInputElement | null;
  };
  const click = (name: string) => act(async () => switchNamed(name)?.click());
  return { container, switchNamed, click };
}

describe('NotificationsCard', () => {
  it('shows the idea-updates switch as stored, and no digest for a non-owner', async () => {
    const { switchNamed } = await render(settings({ ideaUpdates: false }));
    expect(switchNamed('E-mail me when ideas I follow change')?.checked).toBe(false);
    expect(switchNamed('Daily digest')).toBeNull();
  });

  it('saves a switch and shows what the server stored', async () => {
    const { switchNamed, click } = await render(settings({ digestAvailable: true }));
    update.mockResolvedValue(settings({ digestAvailable: true, dailyDigest: true }));
    await click('Daily digest');
    expect(update).toHaveBeenCalledWith({ dailyDigest: true });
    expect(switchNamed('Daily digest')?.checked).toBe(true);
    expect(document.body.textContent).toContain('Your e-mail settings have been updated');

    update.mockResolvedValue(settings({ digestAvailable: true, dailyDigest: true, ideaUpdates: false }));
    await click('E-mail me when ideas I follow change');
    expect(update).toHaveBeenLastCalledWith({ ideaUpdates: false });
    expect(switchNamed('E-mail me when ideas I follow change')?.checked).toBe(false);
  });

  it('keeps the stored value and says why when saving fails', async () => {
    const { switchNamed, click } = await render(settings({ digestAvailable: true }));
    update.mockRejectedValue(new ApiError(403, 'The daily digest is for company owners', {}, '403'));
    await click('Daily digest');
    expect(switchNamed('Daily digest')?.checked).toBe(false);
    expect(document.body.textContent).toContain('The daily digest is for company owners');
  });
});
