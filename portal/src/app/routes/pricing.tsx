import { type BillingConfig, PLAN_IDS, PLANS, type PlanId } from '@sayso/api/contract';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import useSWR from 'swr';
import { Accordion } from '@/components/ui/accordion';
import { Container } from '@/components/ui/container';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { BILLING_CONFIG_URL } from '@/features/billing/api/billing-api';
import { CHECKOUT_DELAY_MS, choosePlan } from '@/features/pricing/choose-plan';
import { PlanCard } from '@/features/pricing/components/plan-card';
import { useAuth } from '@/lib/auth/auth-context';
import { withReturnTo } from '@/lib/auth/return-to';
import { PRICING_FAQ } from '@/lib/pricing-faq';
import { useDocumentTitle } from '@/lib/use-document-title';
import { media, theme } from '@/styles/theme';

const Page = styled.div`
  background: ${theme.gradient.hero};
  padding: ${theme.space[16]} 0 ${theme.space[20]};
  ${media.mobile} { padding: ${theme.space[10]} 0; }
`;

const Head = styled.header`
  text-align: center;
  max-width: 640px;
  margin: 0 auto ${theme.space[12]};
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  h1 { font-size: ${theme.font.size['5xl']}; font-weight: ${theme.font.weight.extrabold}; letter-spacing: -0.03em; }
  p { color: ${theme.colors.textMuted}; font-size: ${theme.font.size.lg}; }
  ${media.mobile} { h1 { font-size: ${theme.font.size['3xl']}; } }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${theme.space[6]};
  align-items: start;
  ${media.tablet} { grid-template-columns: 1fr; max-width: 480px; margin: 0 auto; }
`;

const Notice = styled.p`
  max-width: 640px;
  margin: 0 auto ${theme.space[8]};
  padding: ${theme.space[3]} ${theme.space[4]};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  text-align: center;
`;

const Faq = styled.section`
  max-width: 760px;
  margin: ${theme.space[20]} auto 0;
  h2 { text-align: center; font-size: ${theme.font.size['3xl']}; margin-bottom: ${theme.space[8]}; }
`;

/** /pricing: the three plans of the contract's catalogue and an FAQ. */
export default function PricingRoute() {
  useDocumentTitle('Pricing');
  const { user } = useAuth();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [pending, setPending] = useState<PlanId | null>(null);
  const timer = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  // Without Stripe keys the server still runs; paid plans say so instead of failing at checkout.
  const { data: billing } = useSWR<BillingConfig>(BILLING_CONFIG_URL);
  const billingOff = billing?.enabled === false;

  const onChoose = (plan: PlanId) => {
    const choice = choosePlan(user, plan);
    switch (choice.kind) {
      case 'login-required':
        toast({ title: 'Login Required', description: 'Please log in to subscribe to a plan' });
        // Back to the chosen plan's checkout once signed in.
        return navigate(withReturnTo(paths.auth(), paths.checkout(choice.plan)));
      case 'signup':
        return navigate(`${paths.auth()}?tab=register`);
      case 'already-free':
        return toast({ title: 'Free plan', description: "You're already on the free plan." });
      case 'already-subscribed':
        return toast({ title: "You're already subscribed to this plan" });
      case 'downgrade':
        return toast({
          title: 'Switching to Free',
          description:
            'Cancel your subscription from your dashboard. You keep your plan until the end of the paid period.',
        });
      case 'checkout':
        if (billingOff) {
          return toast({
            title: 'Billing is not configured',
            description: 'Paid plans are not available on this server yet.',
          });
        }
        setPending(choice.plan);
        timer.current = window.setTimeout(() => navigate(paths.checkout(choice.plan)), CHECKOUT_DELAY_MS);
    }
  };

  return (
    <Page>
      <Container>
        <Head>
          <h1>Simple, honest pricing</h1>
          <p>
            Start free. Upgrade when your customers have more to say. Billed monthly in euros, cancel anytime.
          </p>
        </Head>
        {billingOff && (
          <Notice role="note">
            Billing is not configured on this server, so paid plans cannot be bought here yet.
          </Notice>
        )}
        <Grid>
          {PLAN_IDS.map((id) => (
            <PlanCard
              key={id}
              plan={PLANS[id]}
              featured={id === 'pro'}
              current={user?.subscriptionPlan === id}
              pending={pending === id}
              onChoose={() => onChoose(id)}
            />
          ))}
        </Grid>
        <Faq aria-labelledby="pricing-faq">
          <h2 id="pricing-faq">Frequently asked questions</h2>
          <Accordion items={PRICING_FAQ} />
        </Faq>
      </Container>
    </Page>
  );
}
