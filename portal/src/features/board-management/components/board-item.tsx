import { BOARD_MESSAGES, type Board, boardReadOnlyMessage, type PlanId } from '@sayso/api/contract';
import styled from 'styled-components';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { theme } from '@/styles/theme';
import { pastBoardLimit, VISIBILITY_LABELS } from '../lib/board-draft';

interface BoardItemProps {
  board: Board;
  companySlug: string;
  plan: PlanId;
  /** Its place in the switcher: the first is the default board. */
  index: number;
  count: number;
  busy: boolean;
  onMove: (by: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One row of the Boards card: name, address, idea count, visibility, and its actions. */
export function BoardItem({
  board,
  companySlug,
  plan,
  index,
  count,
  busy,
  onMove,
  onEdit,
  onDelete,
}: BoardItemProps) {
  const prefix = `board-${board.id}`;
  const last = count === 1;
  return (
    <Item data-testid="board-item">
      <About>
        <Name>
          {board.name}
          {index === 0 && <Badge>Default</Badge>}
          <Badge>{VISIBILITY_LABELS[board.visibility]}</Badge>
        </Name>
        <Facts>
          <code>{paths.board(companySlug, board.slug)}</code> · {board.ideaCount}{' '}
          {board.ideaCount === 1 ? 'idea' : 'ideas'}
        </Facts>
        {board.description && <Facts>{board.description}</Facts>}
        {/* After a downgrade the boards past the plan's count stay, closed to new ideas. */}
        {pastBoardLimit(plan, index) && <Warning>{boardReadOnlyMessage(plan)}</Warning>}
      </About>
      <Actions>
        <Button
          size="sm"
          variant="outline"
          aria-label={`Edit ${board.name}`}
          disabled={busy}
          onClick={onEdit}
        >
          Edit
        </Button>
        <Button
          id={`${prefix}-up`}
          size="sm"
          variant="outline"
          aria-label={`Move ${board.name} up`}
          disabled={index === 0 || busy}
          onClick={() => onMove(-1)}
        >
          Move up
        </Button>
        <Button
          id={`${prefix}-down`}
          size="sm"
          variant="outline"
          aria-label={`Move ${board.name} down`}
          disabled={index === count - 1 || busy}
          onClick={() => onMove(1)}
        >
          Move down
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Delete ${board.name}`}
          // Never the last board: the server refuses it too (BOARD_MESSAGES.lastBoard).
          disabled={last || busy}
          title={last ? BOARD_MESSAGES.lastBoard : undefined}
          onClick={onDelete}
        >
          Delete
        </Button>
      </Actions>
    </Item>
  );
}

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]} ${theme.space[3]};
  padding: ${theme.space[3]} 0;
  border-bottom: 1px solid ${theme.colors.border};
`;

const About = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  min-width: 0;
`;

const Name = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
  font-weight: ${theme.font.weight.semibold};
  overflow-wrap: anywhere;
`;

const Facts = styled.span`
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const Warning = styled.span`
  color: ${theme.colors.text};
  font-size: ${theme.font.size.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`;
