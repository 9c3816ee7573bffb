import { Container } from '@/components/ui/container';

// Placeholder: portal-foundation owns this page and replaces this file.
export default function LoginRoute() {
  return (
    <Container>
      <h1>Login</h1>
    </Container>
  );
}
