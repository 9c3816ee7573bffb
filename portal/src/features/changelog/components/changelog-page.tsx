import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { CompanyNotFound } from '@/components/board/company-not-found';
import { CompanyPageSkeleton } from '@/components/board/company-page-skeleton';
import { LoadError } from '@/components/board/load-error';
import { PoweredBy } from '@/components/board/powered-by';
import { PageFrame, PageSections } from '@/components/ui/page-layout';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useCompany } from '@/lib/board/board-api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { media, theme } from '@/styles/theme';
import { pageParam } from '../lib/page-param';
import { useFeedLink } from '../lib/use-feed-link';
import { ChangelogList } from './changelog-list';
import { SubscribeForm } from './subscribe-form';

/** The company's frame for both changelog pages: loading, a missing company, a failed load. */
export function ChangelogFrame({ slug, children }: { slug: string; children: (name: string) => ReactNode }) {
  const company = useCompany(slug);
  const name = company.data?.name ?? null;
  useFeedLink(paths.changelogFeed(slug), name && `${name} changelog`);
  if (company.error && !company.data)
    return (
      <PageFrame>
        {company.error instanceof ApiError && company.error.status === 404 ? (
          <CompanyNotFound />
        ) : (
          <LoadError message="The changelog could not be loaded." onRetry={() => void company.mutate()} />
        )}
      </PageFrame>
    );
  if (!company.data)
    return (
      <PageFrame>
        <CompanyPageSkeleton />
      </PageFrame>
    );
  return (
    <Frame>
      {children(company.data.name)}
      <PoweredBy branding={company.data.branding} />
    </Frame>
  );
}

/** /company/{slug}/changelog: what shipped, newest first, paged by `?page=`, with the subscribe form. */
export function ChangelogPage({ slug }: { slug: string }) {
  const page = pageParam(useSearchParams()[0].get('page'));
  return (
    <ChangelogFrame slug={slug}>
      {(name) => <ChangelogPageBody slug={slug} name={name} page={page} />}
    </ChangelogFrame>
  );
}

function ChangelogPageBody({ slug, name, page }: { slug: string; name: string; page: number }) {
  useDocumentTitle(`${name} Changelog`);
  return (
    <PageSections>
      <Intro>
        <div>
          <h1>Changelog</h1>
          <p>New features, improvements and fixes from {name}.</p>
        </div>
        {/* The API serves the feed: a plain link, not the router's. */}
        <a href={paths.changelogFeed(slug)} type="application/atom+xml">
          Atom feed
        </a>
      </Intro>
      <SubscribeForm slug={slug} />
      <ChangelogList
        slug={slug}
        page={page}
        pageHref={(to) => paths.changelog(slug, to)}
        entryHref={(entry) => paths.changelogEntry(slug, entry.slug)}
        ideaHref={(idea) => paths.idea(slug, idea.id)}
      />
    </PageSections>
  );
}

const Frame = styled(PageFrame)`
  max-width: 860px;
`;

const Intro = styled.div`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${theme.space[4]};
  h1 { font-size: ${theme.font.size['3xl']}; font-weight: ${theme.font.weight.bold}; }
  p { margin-top: ${theme.space[1]}; color: ${theme.colors.textMuted}; }
  a { flex: none; font-size: ${theme.font.size.sm}; text-decoration: underline; }
  ${media.mobile} {
    flex-direction: column;
    align-items: flex-start;
    h1 { font-size: ${theme.font.size['2xl']}; }
  }
`;
