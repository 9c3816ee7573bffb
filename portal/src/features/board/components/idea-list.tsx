import { type CompanyPage, type Idea, isStatus, type Status } from '@sayso/api/contract';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { IdeaListSkeleton } from '@/components/board/idea-list-skeleton';
import { LoadError } from '@/components/board/load-error';
import { Button } from '@/components/ui/button';
import { type ServerPaging, useServerIdeas } from '@/lib/board/board-api';
import { useBoardSettings } from '@/lib/board/board-settings';
import { categoryOptions } from '@/lib/board/categories';
import {
  ALL,
  applyQuery,
  DEFAULT_QUERY,
  type IdeaQuery,
  isQueryActive,
  paginate,
} from '@/lib/board/filter-ideas';
import { media, theme } from '@/styles/theme';
import { useIsMobile } from '../lib/use-is-mobile';
import { FilterSidebar } from './filter-sidebar';
import { IdeaCard } from './idea-card';
import { IdeaListEmpty } from './idea-list-states';
import { IdeaListToolbar } from './idea-list-toolbar';
import { FiltersToggle, MobileFilters } from './mobile-filters';

export interface IdeaListProps {
  ideas: Idea[] | undefined;
  isLoading: boolean;
  /** The list's request failed: an error with "Try again" (onRetry) instead of skeletons. */
  failed?: boolean;
  onRetry?: () => void;
  /** Signed out: anonymous voting. */
  anonymous: boolean;
  ideaHref: (idea: Idea) => string;
  onSubmitIdea: () => void;
  onVoted?: (ideaId: number) => void;
  /** Set for large boards: the API filters, sorts and pages instead of `features`. */
  serverPaging?: ServerPaging | undefined;
  /** Present only for the company owner: shows the 'Mark as …' menu. */
  onStatusChange?: ((idea: Idea, status: Status) => void) | undefined;
  /** The board's company: its own categories, when its page offers any. */
  company?: Pick<CompanyPage, 'categories'> | undefined;
}

/** The company's ideas with client-side filters, search, sort and 'Load More' paging. */
export function IdeaList(props: IdeaListProps) {
  const { ideas, isLoading, anonymous, ideaHref, onSubmitIdea, onVoted, onStatusChange, company } = props;
  const [filtersOpen, setFiltersOpen] = useState(false);
  // The board opens in the owner's default sort and lists only the statuses it shows
  // (Advanced customisation); the API already leaves the others out for visitors.
  const settings = useBoardSettings();
  const initial = useMemo(() => ({ ...DEFAULT_QUERY, sort: settings.defaultSort }), [settings.defaultSort]);
  const [query, setQuery] = useState<IdeaQuery>(initial);
  const [page, setPage] = useState(1);
  const mobile = useIsMobile();

  // Any filter change goes back to the first page (spec section 9).
  const change = (patch: Partial<IdeaQuery>) => {
    setQuery((current) => ({ ...current, ...patch }));
    setPage(1);
  };
  const reset = () => change(initial);

  const server = useServerIdeas(props.serverPaging, query, page);
  const results = useMemo(() => {
    if (server) return [];
    const shown = (idea: Idea) => settings.statuses.includes(isStatus(idea.status) ? idea.status : 'idea');
    return applyQuery((ideas ?? []).filter(shown), query, company);
  }, [server, ideas, query, company, settings.statuses]);
  const local = paginate(results, page);
  const visible = server ? (server.visible ?? []) : local.visible;
  const hasMore = server ? server.hasMore : local.hasMore;
  const failed = server ? server.failed : Boolean(props.failed) && !ideas;
  const retry = server ? server.retry : props.onRetry;
  const loading = !failed && (server ? server.isLoading : isLoading || !ideas);
  const found = server ? visible.length : results.length;
  const filtered = isQueryActive(query);
  const activeFilters = Number(!query.statuses.includes(ALL)) + Number(!query.categories.includes(ALL));
  const categories = useMemo(() => categoryOptions(company), [company]);
  const filters = { query, onChange: change, onReset: reset, categories };

  return (
    <Layout $sidebar={!mobile}>
      {!mobile && <FilterSidebar {...filters} />}
      <Main>
        <IdeaListToolbar
          query={query}
          onChange={change}
          extra={
            mobile && (
              <FiltersToggle
                open={filtersOpen}
                active={activeFilters}
                onToggle={() => setFiltersOpen((open) => !open)}
              />
            )
          }
        />
        {mobile && filtersOpen && <MobileFilters {...filters} />}
        {/* Read out on every change; shown while a filter or search narrows the list. */}
        <Found className={filtered ? undefined : 'visually-hidden'} aria-live="polite">
          {loading || failed ? '' : ideasFound(found)}
        </Found>
        {/* The skip link's target: the next Tab reaches the first idea's vote button. */}
        <Results id="ideas" tabIndex={-1} aria-label="Ideas list">
          {failed ? (
            <LoadError message="The ideas could not be loaded." onRetry={() => retry?.()} />
          ) : loading ? (
            <IdeaListSkeleton />
          ) : visible.length === 0 ? (
            // Issue 26: the action that fills the board is offered to everyone who may submit,
            // visitors included (they submit anonymously), not only to signed-in users.
            <IdeaListEmpty filtered={filtered} onSubmitIdea={onSubmitIdea} />
          ) : (
            <Cards aria-label="Ideas">
              {visible.map((idea) => (
                <li key={idea.id}>
                  <IdeaCard
                    idea={idea}
                    href={ideaHref(idea)}
                    anonymous={anonymous}
                    onVoted={onVoted}
                    onStatusChange={onStatusChange}
                    company={company}
                  />
                </li>
              ))}
            </Cards>
          )}
        </Results>
        {hasMore && (
          <MoreRow>
            <Button variant="outline" onClick={() => setPage((p) => p + 1)}>
              Load More
            </Button>
          </MoreRow>
        )}
      </Main>
    </Layout>
  );
}

/** "1 idea found", "2 ideas found". */
export function ideasFound(count: number): string {
  return `${count} ${count === 1 ? 'idea' : 'ideas'} found`;
}

const Results = styled.div`
  &:focus { outline: none; }
`;

const Found = styled.p`
  font-size: ${theme.font.size.sm};
  color: ${theme.colors.textMuted};
`;

const Layout = styled.div<{ $sidebar: boolean }>`
  display: grid;
  grid-template-columns: ${({ $sidebar }) => ($sidebar ? '240px minmax(0, 1fr)' : 'minmax(0, 1fr)')};
  gap: ${theme.space[6]};
  align-items: start;
  ${media.tablet} { gap: ${theme.space[4]}; }
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  min-width: 0;
`;

const Cards = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const MoreRow = styled.div`
  display: flex;
  justify-content: center;
`;
