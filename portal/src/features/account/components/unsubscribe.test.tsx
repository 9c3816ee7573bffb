import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { mountPerTest } from '@/test/mount';
import { resubscribeRequest, unsubscribeRequest } from '../api/notifications-api';
import { Unsubscribe } from './unsubscribe';

vi.mock('../api/notifications-api', () => ({ unsubscribeRequest: vi.fn(), resubscribeRequest: vi.fn() }));
const unsubscribe = vi.mocked(unsubscribeRequest);
const resubscribe = vi.mocked(resubscribeRequest);
const answer = (unsubscribed: boolean) => ({
  email: 'ann@example.com',
  topic: 'idea_updates' as const,
  unsubscribed,
});

beforeEach(() => {
  unsubscribe.mockReset();
  resubscribe.mockReset();
});

const mount = mountPerTest();

async function render(token: string) {
  const container = mount.render(<Unsubscribe token={token} />);
  await act(async () => {});
  const button = () => container.querySelector('button');
  return { container, button };
}

describe('Unsubscribe', () => {
  it('unsubscribes once on opening, then undoes and redoes on request', async () => {
    unsubscribe.mockResolvedValue(answer(true));
    const { container, button } = await render('signed.token');
    expect(unsubscribe).toHaveBeenCalledTimes(1);
    expect(unsubscribe).toHaveBeenCalledWith('signed.token');
    expect(container.textContent).toContain(
      "You're unsubscribed. ann@example.com gets no more e-mails about updates on ideas you follow.",
    );
    resubscribe.mockResolvedValue(answer(false));
    await act(async () => button()?.click());
    expect(resubscribe).toHaveBeenCalledWith('signed.token');
    expect(container.textContent).toContain("You're subscribed again.");
    expect(button()?.textContent).toBe('Unsubscribe again');
  });

  it('says why a bad link fails', async () => {
    unsubscribe.mockRejectedValue(new ApiError(400, 'This unsubscribe link is invalid', {}, '400'));
    const { container, button } = await render('forged');
    expect(container.textContent).toBe('This unsubscribe link is invalid');
    expect(button()).toBeNull();
  });

  it('asks nothing without a token', async () => {
    const { container } = await render('');
    expect(unsubscribe).not.toHaveBeenCalled();
    expect(container.textContent).toBe('This unsubscribe link is incomplete.');
  });
});
