import { Container } from '@/components/ui/container';

// Placeholder: the dashboard engineer owns this page and replaces this file.
export default function DashboardRoute() {
  return (
    <Container>
      <h1>Dashboard</h1>
    </Container>
  );
}
