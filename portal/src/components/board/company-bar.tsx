import type { CompanyPage } from '@sayso/api/contract';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { UserMenu } from '@/components/layout/user-menu';
import { Avatar } from '@/components/ui/avatar';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { useAuthLinks } from '@/lib/auth/use-auth-links';
import { canSeeRoadmap } from '@/lib/roadmap/use-roadmap';
import { media, theme } from '@/styles/theme';
import { BoardNav } from './board-nav';
import { SkipLink } from './skip-link';

export type BoardView = 'board' | 'roadmap' | 'changelog' | 'idea';

interface CompanyBarProps {
  slug: string;
  /** Undefined while the company loads (or failed): the bar keeps its place and the sign-in. */
  company: CompanyPage | undefined;
  current: BoardView;
}

/**
 * The company's own header on its board, idea and roadmap pages: the skip link, its logo and
 * name, Board / Roadmap / Changelog, and the visitor's sign-in or avatar. Sayso's marketing navigation
 * stays on Sayso's own pages; this bar takes the company's accent and theme with the page.
 */
export function CompanyBar({ slug, company, current }: CompanyBarProps) {
  const { user, refresh } = useAuth();
  const authLinks = useAuthLinks();
  // As Sayso's own header does: whoever looks is asked again on each page load.
  useEffect(() => {
    void refresh();
  }, [refresh]);

  return (
    <Bar>
      {current === 'board' ? (
        <SkipLink targetId="ideas">Skip to ideas</SkipLink>
      ) : (
        <SkipLink targetId="main">Skip to content</SkipLink>
      )}
      <Inner>
        <Home to={paths.company(slug)} aria-label={company ? `${company.name} board` : 'Board'}>
          {company && (
            <>
              <Avatar
                key={company.logoUrl ?? ''}
                name={company.name}
                src={company.logoUrl}
                size={32}
                square
                singleLetter
              />
              <Name title={company.name}>{company.name}</Name>
            </>
          )}
        </Home>
        {company && (
          <BarNav
            current={current === 'idea' ? 'board' : current}
            boardHref={paths.company(slug)}
            roadmapHref={paths.roadmap(slug)}
            showRoadmap={canSeeRoadmap(company, user)}
            changelogHref={paths.changelog(slug)}
          />
        )}
        <Visitor>
          {user ? (
            <UserMenu user={user} />
          ) : (
            <ButtonLink to={authLinks.login} variant="outline" size="sm">
              Sign in
            </ButtonLink>
          )}
        </Visitor>
      </Inner>
    </Bar>
  );
}

const Bar = styled.header`
  position: relative;
  background: ${theme.colors.surface};
  border-bottom: 1px solid ${theme.colors.border};
`;

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  gap: ${theme.space[4]};
  min-height: 60px;
  ${media.mobile} { flex-wrap: wrap; gap: ${theme.space[2]}; min-height: 56px; }
`;

// Board, Roadmap and Changelog beside the logo and the sign-in overflow a phone: there they
// take a row of their own under them, each an equal segment.
const BarNav = styled(BoardNav)`
  ${media.mobile} {
    order: 1;
    width: 100%;
    margin-bottom: ${theme.space[2]};
    > a { flex: 1; justify-content: center; }
  }
`;

const Home = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[3]};
  min-width: 0;
  min-height: 44px;
  color: ${theme.colors.text};
  text-decoration: none;
  border-radius: ${theme.radius.md};
  &:hover { text-decoration: none; color: ${theme.colors.text}; }
  &:focus-visible { outline: none; box-shadow: ${theme.shadow.focus}; }
`;

// The full name shows in the page's heading below: on a phone the logo stands for it here.
const Name = styled.span`
  max-width: 28ch;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: ${theme.font.weight.bold};
  ${media.mobile} { display: none; }
`;

const Visitor = styled.div`
  margin-left: auto;
  flex: none;
`;
