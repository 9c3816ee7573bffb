import {
  type CompanyPage,
  type Idea,
  ROADMAP_COMPLETED_DAYS,
  type Roadmap,
  type Status,
} from '@sayso/api/contract';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LoadError } from '@/components/board/load-error';
import { CategoryBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EtaBadge } from '@/components/ui/eta-badge';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { useCompany } from '@/lib/board/board-api';
import { labelIn, useStatusLabels } from '@/lib/board/board-settings';
import { categoryLabel } from '@/lib/board/categories';
import { canSeeRoadmap, useRoadmap } from '@/lib/roadmap/use-roadmap';
import { media, theme } from '@/styles/theme';

const COLUMNS: { key: keyof Roadmap; status: Status; empty: string }[] = [
  { key: 'planned', status: 'planned', empty: 'Nothing planned yet.' },
  { key: 'inProgress', status: 'in_progress', empty: 'Nothing in progress right now.' },
  {
    key: 'completed',
    status: 'completed',
    empty: `Nothing completed in the last ${ROADMAP_COMPLETED_DAYS} days.`,
  },
];

/**
 * The company's roadmap, read and drawn: for the roadmap page and the embed's Roadmap view. A
 * private roadmap says so to anyone outside the team, who is never sent its address.
 */
export function RoadmapSection({
  slug,
  board,
  ideaHref,
  stacked,
  onSubmitIdea,
}: {
  slug: string;
  /** One board's roadmap (its slug); without it, every board the caller may see. */
  board?: string | undefined;
  /** Offered when the whole roadmap is empty: the action that fills it. */
  onSubmitIdea?: () => void;
} & Omit<RoadmapColumnsProps, 'roadmap' | 'company'>) {
  const { user } = useAuth();
  // The company is loaded already by the page around (one shared request): privacy, categories.
  const company = useCompany(slug);
  const visible = company.data ? canSeeRoadmap(company.data, user) : false;
  const roadmap = useRoadmap(slug, visible, board);
  const notFound = roadmap.error instanceof ApiError && roadmap.error.status === 404;
  if ((company.data && !visible) || notFound) return <PrivateRoadmap />;
  if (roadmap.error)
    return <LoadError message="The roadmap could not be loaded." onRetry={() => void roadmap.mutate()} />;
  const empty = roadmap.data && COLUMNS.every(({ key }) => roadmap.data?.[key].length === 0);
  return (
    <>
      <RoadmapColumns roadmap={roadmap.data} ideaHref={ideaHref} stacked={stacked} company={company.data} />
      {empty && onSubmitIdea && (
        <EmptyAction>
          <p>Nothing on the roadmap yet. Tell the team what to build next.</p>
          <Button variant="outline" onClick={onSubmitIdea}>
            Submit an Idea
          </Button>
        </EmptyAction>
      )}
    </>
  );
}

/** What a visitor sees of a private roadmap: that it exists for the team only. */
function PrivateRoadmap() {
  return (
    <Private>
      <PrivateTitle>This roadmap is private</PrivateTitle>
      <p>Only the company's team can see it.</p>
    </Private>
  );
}

interface RoadmapColumnsProps {
  roadmap: Roadmap | undefined;
  /** Where a card links to (the idea's page, or its view inside the embed). */
  ideaHref: (idea: Idea) => string;
  /** Narrow frames (the embed's panel) always stack the columns. */
  stacked?: boolean;
  /** The board's company: names the ideas' own categories. */
  company?: Pick<CompanyPage, 'categories'> | undefined;
}

/** The roadmap's three columns, Planned, In Progress and Completed, each most votes first. */
export function RoadmapColumns({ roadmap, ideaHref, stacked = false, company }: RoadmapColumnsProps) {
  const labels = useStatusLabels();
  return (
    <Grid $stacked={stacked} data-testid="roadmap">
      {COLUMNS.map(({ key, status, empty }) => {
        const list = roadmap?.[key];
        const headingId = `roadmap-${key}`;
        return (
          <Column key={key} aria-labelledby={headingId} data-testid={`roadmap-${key}`}>
            <Heading>
              <span id={headingId}>{labelIn(labels, status)}</span>
              {list && (
                <Count aria-label={list.length === 1 ? '1 idea' : `${list.length} ideas`}>
                  {list.length}
                </Count>
              )}
            </Heading>
            {!list ? (
              <Skeleton $height="72px" />
            ) : list.length === 0 ? (
              <Empty>{empty}</Empty>
            ) : (
              <List>
                {list.map((idea) => (
                  <li key={idea.id}>
                    <RoadmapCard idea={idea} href={ideaHref(idea)} label={categoryLabel(idea, company)} />
                  </li>
                ))}
              </List>
            )}
          </Column>
        );
      })}
    </Grid>
  );
}

function RoadmapCard({ idea, href, label }: { idea: Idea; href: string; label: string }) {
  return (
    <Item as="article" data-testid="roadmap-card">
      <Title to={href}>{idea.title}</Title>
      <Meta>
        <Votes>
          {idea.votes} {idea.votes === 1 ? 'vote' : 'votes'}
        </Votes>
        <CategoryBadge category={idea.category} label={label} />
        {idea.status !== 'completed' && <EtaBadge eta={idea.eta} />}
      </Meta>
    </Item>
  );
}

const Grid = styled.div<{ $stacked: boolean }>`
  display: grid;
  grid-template-columns: ${({ $stacked }) => ($stacked ? '1fr' : 'repeat(3, minmax(0, 1fr))')};
  gap: ${theme.space[4]};
  align-items: start;
  ${media.tablet} { grid-template-columns: 1fr; }
`;

const Column = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  min-width: 0;
  padding: ${theme.space[3]};
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.surfaceSunken};
`;

const Heading = styled.h2`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.bold};
`;

const Count = styled.span`
  min-width: 24px;
  padding: 0 ${theme.space[2]};
  border-radius: ${theme.radius.full};
  background: ${theme.colors.surface};
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.size.xs};
  text-align: center;
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Item = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  padding: ${theme.space[3]};
`;

const Title = styled(Link)`
  color: ${theme.colors.text};
  font-weight: ${theme.font.weight.semibold};
  text-decoration: none;
  overflow-wrap: anywhere;
  border-radius: ${theme.radius.sm};
  &:hover { text-decoration: underline; }
  &:focus-visible { outline: none; box-shadow: ${theme.shadow.focus}; }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
`;

const Votes = styled.span`
  font-size: ${theme.font.size.sm};
  color: ${theme.colors.textMuted};
`;

const Empty = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.size.sm};
`;

const Private = styled.div`
  padding: ${theme.space[10]} ${theme.space[4]};
  text-align: center;
  color: ${theme.colors.textMuted};
  border: 1px dashed ${theme.colors.borderStrong};
  border-radius: ${theme.radius.md};
`;

const PrivateTitle = styled.h2`
  margin-bottom: ${theme.space[1]};
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.semibold};
  color: ${theme.colors.text};
`;

const EmptyAction = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[4]};
  color: ${theme.colors.textMuted};
`;
