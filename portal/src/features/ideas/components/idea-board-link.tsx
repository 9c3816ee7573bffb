import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { boardPath, useBoards } from '@/lib/board/boards';
import { theme } from '@/styles/theme';

/**
 * "On the board Mobile app": where an idea lives, as a link back to that board (issue 27). Only
 * for a company with several boards the caller may see; with one, the page looks as it always did.
 */
export function IdeaBoardLink({ slug, boardId }: { slug: string; boardId: number }) {
  const boards = useBoards(slug).data;
  const board = boards?.find((candidate) => candidate.id === boardId);
  if (!boards || boards.length < 2 || !board) return null;
  return (
    <Line>
      On the board <Link to={boardPath(slug, boards, board)}>{board.name}</Link>
    </Line>
  );
}

const Line = styled.p`
  font-size: ${theme.font.size.sm};
  color: ${theme.colors.textMuted};
  a { font-weight: ${theme.font.weight.semibold}; }
`;
