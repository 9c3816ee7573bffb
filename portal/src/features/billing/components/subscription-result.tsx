import { PLANS, type PlanId, type PublicUser } from '@sayso/api/contract';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardBody, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { homeFor, useAuth } from '@/lib/auth/auth-context';
import { theme } from '@/styles/theme';
import { paidPlanParam } from '../lib/plan-param';
import { verifyQueryFor, verifyWithRetry } from '../lib/verify-return';
import { BillingShell } from './billing-shell';

type State = { kind: 'verifying' } | { kind: 'success'; plan: PlanId } | { kind: 'failure' };

/** /subscription/success: asks the server what Stripe says, then shows success or failure. */
export function SubscriptionResult() {
  const [params] = useSearchParams();
  const { user, refresh } = useAuth();
  const plan = paidPlanParam(params.get('plan'));
  const query = verifyQueryFor(params);
  const [state, setState] = useState<State>(query ? { kind: 'verifying' } : { kind: 'failure' });
  const started = useRef(false);
  const queryKey = query ? JSON.stringify(query) : null;

  useEffect(() => {
    if (!queryKey || started.current) return;
    started.current = true;
    verifyWithRetry(JSON.parse(queryKey))
      .then(async (result) => {
        // The header menu and the dashboard read the cached user: refresh it now.
        await refresh();
        setState(result.verified ? { kind: 'success', plan: result.plan } : { kind: 'failure' });
      })
      .catch((error: unknown) => {
        console.error('Subscription verification failed', error);
        setState({ kind: 'failure' });
      });
  }, [queryKey, refresh]);

  if (!plan && !query) return <Navigate to={homeFor(user)} replace />;
  if (state.kind === 'verifying') {
    return (
      <BillingShell title="Confirming your subscription">
        <Card>
          <CardBody>
            <p
              role="status"
              style={{ display: 'flex', gap: 12, alignItems: 'center', justifyContent: 'center' }}
            >
              <Spinner label="Verifying payment" />
              Verifying your payment with Stripe…
            </p>
          </CardBody>
        </Card>
      </BillingShell>
    );
  }
  if (state.kind === 'success') return <Success plan={state.plan} user={user} />;
  return <Failure plan={plan} user={user} />;
}

function Success({ plan, user }: { plan: PlanId; user: PublicUser | null }) {
  const details = PLANS[plan];
  const slug = user?.companySlug;
  return (
    <BillingShell title="Payment successful">
      <Card role="status" aria-labelledby="success-title" data-testid="subscription-success">
        <CardHeader>
          <CardTitle id="success-title">Welcome to {details.name}!</CardTitle>
          <CardDescription>Your subscription is active. Here is what you get:</CardDescription>
        </CardHeader>
        <CardBody>
          <Benefits aria-label={`${details.name} benefits`}>
            {details.features.map((feature) => (
              <li key={feature}>
                <span aria-hidden="true">✓</span> {feature}
              </li>
            ))}
          </Benefits>
        </CardBody>
        <CardFooter style={{ flexWrap: 'wrap' }}>
          <ButtonLink to={slug ? paths.dashboard(slug) : homeFor(user)}>Go to dashboard</ButtonLink>
          {slug && (
            <ButtonLink to={paths.company(slug)} variant="outline">
              View your company page
            </ButtonLink>
          )}
        </CardFooter>
      </Card>
    </BillingShell>
  );
}

function Failure({ plan, user }: { plan: ReturnType<typeof paidPlanParam>; user: PublicUser | null }) {
  return (
    <BillingShell title="Payment not confirmed">
      <Card role="alert" aria-labelledby="failure-title" data-testid="subscription-failure">
        <CardHeader>
          <CardTitle id="failure-title">We couldn't verify your subscription payment</CardTitle>
          <CardDescription>
            If you were charged, your plan will update as soon as Stripe confirms the payment. Otherwise,
            please try again.
          </CardDescription>
        </CardHeader>
        <CardFooter style={{ flexWrap: 'wrap' }}>
          {plan ? (
            <ButtonLink to={paths.subscribe(plan)}>Try Again</ButtonLink>
          ) : (
            <Button onClick={() => window.location.reload()}>Try Again</Button>
          )}
          <ButtonLink to={homeFor(user)} variant="outline">
            Go to dashboard
          </ButtonLink>
        </CardFooter>
      </Card>
    </BillingShell>
  );
}

const Benefits = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  span { color: ${theme.colors.success}; font-weight: ${theme.font.weight.bold}; }
`;
