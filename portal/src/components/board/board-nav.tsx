import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

interface BoardNavProps {
  current: 'board' | 'roadmap' | 'changelog';
  boardHref: string;
  roadmapHref: string;
  /** False when the roadmap is private and the viewer outside the team: no Roadmap link then. */
  showRoadmap?: boolean;
  /** The changelog (issue 29), public whatever the roadmap's privacy; no link when not given. */
  changelogHref?: string;
  className?: string;
}

/** "Board" / "Roadmap" / "Changelog": the links between a company's board and its public pages. */
export function BoardNav({
  current,
  boardHref,
  roadmapHref,
  showRoadmap = true,
  changelogHref,
  className,
}: BoardNavProps) {
  // Board alone would be a switch with one side: no links at all then.
  if (!showRoadmap && !changelogHref) return null;
  return (
    <Nav aria-label="Board views" className={className}>
      <Item to={boardHref} aria-current={current === 'board' ? 'page' : undefined}>
        Board
      </Item>
      {showRoadmap && (
        <Item to={roadmapHref} aria-current={current === 'roadmap' ? 'page' : undefined}>
          Roadmap
        </Item>
      )}
      {changelogHref && (
        <Item to={changelogHref} aria-current={current === 'changelog' ? 'page' : undefined}>
          Changelog
        </Item>
      )}
    </Nav>
  );
}

const Nav = styled.nav`
  display: flex;
  gap: ${theme.space[1]};
  padding: ${theme.space[1]};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surfaceSunken};
  width: fit-content;
  max-width: 100%;
`;

const Item = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 6px ${theme.space[4]};
  border-radius: ${theme.radius.sm};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.semibold};
  color: ${theme.colors.textMuted};
  text-decoration: none;
  &:hover { color: ${theme.colors.text}; }
  &[aria-current='page'] {
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    box-shadow: ${theme.shadow.sm};
  }
  &:focus-visible { outline: none; box-shadow: ${theme.shadow.focus}; }
`;
