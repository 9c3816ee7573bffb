import { Container } from '@/components/ui/container';

// Placeholder: portal-foundation owns this page and replaces this file.
export default function PricingRoute() {
  return (
    <Container>
      <h1>Pricing</h1>
    </Container>
  );
}
