import { type BillingSubscription, PLANS, type PublicUser } from '@sayso/api/contract';
import { useState } from 'react';
import styled from 'styled-components';
import useSWR from 'swr';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { theme } from '@/styles/theme';
import { cancelSubscription, resumeSubscription, SUBSCRIPTION_URL } from '../api/billing-api';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' });
const formatDate = (iso: string) => dateFormat.format(new Date(iso));

/**
 * The Upgrade Plan tab's billing block, as /pricing promises: the next invoice date, cancel
 * (at the end of the paid period, DESIGN.md §3) and resume. Without a paid plan there is
 * nothing to manage; when Stripe cannot be asked, the plan's end date from the account shows.
 */
export function ManageSubscription({ user }: { user: PublicUser }) {
  const paid = user.subscriptionPlan !== 'free';
  const { data, error, isLoading, mutate } = useSWR<BillingSubscription>(paid ? SUBSCRIPTION_URL : null);
  const { refresh } = useAuth();
  const { toast } = useToast();
  const [pending, setPending] = useState(false);
  if (!paid) return null;

  const planName = PLANS[user.subscriptionPlan].name;
  const endsAt = data ? (data.cancelAtPeriodEnd ? data.currentPeriodEnd : null) : user.subscriptionEndsAt;

  const change = async (cancel: boolean) => {
    const date = data?.currentPeriodEnd ? formatDate(data.currentPeriodEnd) : 'the end of this period';
    const question = `Cancel your ${planName} plan? It stays active until ${date}, then your account returns to Free. Your data is kept.`;
    if (cancel && !window.confirm(question)) return;
    setPending(true);
    try {
      const next = await (cancel ? cancelSubscription() : resumeSubscription());
      await mutate(next, { revalidate: false });
      toast({
        title: cancel ? 'Subscription cancelled' : 'Subscription resumed',
        description: cancel
          ? `Your ${planName} plan stays until ${date}.`
          : `Your ${planName} plan renews on ${date}.`,
        variant: 'success',
      });
      await refresh();
    } catch (failure) {
      toast({
        title: 'Error',
        description: errorMessage(failure, 'Could not change your subscription. Please try again.'),
        variant: 'destructive',
      });
      await mutate();
    } finally {
      setPending(false);
    }
  };

  const renews = data && !data.cancelAtPeriodEnd && data.status !== 'canceled' && data.currentPeriodEnd;
  return (
    <Region aria-labelledby="billing-title">
      <Title id="billing-title">Billing</Title>
      {isLoading && <Skeleton $width="60%" aria-label="Loading billing" />}
      {renews && <Line>Next invoice on {formatDate(data.currentPeriodEnd as string)}.</Line>}
      {endsAt && (
        <Line>
          Your {planName} plan ends on {formatDate(endsAt)}; then your account returns to Free.
        </Line>
      )}
      {error && !endsAt && <Line>{errorMessage(error, 'Billing details could not be loaded.')}</Line>}
      {renews && (
        <Button variant="outline" size="sm" loading={pending} onClick={() => void change(true)}>
          Cancel subscription
        </Button>
      )}
      {data?.cancelAtPeriodEnd && (
        <Button size="sm" loading={pending} onClick={() => void change(false)}>
          Resume subscription
        </Button>
      )}
    </Region>
  );
}

const Region = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space[2]};
  margin-top: ${theme.space[4]};
  padding-top: ${theme.space[4]};
  border-top: 1px solid ${theme.colors.border};
`;

const Title = styled.h3`
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.semibold};
`;

const Line = styled.p`
  font-size: ${theme.font.size.sm};
  color: ${theme.colors.textMuted};
`;
