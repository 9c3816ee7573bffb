import type { CompanyPage } from '@sayso/api/contract';
import styled from 'styled-components';
import { BoardNav } from '@/components/board/board-nav';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { CloseButton } from '@/components/ui/close-button';
import { theme } from '@/styles/theme';

interface EmbedHeaderProps {
  company: CompanyPage;
  onSubmitIdea: () => void;
  /** Present only when framed by a page that gave its origin: asks the widget to close. */
  onClose?: (() => void) | undefined;
  /** The Board / Roadmap switch: which view shows, and the address of each. */
  view: 'board' | 'roadmap';
  viewHref: (view: 'board' | 'roadmap') => string;
  /** False when the roadmap is private to a team the viewer is not in: no switch then. */
  showRoadmap: boolean;
}

/** The embed's compact header: logo, name, Submit Idea, when framed a close button, and Board / Roadmap. */
export function EmbedHeader({
  company,
  onSubmitIdea,
  onClose,
  view,
  viewHref,
  showRoadmap,
}: EmbedHeaderProps) {
  return (
    <Root>
      <Row>
        <Avatar
          key={company.logoUrl ?? ''}
          name={company.name}
          src={company.logoUrl}
          size={36}
          square
          singleLetter
        />
        <Name>{company.name}</Name>
        <Button size="sm" onClick={onSubmitIdea}>
          Submit Idea
        </Button>
        {onClose && (
          <Close type="button" aria-label="Close feedback panel" onClick={onClose}>
            ×
          </Close>
        )}
      </Row>
      <BoardNav
        current={view}
        boardHref={viewHref('board')}
        roadmapHref={viewHref('roadmap')}
        showRoadmap={showRoadmap}
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
  border-bottom: 1px solid ${theme.colors.border};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
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

// A touch larger than in dialogs, to line up with the 36 px logo beside it.
const Close = styled(CloseButton)`
  flex: none;
  width: 34px;
  height: 34px;
  &:focus-visible { outline: none; box-shadow: ${theme.shadow.focus}; }
`;
