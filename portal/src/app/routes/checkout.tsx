import { Container } from '@/components/ui/container';

// Placeholder: the billing engineer owns this page and replaces this file.
export default function CheckoutRoute() {
  return (
    <Container>
      <h1>Checkout</h1>
    </Container>
  );
}
