import type { WebhookDelivery, WebhookEndpoint } from '@sayso/api/contract';
import { act } from 'react';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast';
import { mountPerTest } from '@/test/mount';
import { replayDelivery, updateWebhook } from '../api/webhooks-api';
import { WebhookItem } from './webhook-item';

vi.mock('../api/webhooks-api', async (original) => ({
  ...(await original<typeof import('../api/webhooks-api')>()),
  updateWebhook: vi.fn(),
  replayDelivery: vi.fn(),
}));
const update = vi.mocked(updateWebhook);
const replay = vi.mocked(replayDelivery);

const mount = mountPerTest();

const ENDPOINT: WebhookEndpoint = {
  id: 3,
  url: 'https://hooks.example.com/sayso',
  events: ['idea.created', 'vote.created'],
  enabled: false,
  disabledReason: 'failures',
  consecutiveFailures: 5,
  createdAt: '2026-11-01T10:00:00.000Z',
};

const DELIVERY: WebhookDelivery = {
  id: 41,
  eventId: 'evt_abc',
  eventType: 'idea.created',
  status: 'failed',
  attempts: 6,
  responseStatus: 500,
  error: 'The receiver answered 500',
  responseExcerpt: 'boom',
  durationMs: 12,
  createdAt: '2026-11-01T10:00:00.000Z',
  lastAttemptAt: '2026-11-01T10:15:00.000Z',
  nextAttemptAt: null,
  replayOf: null,
};

const button = (container: HTMLElement, name: string) => {
  const found = [...container.querySelectorAll('button')].find(
    (b) => b.textContent === name || b.getAttribute('aria-label') === name,
  );
  if (!found) throw new Error(`No ${name} button`);
  return found;
};

function render(endpoint: WebhookEndpoint, onChanged = vi.fn().mockResolvedValue(undefined)) {
  const fetcher = vi.fn().mockResolvedValue([DELIVERY]);
  const container = mount.render(
    <SWRConfig value={{ fetcher, provider: () => new Map(), dedupingInterval: 0 }}>
      <ToastProvider>
        <WebhookItem companyId={7} endpoint={endpoint} onChanged={onChanged} onSecret={vi.fn()} />
      </ToastProvider>
    </SWRConfig>,
  );
  return { container, fetcher, onChanged };
}

beforeEach(() => {
  update.mockReset();
  replay.mockReset();
});

describe('WebhookItem', () => {
  it('says an endpoint was turned off after failures, and Re-enable switches it back on', async () => {
    update.mockResolvedValue({ ...ENDPOINT, enabled: true, disabledReason: null, consecutiveFailures: 0 });
    const { container, onChanged } = render(ENDPOINT);
    expect(container.textContent).toContain('Disabled after failures');
    expect(container.textContent).toContain('Turned off after 5 deliveries in a row failed');
    expect(button(container, 'Send test event').disabled).toBe(true);
    await act(async () => button(container, 'Re-enable').click());
    expect(update).toHaveBeenCalledWith(7, 3, { enabled: true });
    expect(onChanged).toHaveBeenCalledOnce();
  });

  it('edits the URL and events in a dialog that starts from the current ones, and says why a save fails', async () => {
    update.mockRejectedValueOnce(new Error('10.0.0.1 is a private address'));
    update.mockResolvedValueOnce({ ...ENDPOINT, events: ['idea.created'] });
    const { container, onChanged } = render(ENDPOINT);
    await act(async () => button(container, 'Edit https://hooks.example.com/sayso').click());
    const form = document.querySelector<HTMLFormElement>(
      'form[aria-label="Edit https://hooks.example.com/sayso"]',
    );
    if (!form) throw new Error('No edit form');
    const url = form.querySelector<HTMLInputElement>('input[type="url"]');
    expect(url?.value).toBe('https://hooks.example.com/sayso');
    expect(document.activeElement).toBe(url);
    const checked = [...form.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')]
      .filter((box) => box.checked)
      .map((box) => box.closest('label')?.querySelector('code')?.textContent);
    expect(checked).toEqual(['idea.created', 'vote.created']);

    const vote = [...form.querySelectorAll('label')].find((l) => l.textContent?.includes('vote.created'));
    act(() => vote?.querySelector('input')?.click());
    await act(async () => form.querySelector<HTMLButtonElement>('button[type="submit"]')?.click());
    expect(form.textContent).toContain('10.0.0.1 is a private address');
    expect(onChanged).not.toHaveBeenCalled();

    await act(async () => form.querySelector<HTMLButtonElement>('button[type="submit"]')?.click());
    expect(update).toHaveBeenLastCalledWith(7, 3, {
      url: 'https://hooks.example.com/sayso',
      events: ['idea.created'],
    });
    expect(onChanged).toHaveBeenCalledOnce();
    expect(document.querySelector('form[aria-label="Edit https://hooks.example.com/sayso"]')).toBeNull();
  });

  it('opens the delivery log on demand and replays a delivery', async () => {
    replay.mockResolvedValue({ ...DELIVERY, id: 42, status: 'pending', attempts: 0, replayOf: 41 });
    const { container, fetcher } = render({ ...ENDPOINT, enabled: true, disabledReason: null });
    const toggle = button(container, 'Deliveries');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await act(async () => toggle.click());
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(fetcher).toHaveBeenCalledWith('/api/companies/7/webhooks/3/deliveries');
    const log = container.querySelector('ul[aria-label="Deliveries to https://hooks.example.com/sayso"]');
    expect(log?.textContent).toContain('Failed: The receiver answered 500');
    expect(log?.textContent).toContain('6 tries');
    await act(async () => button(container, 'Replay idea.created delivery 41').click());
    expect(replay).toHaveBeenCalledWith(7, 3, 41);
  });
});
