import type { CompanySummary } from '@sayso/api/contract';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import useSWR from 'swr';
import { Avatar } from '@/components/ui/avatar';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { apiPaths } from '@/lib/api-paths';
import { media, theme } from '@/styles/theme';
import { Section } from './section';
import { Testimonials } from './testimonials';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.tablet} { grid-template-columns: repeat(2, 1fr); }
  ${media.mobile} { grid-template-columns: 1fr; }
`;

const Tile = styled(Link)`
  display: flex;
  gap: ${theme.space[4]};
  height: 100%;
  padding: ${theme.space[5]};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  color: ${theme.colors.text};
  transition: box-shadow ${theme.transition.normal}, border-color ${theme.transition.normal};
  &:hover { text-decoration: none; border-color: ${theme.colors.brandBorder}; box-shadow: ${theme.shadow.md}; }
`;

const Text = styled.div`
  min-width: 0;
  h3 { font-size: ${theme.font.size.md}; overflow-wrap: anywhere; }
  p {
    margin-top: ${theme.space[1]};
    color: ${theme.colors.textMuted};
    font-size: ${theme.font.size.sm};
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
`;

const SkeletonTile = styled(Card)`
  display: flex;
  gap: ${theme.space[4]};
  padding: ${theme.space[5]};
`;

const Proof = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  margin: ${theme.space[10]} 0 ${theme.space[8]};
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.size.sm};
`;

const Stack = styled.div`
  display: flex;
  > * + * { margin-left: -10px; }
  > * { box-shadow: 0 0 0 2px ${theme.colors.surface}; }
`;

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space[4]};
  color: ${theme.colors.textMuted};
`;

const MAX_SHOWN = 6;

function describe(company: CompanySummary): string {
  return company.description?.trim() || `Share your ideas and help ${company.name} build better products.`;
}

function CompanyTile({ company }: { company: CompanySummary }) {
  return (
    <li>
      <Tile to={paths.company(company.slug)}>
        <Avatar name={company.name} src={company.logoUrl} size={48} square singleLetter />
        <Text>
          <h3>{company.name}</h3>
          <p>{describe(company)}</p>
        </Text>
      </Tile>
    </li>
  );
}

/** Companies already collecting feedback, from GET /api/companies. */
export function FeaturedCompanies() {
  const { data, error, isLoading } = useSWR<CompanySummary[]>(apiPaths.companies);
  const companies = (data ?? []).slice(0, MAX_SHOWN);

  return (
    <Section
      id="companies"
      eyebrow="Featured companies"
      title="Teams already listening with Sayso"
      lead="Browse their boards, vote on ideas, and see how they run their roadmap in public."
    >
      {isLoading ? (
        <Grid aria-busy="true" aria-label="Loading companies">
          {Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity of their own.
            <li key={index}>
              <SkeletonTile>
                <Skeleton $width="48px" $height="48px" $radius={theme.radius.md} />
                <div style={{ flex: 1, display: 'grid', gap: 8 }}>
                  <Skeleton $width="60%" />
                  <Skeleton />
                  <Skeleton $width="80%" />
                </div>
              </SkeletonTile>
            </li>
          ))}
        </Grid>
      ) : error || companies.length === 0 ? (
        <Empty>
          <p>
            {error
              ? 'Featured companies could not be loaded right now.'
              : 'No companies yet. Yours could be the first.'}
          </p>
          <ButtonLink to={`${paths.auth()}?tab=register`} variant="secondary">
            Create your page
          </ButtonLink>
        </Empty>
      ) : (
        <Grid>
          {companies.map((company) => (
            <CompanyTile key={company.id} company={company} />
          ))}
        </Grid>
      )}
      {companies.length > 0 && (
        <Proof>
          <Stack aria-hidden="true">
            {companies.slice(0, 4).map((company) => (
              <Avatar key={company.id} name={company.name} src={company.logoUrl} size={36} singleLetter />
            ))}
          </Stack>
          <span>
            Join {companies.length === 1 ? companies[0]?.name : `${companies[0]?.name} and other teams`}{' '}
            collecting feedback with Sayso
          </span>
        </Proof>
      )}
      <Testimonials />
    </Section>
  );
}
