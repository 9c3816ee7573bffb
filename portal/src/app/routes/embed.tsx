import { Container } from '@/components/ui/container';

// Placeholder: portal-board owns this page and replaces this file.
export default function EmbedRoute() {
  return (
    <Container>
      <h1>Embed</h1>
    </Container>
  );
}
