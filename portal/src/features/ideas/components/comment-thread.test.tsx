import { describe, expect, it } from 'vitest';
import { mountPerTest } from '@/test/mount';
import { CommentThread } from './comment-thread';

const mount = mountPerTest();

describe('CommentThread', () => {
  it('offers Try again when the thread failed to load, instead of a dead end', () => {
    let retried = 0;
    mount.render(<CommentThread comments={undefined} failed onRetry={() => retried++} />);
    const alert = mount.container.querySelector('[role=alert]');
    expect(alert?.textContent).toContain('Comments could not be loaded.');
    const button = [...mount.container.querySelectorAll('button')].find((b) => b.textContent === 'Try again');
    button?.click();
    expect(retried).toBe(1);
  });

  it('shows the loading state, then the empty state with its invitation', () => {
    mount.render(<CommentThread comments={undefined} failed={false} />);
    expect(mount.container.querySelector('[aria-label="Loading comments"]')).not.toBeNull();
    mount.render(<CommentThread comments={[]} failed={false} />);
    expect(mount.container.textContent).toContain('No comments yet. Start the conversation.');
  });
});
