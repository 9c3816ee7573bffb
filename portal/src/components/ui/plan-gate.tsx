import {
  type Entitlement,
  entitlementMessage,
  hasEntitlement,
  PLANS,
  type PlanId,
  requiredPlan,
} from '@sayso/api/contract';
import { type ReactNode, useId } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@/config/paths';
import { theme } from '@/styles/theme';

/**
 * A dashboard control behind a plan: on a plan with the entitlement it is just its children;
 * below it, the children show greyed and disabled (a disabled fieldset disables every control in
 * it) under a note naming the control's own feature and the plan it needs ("Private ideas needs
 * the Pro plan"), with a link to the dashboard's Billing section. The server refuses the action
 * anyway (domains/plans/plans.ts); this only tells the owner before they try.
 */
export function PlanGate({
  plan,
  entitlement,
  feature,
  children,
}: {
  plan: PlanId;
  entitlement: Entitlement;
  /** What the gated control does, when the entitlement's own name says it less well. */
  feature?: string;
  children: ReactNode;
}) {
  if (hasEntitlement(plan, entitlement)) return <>{children}</>;
  const needed = requiredPlan(entitlement);
  const message = feature
    ? `${feature} needs the ${PLANS[needed].name} plan`
    : entitlementMessage(entitlement);
  return (
    <UpgradeGate message={message} upgradeTo={needed}>
      {children}
    </UpgradeGate>
  );
}

/**
 * The look of a gated control, for what is not an entitlement (a plan's count of boards, issue
 * 27): the note says why (`message`, the server's refusal) and links to `upgradeTo`'s upgrade.
 */
export function UpgradeGate({
  message,
  upgradeTo,
  children,
}: {
  message: string;
  upgradeTo: PlanId;
  children: ReactNode;
}) {
  const noteId = useId();
  const { slug } = useParams();
  const needed = PLANS[upgradeTo].name;
  const billing = slug ? paths.dashboardSection(slug, 'billing') : { search: '?tab=plan' };
  return (
    <Gated>
      <Note id={noteId}>
        {message}. <Link to={billing}>Upgrade to {needed}</Link>
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
