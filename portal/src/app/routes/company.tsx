import { Container } from '@/components/ui/container';

// Placeholder: portal-board owns this page and replaces this file.
export default function CompanyRoute() {
  return (
    <Container>
      <h1>Company</h1>
    </Container>
  );
}
