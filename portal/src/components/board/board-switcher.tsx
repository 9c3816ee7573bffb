import type { PublicBoard } from '@sayso/api/contract';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

interface BoardSwitcherProps {
  boards: PublicBoard[];
  /** The board shown; null when the `all` link is the current one. */
  currentId: number | null;
  hrefFor: (board: PublicBoard) => string;
  /** A first link for every board at once (the roadmap's filter). */
  all?: { label: string; href: string } | undefined;
  /** The nav's name for screen readers. */
  label?: string;
}

/**
 * The boards a caller may see, as links (issue 27): plain links, so each board has an address
 * to share and Tab reaches each one. On a phone the list scrolls sideways inside itself rather
 * than widening the page.
 */
export function BoardSwitcher({ boards, currentId, hrefFor, all, label = 'Boards' }: BoardSwitcherProps) {
  return (
    <Nav aria-label={label}>
      <List>
        {all && (
          <li>
            <Item to={all.href} aria-current={currentId === null ? 'page' : undefined}>
              {all.label}
            </Item>
          </li>
        )}
        {boards.map((board) => (
          <li key={board.id}>
            <Item to={hrefFor(board)} aria-current={board.id === currentId ? 'page' : undefined}>
              {board.name}
            </Item>
          </li>
        ))}
      </List>
    </Nav>
  );
}

const Nav = styled.nav`
  min-width: 0;
  max-width: 100%;
`;

const List = styled.ul`
  display: flex;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 2px 2px ${theme.space[1]};
  list-style: none;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: thin;
  li { flex: none; }
`;

const Item = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  max-width: 24ch;
  padding: 6px ${theme.space[4]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.full};
  background: ${theme.colors.surface};
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.semibold};
  text-decoration: none;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  &:hover { color: ${theme.colors.text}; text-decoration: none; }
  &[aria-current='page'] {
    border-color: ${theme.colors.brand};
    background: ${theme.colors.brand};
    color: ${theme.colors.textOnBrand};
  }
  &:focus-visible { outline: none; box-shadow: ${theme.shadow.focus}; }
`;
