import { Container } from '@/components/ui/container';

// Placeholder: portal-foundation owns this page and replaces this file.
export default function LandingRoute() {
  return (
    <Container>
      <h1>Sayso</h1>
    </Container>
  );
}
