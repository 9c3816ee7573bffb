import { type InboxIdea, isStatus, type PlanId, STATUSES, type Status } from '@sayso/api/contract';
import { forwardRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, PrivateBadge, StatusBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/field';
import { PlanGate } from '@/components/ui/plan-gate';
import { paths } from '@/config/paths';
import { labelIn, useStatusLabels } from '@/lib/board/board-settings';
import { media, theme } from '@/styles/theme';

interface IdeaRowProps {
  idea: InboxIdea;
  plan: PlanId;
  slug: string;
  /** lib/board categoryLabel: the company's own category, else the fixed one. */
  categoryLabel: string;
  selected: boolean;
  /** The row j/k moved to: the one tabbable row (roving focus). */
  focused: boolean;
  /** Rewording is the owner's and the admins' (members triage only). */
  canEdit: boolean;
  onFocus: () => void;
  onSelect: (idea: InboxIdea, selected: boolean) => void;
  onStatusChange: (idea: InboxIdea, status: Status) => Promise<void>;
  onPrivacyChange: (idea: InboxIdea, isPrivate: boolean) => Promise<void>;
  onDelete: (idea: InboxIdea) => Promise<void>;
  onEdit: (idea: InboxIdea) => void;
}

/**
 * One idea in the team's inbox: selection, badges, category, a link to the idea, author,
 * comments, votes, last activity, and its controls (status, edit, privacy, delete).
 */
export const IdeaRow = forwardRef<HTMLLIElement, IdeaRowProps>(function IdeaRow(
  {
    idea,
    plan,
    slug,
    categoryLabel,
    selected,
    focused,
    canEdit,
    onFocus,
    onSelect,
    onStatusChange,
    onPrivacyChange,
    onDelete,
    onEdit,
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
      onFocus={(event) => {
        if (event.target === event.currentTarget || !focused) onFocus();
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
        <Meta>
          <StatusBadge status={idea.status} />
          {idea.private && <PrivateBadge />}
          {idea.held && <Badge>Held for review</Badge>}
          {idea.newComments && <Badge>New comments</Badge>}
          <CategoryText>
            {/* The same label as the board's badge; an unknown value still reads as words. */}
            {categoryLabel}
          </CategoryText>
        </Meta>
        <Title>
          <Link to={paths.idea(slug, idea.id)}>{idea.title}</Link>
        </Title>
        <Description>{idea.description}</Description>
        <Facts>
          <span>
            Votes: <strong>{idea.votes}</strong>
          </span>
          <span>
            {idea.comments} {idea.comments === 1 ? 'comment' : 'comments'}
          </span>
          <span>by {idea.authorName ?? 'anonymous'}</span>
          <span title={new Date(idea.lastActivityAt).toLocaleString()}>
            Last activity {idea.lastActivityAgo}
          </span>
          {idea.editedAt && <span>Edited</span>}
        </Facts>
      </Main>
      <Controls>
        <ControlRow>
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
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Delete ${idea.title}`}
            title="Delete"
            disabled={busy}
            onClick={() => void run(() => onDelete(idea))}
          >
            <TrashIcon />
          </Button>
        </ControlRow>
        {canEdit && (
          <Button variant="outline" size="sm" aria-label={`Edit ${idea.title}`} onClick={() => onEdit(idea)}>
            Edit
          </Button>
        )}
        <PrivacyControl
          idea={idea}
          plan={plan}
          busy={busy}
          onChange={(value) => run(() => onPrivacyChange(idea, value))}
        />
      </Controls>
    </Row>
  );
});

/** Make private (behind the plan) or make public (always allowed: it only publishes). */
function PrivacyControl({
  idea,
  plan,
  busy,
  onChange,
}: {
  idea: InboxIdea;
  plan: PlanId;
  busy: boolean;
  onChange: (isPrivate: boolean) => Promise<void>;
}) {
  const label = idea.private ? 'Make public' : 'Make private';
  const button = (
    <Button
      variant="outline"
      size="sm"
      aria-label={`${label}: ${idea.title}`}
      disabled={busy}
      onClick={() => void onChange(!idea.private)}
    >
      {label}
    </Button>
  );
  if (idea.private) return button;
  return (
    <PlanGate plan={plan} entitlement="privateRoadmaps">
      {button}
    </PlanGate>
  );
}

function TrashIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path
        d="M3 6h18M8 6V4h8v2M6 6l1 14h10l1-14M10 11v6M14 11v6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const Row = styled.li<{ $selected: boolean }>`
  display: flex;
  gap: ${theme.space[4]};
  justify-content: space-between;
  padding: ${theme.space[4]};
  border: 1px solid ${({ $selected }) => ($selected ? theme.colors.brand : theme.colors.border)};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  &[aria-current='true'] { box-shadow: 0 0 0 2px ${theme.colors.brand}; }
  &:focus-visible { outline: 2px solid ${theme.colors.brand}; outline-offset: 2px; }
  ${media.mobile} { flex-direction: column; gap: ${theme.space[3]}; }
`;

const Pick = styled.div`
  flex: none;
  padding-top: 2px;
  input { width: 18px; height: 18px; margin: 0; accent-color: ${theme.colors.brand}; cursor: pointer; }
`;

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]} ${theme.space[3]};
  font-size: ${theme.font.size.sm};
  color: ${theme.colors.textMuted};
  strong { color: ${theme.colors.text}; }
`;

const Main = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  min-width: 0;
`;

const Meta = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  flex-wrap: wrap;
`;

const CategoryText = styled.span`
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.medium};
  color: ${theme.colors.textMuted};
`;

const Title = styled.h3`
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.semibold};
  overflow-wrap: anywhere;
  a { color: inherit; text-decoration: none; }
  a:hover, a:focus-visible { text-decoration: underline; }
`;

const Description = styled.p`
  font-size: ${theme.font.size.sm};
  color: ${theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Controls = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  flex: none;
  width: 190px;
  ${media.mobile} { width: 100%; }
  button[aria-label^='Make'], button[aria-label^='Edit'] { width: 100%; }
`;

const ControlRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[2]};
  ${media.mobile} { align-items: center; }
  & > :first-child { flex: 1; }
  button[aria-label^='Delete'] { height: 40px; width: 40px; padding: 0; color: ${theme.colors.danger}; }
`;
