import { Container } from '@/components/ui/container';

// Placeholder: portal-board owns this page and replaces this file.
export default function IdeaRoute() {
  return (
    <Container>
      <h1>Idea</h1>
    </Container>
  );
}
