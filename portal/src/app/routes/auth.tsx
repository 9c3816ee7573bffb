import { Container } from '@/components/ui/container';

// Placeholder: portal-foundation owns this page and replaces this file.
export default function AuthRoute() {
  return (
    <Container>
      <h1>Auth</h1>
    </Container>
  );
}
