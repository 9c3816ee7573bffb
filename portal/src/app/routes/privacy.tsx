import { Container } from '@/components/ui/container';

// Placeholder: portal-foundation owns this page and replaces this file.
export default function PrivacyRoute() {
  return (
    <Container>
      <h1>Privacy</h1>
    </Container>
  );
}
