import { type Idea, isStatus, type PlanId, STATUSES, type Status } from '@sayso/api/contract';
import { useState } from 'react';
import styled from 'styled-components';
import { PrivateBadge, StatusBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/field';
import { PlanGate } from '@/components/ui/plan-gate';
import { labelIn, useStatusLabels } from '@/lib/board/board-settings';
import { media, theme } from '@/styles/theme';

interface IdeaRowProps {
  idea: Idea;
  plan: PlanId;
  /** lib/board categoryLabel: the company's own category, else the fixed one. */
  categoryLabel: string;
  onStatusChange: (idea: Idea, status: Status) => Promise<void>;
  onPrivacyChange: (idea: Idea, isPrivate: boolean) => Promise<void>;
  onDelete: (idea: Idea) => Promise<void>;
}

/**
 * One idea in the owner's list: badges, category, title, description, votes, status, privacy
 * and delete.
 */
export function IdeaRow({
  idea,
  plan,
  categoryLabel,
  onStatusChange,
  onPrivacyChange,
  onDelete,
}: IdeaRowProps) {
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
    <Row data-testid="idea-row" aria-busy={busy || undefined}>
      <Main>
        <Meta>
          <StatusBadge status={idea.status} />
          {idea.private && <PrivateBadge />}
          <CategoryText>
            {/* The same label as the board's badge; an unknown value still reads as words. */}
            {categoryLabel}
          </CategoryText>
        </Meta>
        <Title>{idea.title}</Title>
        <Description>{idea.description}</Description>
        <Votes>
          Votes: <strong>{idea.votes}</strong>
        </Votes>
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
        <PrivacyControl
          idea={idea}
          plan={plan}
          busy={busy}
          onChange={(value) => run(() => onPrivacyChange(idea, value))}
        />
      </Controls>
    </Row>
  );
}

/** Make private (behind the plan) or make public (always allowed: it only publishes). */
function PrivacyControl({
  idea,
  plan,
  busy,
  onChange,
}: {
  idea: Idea;
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

const Row = styled.li`
  display: flex;
  gap: ${theme.space[4]};
  justify-content: space-between;
  padding: ${theme.space[4]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  ${media.mobile} { flex-direction: column; gap: ${theme.space[3]}; }
`;

const Main = styled.div`
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
`;

const Description = styled.p`
  font-size: ${theme.font.size.sm};
  color: ${theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Votes = styled.p`
  font-size: ${theme.font.size.sm};
  color: ${theme.colors.textMuted};
  strong { color: ${theme.colors.text}; }
`;

const Controls = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  flex: none;
  width: 190px;
  ${media.mobile} { width: 100%; }
  button[aria-label^='Make'] { width: 100%; }
`;

const ControlRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[2]};
  ${media.mobile} { align-items: center; }
  & > :first-child { flex: 1; }
  button[aria-label^='Delete'] { height: 40px; width: 40px; padding: 0; color: ${theme.colors.danger}; }
`;
