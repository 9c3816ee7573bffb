import {
  type InboxIdea,
  isStatus,
  type PlanId,
  type PublicBoard,
  STATUSES,
  type Status,
} from '@sayso/api/contract';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { RichText } from '@/components/rich-text';
import { Badge, PrivateBadge, StatusBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CloseButton } from '@/components/ui/close-button';
import { Select } from '@/components/ui/field';
import { PlanGate } from '@/components/ui/plan-gate';
import { paths } from '@/config/paths';
import { useAttachmentSlots } from '@/lib/attachments/attachment-slots';
import { labelIn, useStatusLabels } from '@/lib/board/board-settings';
import type { CategoryOption } from '@/lib/board/categories';
import { media, theme } from '@/styles/theme';

interface IdeaPanelProps {
  idea: InboxIdea;
  slug: string;
  plan: PlanId;
  categories: CategoryOption[];
  /** The idea's category as an option value (categoryValue). */
  category: string;
  /** The company's boards: the idea can move when there are several. */
  boards: PublicBoard[];
  /** The board the idea is on. */
  boardId: number | undefined;
  canEdit: boolean;
  onClose: () => void;
  onStatusChange: (idea: InboxIdea, status: Status) => Promise<void>;
  onCategoryChange: (idea: InboxIdea, value: string) => Promise<void>;
  onBoardChange: (idea: InboxIdea, boardId: number) => Promise<void>;
  onPrivacyChange: (idea: InboxIdea, isPrivate: boolean) => Promise<void>;
  onEdit: (idea: InboxIdea) => void;
  onDelete: (idea: InboxIdea) => Promise<void>;
  onApprove: (idea: InboxIdea) => Promise<void>;
  onReject: (idea: InboxIdea) => Promise<void>;
  /** What other features add: merge, the history, the comments (composed by the dashboard). */
  extras?: ReactNode;
}

/**
 * The inbox's side panel for one idea (issue 26): a labelled region beside the list (over it on a
 * phone) with its status, category, board (issue 27), privacy, edit, delete, approve/reject for a held idea, and
 * the extras. It takes focus when it opens on another idea; Esc closes it (the inbox then puts
 * focus back on the row).
 */
export function IdeaPanel(props: IdeaPanelProps) {
  const { idea, plan, categories, category, canEdit, onClose } = props;
  const [busy, setBusy] = useState(false);
  const labels = useStatusLabels();
  const heading = useRef<HTMLHeadingElement>(null);
  const { Gallery } = useAttachmentSlots();
  const titleId = `idea-panel-title-${idea.id}`;
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus follows the idea shown
  useEffect(() => heading.current?.focus(), [idea.id]);

  return (
    <Panel
      aria-labelledby={titleId}
      data-testid="idea-panel"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
      }}
    >
      <Head>
        <Title id={titleId} ref={heading} tabIndex={-1}>
          {idea.title}
        </Title>
        <CloseButton aria-label="Close the idea panel" onClick={onClose} />
      </Head>
      <Badges>
        <StatusBadge status={idea.status} />
        {idea.private && <PrivateBadge />}
        {idea.held && <Badge>Held for review</Badge>}
      </Badges>
      <Facts>
        {idea.votes} {idea.votes === 1 ? 'vote' : 'votes'} · {idea.comments}{' '}
        {idea.comments === 1 ? 'comment' : 'comments'} · by {idea.authorName ?? 'anonymous'} · last activity{' '}
        {idea.lastActivityAgo}
        {idea.editedAt && ' · edited'}
      </Facts>
      <Description html={idea.descriptionHtml} />
      <Gallery attachments={idea.attachments ?? []} label={idea.title} />
      {idea.held && (
        <Held>
          <span>Held for review: only the team and its author see it.</span>
          <Button size="sm" disabled={busy} onClick={() => void run(() => props.onApprove(idea))}>
            Approve
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => void run(() => props.onReject(idea))}
          >
            Reject
          </Button>
        </Held>
      )}
      <Controls>
        <Select
          label="Status"
          value={isStatus(idea.status) ? idea.status : 'idea'}
          disabled={busy}
          onChange={(event) => void run(() => props.onStatusChange(idea, event.target.value as Status))}
        >
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {labelIn(labels, status)}
            </option>
          ))}
        </Select>
        <Select
          label="Category"
          value={category}
          disabled={busy}
          onChange={(event) => void run(() => props.onCategoryChange(idea, event.target.value))}
        >
          {categories.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
        {props.boards.length > 1 && (
          <Select
            label="Board"
            value={props.boardId ?? ''}
            disabled={busy}
            onChange={(event) => void run(() => props.onBoardChange(idea, Number(event.target.value)))}
          >
            {props.boardId === undefined && <option value="">Choose a board…</option>}
            {props.boards.map((board) => (
              <option key={board.id} value={board.id}>
                {board.name}
              </option>
            ))}
          </Select>
        )}
      </Controls>
      <Actions>
        {canEdit && (
          <Button
            variant="outline"
            size="sm"
            aria-label={`Edit ${idea.title}`}
            onClick={() => props.onEdit(idea)}
          >
            Edit
          </Button>
        )}
        <PrivacyControl
          idea={idea}
          plan={plan}
          busy={busy}
          onChange={(value) => run(() => props.onPrivacyChange(idea, value))}
        />
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Delete ${idea.title}`}
          disabled={busy}
          onClick={() => void run(() => props.onDelete(idea))}
        >
          Delete
        </Button>
        <Link to={paths.idea(props.slug, idea.id)}>Open the idea page</Link>
      </Actions>
      {props.extras}
    </Panel>
  );
}

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
    <PlanGate plan={plan} entitlement="privateRoadmaps" feature="Private ideas">
      {button}
    </PlanGate>
  );
}

const Panel = styled.section`
  position: sticky;
  top: ${theme.space[4]};
  max-height: calc(100vh - ${theme.space[8]});
  overflow-y: auto;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow.md};
  & > section { padding: ${theme.space[3]} 0 0; }
  ${media.tablet} {
    position: fixed;
    inset: 0;
    max-height: none;
    z-index: ${theme.z.overlay};
    border-radius: 0;
  }
`;

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.space[2]};
`;

const Title = styled.h2`
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.semibold};
  overflow-wrap: anywhere;
  &:focus-visible { outline: 2px solid ${theme.colors.brand}; outline-offset: 2px; }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`;

const Facts = styled.p`
  font-size: ${theme.font.size.sm};
  color: ${theme.colors.textMuted};
`;

const Description = styled(RichText)`
  font-size: ${theme.font.size.sm};
`;

const Held = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
  padding: ${theme.space[3]};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surfaceMuted};
  span { flex: 1 1 100%; font-size: ${theme.font.size.sm}; }
`;

const Controls = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${theme.space[3]};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
  a { font-size: ${theme.font.size.sm}; color: ${theme.colors.brandDark}; }
`;
