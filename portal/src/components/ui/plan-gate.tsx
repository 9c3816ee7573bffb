import {
  type Entitlement,
  entitlementMessage,
  hasEntitlement,
  PLANS,
  type PlanId,
  requiredPlan,
} from '@sayso/api/contract';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

/**
 * A dashboard control behind a plan: on a plan with the entitlement it is just its children;
 * below it, the children show greyed and disabled (a disabled fieldset disables every control in
 * it) under a note naming the plan needed, with a link to the Upgrade Plan tab. The server
 * refuses the action anyway (domains/plans/plans.ts); this only tells the owner before they try.
 */
export function PlanGate({
  plan,
  entitlement,
  children,
}: {
  plan: PlanId;
  entitlement: Entitlement;
  children: ReactNode;
}) {
  const noteId = useId();
  if (hasEntitlement(plan, entitlement)) return <>{children}</>;
  return (
    <Gated>
      <Note id={noteId}>
        {entitlementMessage(entitlement)}.{' '}
        <Link to={{ search: '?tab=plan' }}>Upgrade to {PLANS[requiredPlan(entitlement)].name}</Link>
      </Note>
      <Greyed disabled aria-describedby={noteId}>
        {children}
      </Greyed>
    </Gated>
  );
}

const Gated = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
`;

const Note = styled.p`
  padding: ${theme.space[2]} ${theme.space[3]};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.brandSoft};
  color: ${theme.colors.text};
  font-size: ${theme.font.size.sm};

  a { color: ${theme.colors.brandDark}; font-weight: ${theme.font.weight.semibold}; }
`;

const Greyed = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  opacity: 0.55;
`;
