import type { PublicBoard } from '@sayso/api/contract';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

/** The board shown, by name and description, above its ideas when a company has several. */
export function BoardHeading({ board }: { board: Pick<PublicBoard, 'name' | 'description'> }) {
  return (
    <div>
      <Name>{board.name}</Name>
      {board.description && <Description>{board.description}</Description>}
    </div>
  );
}

const Name = styled.h2`
  font-size: ${theme.font.size.xl};
  font-weight: ${theme.font.weight.bold};
  overflow-wrap: anywhere;
`;

const Description = styled.p`
  margin-top: ${theme.space[1]};
  max-width: 72ch;
  color: ${theme.colors.textMuted};
  overflow-wrap: anywhere;
`;
