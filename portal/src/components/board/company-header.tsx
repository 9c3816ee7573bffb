import type { Company, CompanyStats as Stats } from '@sayso/api/contract';
import styled from 'styled-components';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { media, theme } from '@/styles/theme';
import { CompanyCover, CompanyLogo } from './company-banner';
import { CompanyStats } from './company-stats';

interface CompanyHeaderProps {
  company: Company;
  stats: Stats | undefined;
  /** Dashboard mode shows View Public Page instead of Manage and Submit Idea. */
  dashboardMode?: boolean;
  /** The signed-in user owns the company: shows Manage (outside dashboard mode). */
  isOwner?: boolean;
  onSubmitIdea?: () => void;
}

/** The company header card of the public page, reused by the dashboard (spec section 2). */
export function CompanyHeader({
  company,
  stats,
  dashboardMode = false,
  isOwner = false,
  onSubmitIdea,
}: CompanyHeaderProps) {
  return (
    <Card as="section" aria-labelledby="company-name">
      <CompanyCover src={company.coverImageUrl} />
      <Body>
        <Top>
          <LogoSlot>
            <CompanyLogo src={company.logoUrl} name={company.name} />
          </LogoSlot>
          <Actions>
            {dashboardMode ? (
              <ButtonLink to={paths.company(company.slug)} variant="outline">
                View Public Page
              </ButtonLink>
            ) : (
              <>
                {isOwner && (
                  <ButtonLink to={paths.dashboard(company.slug)} variant="outline">
                    Manage
                  </ButtonLink>
                )}
                <Button onClick={onSubmitIdea}>Submit Idea</Button>
              </>
            )}
          </Actions>
        </Top>
        <Name id="company-name">{company.name}</Name>
        {company.description && <Description>{company.description}</Description>}
        {company.websiteUrl && (
          <Website href={company.websiteUrl} target="_blank" rel="noopener noreferrer">
            {displayHost(company.websiteUrl)}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </Website>
        )}
        <StatsSlot>
          <CompanyStats stats={stats} />
        </StatsSlot>
      </Body>
    </Card>
  );
}

function displayHost(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
}

const Body = styled.div`
  padding: 0 ${theme.space[6]} ${theme.space[6]};
  ${media.mobile} { padding: 0 ${theme.space[4]} ${theme.space[4]}; }
`;

const Top = styled.div`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${theme.space[3]};
  flex-wrap: wrap;
  margin-top: -44px;
  margin-bottom: ${theme.space[3]};
`;

const LogoSlot = styled.div`
  position: relative;
`;

const Actions = styled.div`
  display: flex;
  gap: ${theme.space[2]};
  flex-wrap: wrap;
`;

const Name = styled.h1`
  font-size: ${theme.font.size['3xl']};
  font-weight: ${theme.font.weight.bold};
  overflow-wrap: anywhere;
  ${media.mobile} { font-size: ${theme.font.size['2xl']}; }
`;

const Description = styled.p`
  margin-top: ${theme.space[2]};
  color: ${theme.colors.textMuted};
  max-width: 72ch;
  overflow-wrap: anywhere;
`;

const Website = styled.a`
  display: inline-block;
  margin-top: ${theme.space[2]};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
  overflow-wrap: anywhere;
`;

const StatsSlot = styled.div`
  margin-top: ${theme.space[5]};
`;
