import styled from 'styled-components';
import { theme } from '@/styles/theme';

interface VoteButtonProps {
  title: string;
  votes: number;
  voted: boolean;
  pending: boolean;
  onVote: () => void;
}

/**
 * The upvote control: disabled once this browser or user has voted (spec section 4). Disabled
 * with aria-disabled, not the attribute: a disabled button loses focus, and a keyboard voter
 * would be dropped to the page's start after each vote (issue 26).
 */
export function VoteButton({ title, votes, voted, pending, onVote }: VoteButtonProps) {
  const done = voted || pending;
  return (
    <Root
      type="button"
      aria-label={`Vote for ${title}`}
      aria-pressed={voted}
      aria-disabled={done}
      $voted={voted}
      onClick={() => {
        if (!done) onVote();
      }}
    >
      <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
        <path d="M7 2 13 10H1z" fill="currentColor" />
      </svg>
      <Count data-testid="vote-count">{votes}</Count>
    </Root>
  );
}

const Root = styled.button<{ $voted: boolean }>`
  flex: none;
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  width: 56px;
  height: 60px;
  border-radius: ${theme.radius.md};
  border: 1px solid ${({ $voted }) => ($voted ? theme.colors.brand : theme.colors.borderStrong)};
  background: ${({ $voted }) => ($voted ? theme.colors.brandSoft : theme.colors.surface)};
  color: ${({ $voted }) => ($voted ? theme.colors.brandDark : theme.colors.text)};
  cursor: pointer;
  transition: background ${theme.transition.fast}, border-color ${theme.transition.fast};
  &:hover:not([aria-disabled='true']) { border-color: ${theme.colors.brand}; background: ${theme.colors.brandSoft}; }
  &:focus-visible { outline: none; box-shadow: ${theme.shadow.focus}; }
  /* Voted stays readable: disabled here means 'done', not 'unavailable'. */
  &[aria-disabled='true'] { cursor: default; }
`;

const Count = styled.span`
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.bold};
  line-height: 1;
`;
