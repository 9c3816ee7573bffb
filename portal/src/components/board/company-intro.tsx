import type { Company, CompanyStats as Stats } from '@sayso/api/contract';
import { useState } from 'react';
import styled from 'styled-components';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { media, theme } from '@/styles/theme';
import { CompanyStats } from './company-stats';

interface CompanyIntroProps {
  company: Company;
  stats: Stats | undefined;
  /** The stats request failed: retries it. */
  onRetryStats?: (() => void) | undefined;
  /** On the company's team: shows Manage. */
  isOwner: boolean;
  onSubmitIdea: () => void;
}

/**
 * The top of a company's board and roadmap: name, description, website, Submit Idea and the
 * stats in one line. Compact on purpose (the logo sits in the company's header above, the cover
 * is a short strip and only when set), so the first ideas show without scrolling.
 */
export function CompanyIntro({ company, stats, onRetryStats, isOwner, onSubmitIdea }: CompanyIntroProps) {
  return (
    <Root aria-labelledby="company-name">
      <Cover src={company.coverImageUrl} />
      <Row>
        <Text>
          <Name id="company-name">{company.name}</Name>
          {company.description && <Description>{company.description}</Description>}
          {company.websiteUrl && (
            <Website href={company.websiteUrl} target="_blank" rel="noopener noreferrer">
              {displayHost(company.websiteUrl)}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </Website>
          )}
        </Text>
        <Actions>
          {isOwner && (
            <ButtonLink to={paths.dashboard(company.slug)} variant="outline">
              Manage
            </ButtonLink>
          )}
          <Button onClick={onSubmitIdea}>Submit Idea</Button>
        </Actions>
      </Row>
      <CompanyStats stats={stats} compact onRetry={onRetryStats} />
    </Root>
  );
}

/** The owner's cover as a short strip; nothing (not a gradient block) when there is none or it broke. */
function Cover({ src }: { src: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return null;
  return <CoverImage data-testid="company-cover" src={src} alt="" onError={() => setFailed(src)} />;
}

function displayHost(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
`;

const CoverImage = styled.img`
  width: 100%;
  height: 120px;
  max-width: none;
  object-fit: cover;
  border-radius: ${theme.radius.lg};
  ${media.mobile} { height: 72px; }
`;

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.space[4]};
  ${media.mobile} { flex-direction: column; gap: ${theme.space[3]}; }
`;

const Text = styled.div`
  min-width: 0;
`;

const Name = styled.h1`
  font-size: ${theme.font.size['2xl']};
  font-weight: ${theme.font.weight.bold};
  line-height: ${theme.font.lineHeight.tight};
  overflow-wrap: anywhere;
  ${media.mobile} { font-size: ${theme.font.size.xl}; }
`;

// Two lines at most: the rest of a long description would push the ideas down.
const Description = styled.p`
  margin-top: ${theme.space[1]};
  color: ${theme.colors.textMuted};
  max-width: 72ch;
  overflow-wrap: anywhere;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Website = styled.a`
  display: inline-block;
  color: ${theme.colors.brandDark};
  margin-top: ${theme.space[1]};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex: none;
  gap: ${theme.space[2]};
  flex-wrap: wrap;
`;
