import { describe, expect, it } from 'vitest';
import { mountPerTest } from '@/test/mount';
import { VoteButton } from './vote-button';

const mount = mountPerTest();

describe('VoteButton', () => {
  it('keeps focus once voted: marked done with aria-disabled, never the disabled attribute', () => {
    const draw = (voted: boolean) =>
      mount.render(
        <VoteButton
          title="Dark mode"
          votes={voted ? 3 : 2}
          voted={voted}
          pending={false}
          onVote={() => {}}
        />,
      );
    draw(false);
    const button = mount.container.querySelector('button') as HTMLButtonElement;
    button.focus();
    draw(true);
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(document.activeElement).toBe(button);
  });

  it('does not vote again while a vote is in flight or done', () => {
    let votes = 0;
    mount.render(<VoteButton title="Dark mode" votes={2} voted={false} pending onVote={() => votes++} />);
    mount.container.querySelector('button')?.click();
    mount.render(<VoteButton title="Dark mode" votes={3} voted pending={false} onVote={() => votes++} />);
    mount.container.querySelector('button')?.click();
    expect(votes).toBe(0);
  });
});
