import { type InboxIdea, isStatus, STATUSES, type Status } from '@sayso/api/contract';
import { forwardRef, useState } from 'react';
import styled from 'styled-components';
import { Badge, PrivateBadge, StatusBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EtaBadge } from '@/components/ui/eta-badge';
import { Select } from '@/components/ui/field';
import { TagChips } from '@/components/ui/tag-chip';
import { labelIn, useStatusLabels } from '@/lib/board/board-settings';
import { media, theme } from '@/styles/theme';

interface IdeaRowProps {
  idea: InboxIdea;
  /** lib/board categoryLabel: the company's own category, else the fixed one. */
  categoryLabel: string;
  /** The idea's board, named only when the company has several. */
  boardName?: string | undefined;
  selected: boolean;
  /** The row j/k moved to: the one tabbable row (roving focus). */
  focused: boolean;
  /** Its side panel is open. */
  open: boolean;
  onFocus: () => void;
  onSelect: (idea: InboxIdea, selected: boolean) => void;
  onOpen: (idea: InboxIdea) => void;
  onStatusChange: (idea: InboxIdea, status: Status) => Promise<void>;
  onApprove: (idea: InboxIdea) => Promise<void>;
  onReject: (idea: InboxIdea) => Promise<void>;
}

/**
 * One idea in the team's inbox, one compact line (issue 26): selection, status, title, badges,
 * votes, comments and last activity; Approve and Reject for a held idea. Click, or Enter on the
 * focused row, opens the side panel with everything else (edit, privacy, merge, history…).
 */
export const IdeaRow = forwardRef<HTMLLIElement, IdeaRowProps>(function IdeaRow(
  {
    idea,
    categoryLabel,
    boardName,
    selected,
    focused,
    open,
    onFocus,
    onSelect,
    onOpen,
    onStatusChange,
    onApprove,
    onReject,
  },
  ref,
) {
  const [busy, setBusy] = useState(false);
  const labels = useStatusLabels();
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Row
      ref={ref}
      data-testid="idea-row"
      tabIndex={focused ? 0 : -1}
      aria-current={focused || undefined}
      aria-label={idea.title}
      aria-busy={busy || undefined}
      $selected={selected}
      $open={open}
      onFocus={(event) => {
        if (event.target === event.currentTarget || !focused) onFocus();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target === event.currentTarget) onOpen(idea);
      }}
      onClick={(event) => {
        // Clicks on the row's own controls do their own thing.
        if (!(event.target as Element).closest('button, a, input, select, label')) onOpen(idea);
      }}
    >
      <Pick>
        <input
          type="checkbox"
          aria-label={`Select ${idea.title}`}
          checked={selected}
          onChange={(event) => onSelect(idea, event.target.checked)}
        />
      </Pick>
      <Main>
        <Title>
          <OpenButton type="button" aria-expanded={open} onClick={() => onOpen(idea)}>
            {idea.title}
          </OpenButton>
        </Title>
        <Meta>
          <StatusBadge status={idea.status} />
          {idea.private && <PrivateBadge />}
          {idea.held && <Badge>Held for review</Badge>}
          {idea.newComments && <Badge>New comments</Badge>}
          <EtaBadge eta={idea.eta} />
          <TagChips tags={idea.tags} label={`Tags of ${idea.title}`} />
          {/* The same label as the board's badge; an unknown value still reads as words. */}
          <span>{categoryLabel}</span>
          {boardName && (
            <span>
              <span className="visually-hidden">Board: </span>
              {boardName}
            </span>
          )}
          <span>
            {idea.votes} {idea.votes === 1 ? 'vote' : 'votes'}
          </span>
          <span>
            {idea.comments} {idea.comments === 1 ? 'comment' : 'comments'}
          </span>
          <span title={new Date(idea.lastActivityAt).toLocaleString()}>{idea.lastActivityAgo}</span>
          {idea.editedAt && <span>Edited</span>}
        </Meta>
      </Main>
      <Controls>
        {idea.held && (
          <>
            <Button
              size="sm"
              disabled={busy}
              aria-label={`Approve ${idea.title}`}
              onClick={() => void run(() => onApprove(idea))}
            >
              Approve
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              aria-label={`Reject ${idea.title}`}
              onClick={() => void run(() => onReject(idea))}
            >
              Reject
            </Button>
          </>
        )}
        <Select
          label={`Status of ${idea.title}`}
          hideLabel
          value={isStatus(idea.status) ? idea.status : 'idea'}
          disabled={busy}
          onChange={(event) => void run(() => onStatusChange(idea, event.target.value as Status))}
        >
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {labelIn(labels, status)}
            </option>
          ))}
        </Select>
      </Controls>
    </Row>
  );
});

const Row = styled.li<{ $selected: boolean; $open: boolean }>`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  padding: ${theme.space[1]} ${theme.space[3]};
  border-bottom: 1px solid ${theme.colors.border};
  background: ${({ $selected, $open }) => ($open || $selected ? theme.colors.brandSoft : theme.colors.surface)};
  cursor: pointer;
  &[aria-current='true'] { box-shadow: inset 3px 0 0 ${theme.colors.brand}; }
  &:focus-visible { outline: 2px solid ${theme.colors.brand}; outline-offset: -2px; }
  ${media.mobile} { flex-wrap: wrap; }
`;

const Pick = styled.div`
  flex: none;
  display: flex;
  input { width: 18px; height: 18px; margin: 0; accent-color: ${theme.colors.brand}; cursor: pointer; }
`;

// One line on a desktop (title, then its facts), two on a phone: many ideas on one screen.
const Main = styled.div`
  flex: 1;
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  min-width: 0;
  ${media.tablet} { flex-direction: column; align-items: stretch; gap: 2px; }
  ${media.mobile} { flex-basis: calc(100% - 40px); }
`;

const Title = styled.h3`
  flex: 1;
  min-width: 0;
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.semibold};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  ${media.mobile} { white-space: normal; overflow-wrap: anywhere; }
`;

const OpenButton = styled.button`
  all: unset;
  cursor: pointer;
  &:hover { text-decoration: underline; }
  &:focus-visible { outline: 2px solid ${theme.colors.brand}; outline-offset: 2px; }
`;

const Meta = styled.div`
  flex: none;
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  max-width: 60%;
  overflow: hidden;
  ${media.desktop} { flex-wrap: nowrap; }
  gap: 2px ${theme.space[2]};
  font-size: ${theme.font.size.xs};
  color: ${theme.colors.textMuted};
  & > span:not([class]) { white-space: nowrap; }
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  flex: none;
  && select { width: 150px; height: 32px; }
  ${media.mobile} { width: 100%; justify-content: flex-end; padding-left: 30px; select { flex: 1; width: auto; } }
`;
