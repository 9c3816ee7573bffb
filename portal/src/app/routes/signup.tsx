import { Container } from '@/components/ui/container';

// Placeholder: portal-foundation owns this page and replaces this file.
export default function SignupRoute() {
  return (
    <Container>
      <h1>Signup</h1>
    </Container>
  );
}
