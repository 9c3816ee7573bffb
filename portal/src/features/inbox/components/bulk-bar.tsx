import { type PublicBoard, STATUSES, type Status } from '@sayso/api/contract';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/field';
import { labelIn, useStatusLabels } from '@/lib/board/board-settings';
import type { CategoryOption } from '@/lib/board/categories';
import { theme } from '@/styles/theme';

interface BulkBarProps {
  count: number;
  categories: CategoryOption[];
  /** The company's boards: "Move to board…" shows when there are several. */
  boards: PublicBoard[];
  busy: boolean;
  onStatus: (status: Status) => void;
  onCategory: (value: string) => void;
  onMove: (boardId: number) => void;
  onDelete: () => void;
  onClear: () => void;
}

/** What the team can do with the selected ideas at once: status, category, board, delete. */
export function BulkBar({
  count,
  categories,
  boards,
  busy,
  onStatus,
  onCategory,
  onMove,
  onDelete,
  onClear,
}: BulkBarProps) {
  const labels = useStatusLabels();
  return (
    <Bar role="region" aria-label="Bulk actions" aria-busy={busy || undefined}>
      <Selected aria-live="polite">{count} selected</Selected>
      <Select
        label="Change status"
        hideLabel
        value=""
        disabled={busy}
        onChange={(event) => event.target.value && onStatus(event.target.value as Status)}
      >
        <option value="">Change status…</option>
        {STATUSES.map((status) => (
          <option key={status} value={status}>
            {labelIn(labels, status)}
          </option>
        ))}
      </Select>
      <Select
        label="Change category"
        hideLabel
        value=""
        disabled={busy}
        onChange={(event) => event.target.value && onCategory(event.target.value)}
      >
        <option value="">Change category…</option>
        {categories.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      {boards.length > 1 && (
        <Select
          label="Move to board"
          hideLabel
          value=""
          disabled={busy}
          onChange={(event) => event.target.value && onMove(Number(event.target.value))}
        >
          <option value="">Move to board…</option>
          {boards.map((board) => (
            <option key={board.id} value={board.id}>
              {board.name}
            </option>
          ))}
        </Select>
      )}
      <Button variant="destructive" size="sm" disabled={busy} onClick={onDelete}>
        Delete
      </Button>
      <Button variant="ghost" size="sm" disabled={busy} onClick={onClear}>
        Clear selection
      </Button>
    </Bar>
  );
}

const Bar = styled.div`
  position: sticky;
  bottom: ${theme.space[3]};
  z-index: 2;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]} ${theme.space[3]};
  margin-top: ${theme.space[3]};
  padding: ${theme.space[3]};
  box-shadow: ${theme.shadow.lg};
  border: 1px solid ${theme.colors.brand};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  & > div { min-width: 160px; }
`;

const Selected = styled.span`
  font-weight: ${theme.font.weight.semibold};
`;
