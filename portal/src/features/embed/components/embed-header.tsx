import type { CompanyPage } from '@sayso/api/contract';
import styled from 'styled-components';
import { BoardNav } from '@/components/board/board-nav';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { theme } from '@/styles/theme';

export type EmbedView = 'board' | 'roadmap' | 'changelog';

interface EmbedHeaderProps {
  company: CompanyPage;
  onSubmitIdea: () => void;
  /**
   * Inside the widget's panel (framed by a page that gave its origin): the widget draws the one
   * close button over this header's end, so the header leaves it room and draws none itself.
   */
  inPanel: boolean;
  /** The Board / Roadmap / Changelog switch: which view shows, and the address of each. */
  view: EmbedView;
  viewHref: (view: EmbedView) => string;
  /** False when the roadmap is private to a team the viewer is not in: no Roadmap link then. */
  showRoadmap: boolean;
}

/** The embed's compact header, the panel's only one: logo, name, Submit Idea, and Board / Roadmap / Changelog. */
export function EmbedHeader({
  company,
  onSubmitIdea,
  inPanel,
  view,
  viewHref,
  showRoadmap,
}: EmbedHeaderProps) {
  return (
    <Root>
      <Row $inPanel={inPanel}>
        <Avatar
          key={company.logoUrl ?? ''}
          name={company.name}
          src={company.logoUrl}
          size={36}
          square
          singleLetter
        />
        {/* A long name ends in an ellipsis; the title gives the whole of it. */}
        <Name title={company.name}>{company.name}</Name>
        <Button size="sm" onClick={onSubmitIdea}>
          Submit Idea
        </Button>
      </Row>
      <BoardNav
        current={view}
        boardHref={viewHref('board')}
        roadmapHref={viewHref('roadmap')}
        showRoadmap={showRoadmap}
        changelogHref={viewHref('changelog')}
      />
    </Root>
  );
}

const Root = styled.header`
  position: sticky;
  top: 0;
  z-index: ${theme.z.header};
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  padding: ${theme.space[3]} ${theme.space[4]};
  background: ${theme.colors.surface};
  border-top: 4px solid ${theme.colors.brand};
  border-bottom: 1px solid ${theme.colors.border};
`;

// 52 px on the right in the panel: the widget's close button (44 px, 8 px in) sits there.
const Row = styled.div<{ $inPanel: boolean }>`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  min-width: 0;
  padding-right: ${({ $inPanel }) => ($inPanel ? '44px' : '0')};
`;

const Name = styled.h1`
  flex: 1;
  min-width: 0;
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.bold};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
