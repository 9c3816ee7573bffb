import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useCompany } from '@/lib/board/board-api';
import { Branded } from './branded-page';
import { type BoardView, CompanyBar } from './company-bar';

/**
 * A company's board, idea or roadmap page as its own site: its header above the page, both in
 * its accent colour and theme (the whole page, not a card inside Sayso's).
 */
export function BoardChrome({
  slug,
  current,
  children,
}: {
  slug: string;
  current: BoardView;
  children: ReactNode;
}) {
  const { data: company } = useCompany(slug);
  return (
    <Branded branding={company?.branding} board={company?.board}>
      <CompanyBar slug={slug} company={company} current={current} />
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
    </Branded>
  );
}

const Main = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
  min-width: 0;
  &:focus { outline: none; }
`;
