import { PLAN_IDS, PLANS, type PublicUser } from '@sayso/api/contract';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Accordion } from '@/components/ui/accordion';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { PRICING_FAQ } from '@/lib/pricing-faq';
import { theme } from '@/styles/theme';
import { subscriptionUsage } from '../lib/usage';
import { ComparePlans } from './compare-plans';

/**
 * Tab 4: the current plan with this month's usage, the plans side by side and the FAQ. The
 * billing block (cancel, resume) belongs to the billing feature; the route passes it in.
 */
export function PlanTab({ user, billing }: { user: PublicUser; billing: ReactNode }) {
  const usage = subscriptionUsage(user);
  const plan = PLANS[user.subscriptionPlan] ?? PLANS.free;
  const highest = plan.id === PLAN_IDS[PLAN_IDS.length - 1];

  return (
    <Stack>
      <Card as="section" aria-labelledby="subscription-title">
        <CardHeader>
          <CardTitle id="subscription-title">Your Subscription</CardTitle>
          <CardDescription>
            You are on the <strong data-testid="current-plan">{plan.name}</strong> plan (€{plan.price} /
            month).
          </CardDescription>
        </CardHeader>
        <CardBody>
          <UsageLabel id="usage-label">
            <span>Submissions this month</span>
            <span data-testid="usage-text">{usage.label}</span>
          </UsageLabel>
          <Bar
            role="progressbar"
            aria-labelledby="usage-label"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={usage.unlimited ? undefined : usage.percent}
            aria-valuetext={usage.label}
          >
            <Fill
              style={{ width: `${usage.unlimited ? 100 : usage.percent}%` }}
              $unlimited={usage.unlimited}
            />
          </Bar>
          {billing}
          <Footer>
            {highest ? (
              <Note>You're on our highest plan with all available features!</Note>
            ) : (
              <ButtonLink to={paths.pricing()}>Upgrade Plan</ButtonLink>
            )}
          </Footer>
        </CardBody>
      </Card>

      <section aria-labelledby="about-subscriptions">
        <H3 id="about-subscriptions">About Subscriptions</H3>
        <Text>
          Your plan sets how many ideas you may submit each month: Free includes 10, Pro 25 and Business is
          unlimited. The count resets on the 1st of every month; at the limit, new submissions pause until the
          next cycle or until you upgrade. Voting stays unlimited on every plan, and a downgrade or
          cancellation takes effect at the end of the billing cycle with your data kept.
        </Text>
      </section>

      <section aria-labelledby="compare-plans">
        <H3 id="compare-plans">Compare Plans</H3>
        <ComparePlans current={plan.id} />
      </section>

      <section aria-labelledby="plan-faq">
        <H3 id="plan-faq">Frequently asked questions</H3>
        <Accordion items={PRICING_FAQ} />
      </section>
    </Stack>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[8]};
`;

const H3 = styled.h3`
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.semibold};
  margin-bottom: ${theme.space[3]};
`;

const Text = styled.p`
  color: ${theme.colors.textMuted};
  max-width: 72ch;
`;

const UsageLabel = styled.p`
  display: flex;
  justify-content: space-between;
  gap: ${theme.space[2]};
  flex-wrap: wrap;
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
  margin-bottom: ${theme.space[2]};
`;

const Bar = styled.div`
  height: 10px;
  border-radius: ${theme.radius.full};
  background: ${theme.colors.surfaceSunken};
  overflow: hidden;
`;

const Fill = styled.div<{ $unlimited: boolean }>`
  height: 100%;
  background: ${({ $unlimited }) => ($unlimited ? theme.colors.success : theme.gradient.brand)};
  border-radius: inherit;
  transition: width ${theme.transition.normal};
`;

const Note = styled.p`
  margin-top: ${theme.space[3]};
  font-size: ${theme.font.size.sm};
  color: ${theme.colors.textMuted};
`;

const Footer = styled.div`
  margin-top: ${theme.space[4]};
`;
