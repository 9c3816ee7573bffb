import type { Comment } from '@sayso/api/contract';
import { act } from 'react';
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

const comment = (id: number, parentId: number | null, extra: Partial<Comment> = {}): Comment => ({
  id,
  content: `Comment ${id}`,
  contentHtml: `<p>Comment ${id}</p>`,
  userId: id,
  userName: `Person ${id}`,
  featureId: 1,
  isTeam: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  timeAgo: 'just now',
  mergedFrom: null,
  hidden: false,
  parentId,
  internal: false,
  attachments: [],
  ...extra,
});

describe('CommentThread replies and notes (issue 28)', () => {
  it('shows replies one level under their comment, and a reply without its parent on its own', () => {
    mount.render(
      <CommentThread
        comments={[comment(1, null), comment(2, null), comment(3, 1), comment(4, 99)]}
        failed={false}
      />,
    );
    const top = [...mount.container.querySelectorAll('[data-testid=comment-thread] > li')];
    expect(top.map((item) => item.getAttribute('data-testid'))).toEqual(['comment', 'comment', 'reply']);
    expect(
      top[0]?.querySelector('[aria-label="Replies to Person 1"] [data-testid=reply]')?.textContent,
    ).toContain('Comment 3');
  });

  it('labels an internal note in text, and shows the HTML the server rendered (a mention as @Name)', () => {
    mount.render(
      <CommentThread
        comments={[
          comment(1, null, {
            internal: true,
            content: 'Ask @[Ada Lovelace](mention:12) first',
            // renderMarkdown's answer for that text (api/src/lib/markdown.test.ts).
            contentHtml: '<p>Ask <span class="mention" data-user-id="12">@Ada Lovelace</span> first</p>',
          }),
        ]}
        failed={false}
      />,
    );
    expect(mount.container.textContent).toContain('Internal');
    expect(mount.container.querySelector('.mention')?.textContent).toBe('@Ada Lovelace');
    expect(mount.container.textContent).not.toContain('mention:12');
  });

  it('opens the reply form under a top-level comment only, and closing it returns focus to Reply', () => {
    let close: () => void = () => {};
    mount.render(
      <CommentThread
        comments={[comment(1, null), comment(2, 1)]}
        failed={false}
        renderReplyForm={(parent, done) => {
          close = done;
          return <p data-testid="reply-form">Replying to {parent.id}</p>;
        }}
      />,
    );
    const buttons = [...mount.container.querySelectorAll('button')].filter((b) => b.textContent === 'Reply');
    expect(buttons).toHaveLength(1);
    act(() => buttons[0]?.click());
    expect(mount.container.querySelector('[data-testid=reply-form]')?.textContent).toBe('Replying to 1');
    expect(buttons[0]?.getAttribute('aria-expanded')).toBe('true');
    act(() => close());
    expect(mount.container.querySelector('[data-testid=reply-form]')).toBeNull();
    expect(document.activeElement).toBe(buttons[0]);
  });
});
