import type { PaidPlanId } from '@sayso/api/contract';
import { PLANS } from '@sayso/api/contract';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { palettes, theme } from '@/styles/theme';
import { successUrl } from '../api/billing-api';

interface PaymentFormProps {
  stripe: Stripe;
  clientSecret: string;
  plan: PaidPlanId;
}

/** Stripe's Payment Element for the subscription's first payment, and the pay button. */
export function PaymentForm({ stripe, clientSecret, plan }: PaymentFormProps) {
  const { toast } = useToast();
  const mountRef = useRef<HTMLDivElement>(null);
  const elementsRef = useRef<StripeElements | null>(null);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    if (!mountRef.current) return;
    const elements = stripe.elements({
      clientSecret,
      appearance: { theme: 'stripe', variables: { colorPrimary: palettes.light.brand } },
    });
    const element = elements.create('payment', { layout: 'tabs' });
    element.mount(mountRef.current);
    elementsRef.current = elements;
    return () => {
      element.destroy();
      elementsRef.current = null;
    };
  }, [stripe, clientSecret]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const elements = elementsRef.current;
    if (!elements) {
      toast({
        title: 'Payment system not ready',
        description: 'Please wait a moment and try again.',
        variant: 'destructive',
      });
      return;
    }
    setSubmitting(true);
    try {
      // On success Stripe sends the browser to return_url; only failures come back here.
      const { error } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: successUrl(plan) },
      });
      toast({
        title: 'Payment failed',
        description: error.message ?? 'An unknown error occurred',
        variant: 'destructive',
      });
    } catch (error) {
      console.error('Payment error', error);
      toast({
        title: 'Payment Error',
        description: errorMessage(error, 'An unknown error occurred'),
        variant: 'destructive',
      });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={onSubmit} aria-label={`Pay for ${PLANS[plan].name}`}>
      <Element ref={mountRef} />
      <Button type="submit" size="lg" fullWidth loading={submitting}>
        Subscribe for €{PLANS[plan].price} / month
      </Button>
    </form>
  );
}

const Element = styled.div`
  min-height: 180px;
  margin-bottom: ${theme.space[6]};
`;
