import type { Plan, PlanId } from '@sayso/api/contract';
import styled from 'styled-components';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { theme } from '@/styles/theme';

const Card = styled.article<{ $featured: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[5]};
  padding: ${theme.space[8]} ${theme.space[6]};
  background: ${theme.colors.surface};
  border: ${({ $featured }) => ($featured ? `2px solid ${theme.colors.brand}` : `1px solid ${theme.colors.border}`)};
  border-radius: ${theme.radius.xl};
  box-shadow: ${({ $featured }) => ($featured ? theme.shadow.brand : theme.shadow.sm)};
  min-width: 0;
`;

const Popular = styled(Badge)`
  position: absolute;
  top: -12px;
  left: 50%;
  transform: translateX(-50%);
`;

const Price = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${theme.space[1]};
  strong { font-size: ${theme.font.size['5xl']}; font-weight: ${theme.font.weight.extrabold}; letter-spacing: -0.03em; }
  span { color: ${theme.colors.textMuted}; }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  font-size: ${theme.font.size.sm};
  li { display: flex; gap: ${theme.space[2]}; }
`;

const Yes = styled.span`color: ${theme.colors.success}; font-weight: ${theme.font.weight.bold};`;
const No = styled.li`color: ${theme.colors.textSubtle}; text-decoration: line-through;`;

/** Issue 26: a higher plan says it keeps everything of the one below, not only what it adds. */
const INCLUDES: Partial<Record<PlanId, string>> = { business: 'Everything in Pro, plus:' };

interface PlanCardProps {
  plan: Plan;
  featured: boolean;
  current: boolean;
  pending: boolean;
  onChoose: () => void;
}

/** One plan of the catalogue with its price, features and the choose button. */
export function PlanCard({ plan, featured, current, pending, onChoose }: PlanCardProps) {
  const label = current
    ? 'Current plan'
    : plan.price === 0
      ? 'Get started free'
      : `Subscribe to ${plan.name}`;
  return (
    <Card $featured={featured} aria-labelledby={`plan-${plan.id}`} data-testid={`plan-${plan.id}`}>
      {featured && (
        <Popular $fg={theme.colors.textOnBrand} $bg={theme.colors.brand}>
          Most popular
        </Popular>
      )}
      <div>
        <h2 id={`plan-${plan.id}`}>{plan.name}</h2>
        <p style={{ color: theme.colors.textMuted, marginTop: 4 }}>{plan.description}</p>
      </div>
      <Price>
        <strong>€{plan.price}</strong>
        <span>/ month</span>
      </Price>
      <Button
        size="lg"
        fullWidth
        variant={featured ? 'primary' : 'outline'}
        onClick={onChoose}
        loading={pending}
        aria-describedby={`plan-${plan.id}`}
      >
        {label}
      </Button>
      <List aria-label={`${plan.name} features`}>
        {INCLUDES[plan.id] && (
          <li>
            <strong>{INCLUDES[plan.id]}</strong>
          </li>
        )}
        {plan.features.map((feature) => (
          <li key={feature}>
            <Yes aria-hidden="true">✓</Yes>
            {feature}
          </li>
        ))}
        {plan.excluded.map((feature) => (
          <No key={feature}>
            <span aria-hidden="true">✕</span>
            <span>
              <span className="visually-hidden">Not included: </span>
              {feature}
            </span>
          </No>
        ))}
      </List>
    </Card>
  );
}
