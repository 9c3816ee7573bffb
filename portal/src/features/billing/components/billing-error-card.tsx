import styled from 'styled-components';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardBody, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { theme } from '@/styles/theme';

interface BillingErrorCardProps {
  title?: string;
  message: string;
  /** Hidden when trying again cannot help (billing is not configured). */
  canRetry?: boolean;
}

/** The payment pages' error state: the message, 'Return to Pricing' and 'Try Again' (reloads). */
export function BillingErrorCard({
  title = 'Something went wrong',
  message,
  canRetry = true,
}: BillingErrorCardProps) {
  return (
    <Card role="alert" aria-labelledby="billing-error-title" data-testid="billing-error">
      <CardHeader>
        <CardTitle id="billing-error-title">{title}</CardTitle>
        <CardDescription>Nothing was charged.</CardDescription>
      </CardHeader>
      <CardBody>
        <Message>{message}</Message>
      </CardBody>
      <CardFooter>
        <ButtonLink to={paths.pricing()} variant="outline">
          Return to Pricing
        </ButtonLink>
        {canRetry && <Button onClick={() => window.location.reload()}>Try Again</Button>}
      </CardFooter>
    </Card>
  );
}

const Message = styled.p`
  color: ${theme.colors.danger};
  overflow-wrap: anywhere;
`;
