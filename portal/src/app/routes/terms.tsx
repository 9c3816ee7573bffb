import { Container } from '@/components/ui/container';

// Placeholder: portal-foundation owns this page and replaces this file.
export default function TermsRoute() {
  return (
    <Container>
      <h1>Terms</h1>
    </Container>
  );
}
