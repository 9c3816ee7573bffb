import { Container } from '@/components/ui/container';

// Placeholder: the billing engineer owns this page and replaces this file.
export default function SubscribeRoute() {
  return (
    <Container>
      <h1>Subscribe</h1>
    </Container>
  );
}
