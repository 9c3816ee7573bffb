import { Container } from '@/components/ui/container';

// Placeholder: the billing engineer owns this page and replaces this file.
export default function SubscriptionSuccessRoute() {
  return (
    <Container>
      <h1>Subscription</h1>
    </Container>
  );
}
