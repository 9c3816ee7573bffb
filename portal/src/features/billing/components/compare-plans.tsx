import { type PaidPlanId, PLAN_IDS, PLANS, type PlanId } from '@sayso/api/contract';
import styled from 'styled-components';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { media, theme } from '@/styles/theme';

/** The three plans side by side; only plans above the current one offer checkout. */
export function ComparePlans({ current }: { current: PlanId }) {
  const rank = (id: PlanId) => PLAN_IDS.indexOf(id);
  return (
    <Grid>
      {PLAN_IDS.map((id) => {
        const plan = PLANS[id];
        const isCurrent = id === current;
        return (
          <Plan key={id} $current={isCurrent} aria-labelledby={`compare-${id}`} data-testid={`compare-${id}`}>
            <Head>
              <h4 id={`compare-${id}`}>{plan.name}</h4>
              {isCurrent && (
                <Badge $fg={theme.colors.brandDark} $bg={theme.colors.brandSoft}>
                  Current Plan
                </Badge>
              )}
            </Head>
            <Price>
              <strong>€{plan.price}</strong> / month
            </Price>
            <Features aria-label={`${plan.name} features`}>
              {plan.features.map((feature) => (
                <li key={feature}>
                  <span aria-hidden="true">✓</span> {feature}
                </li>
              ))}
            </Features>
            {id !== 'free' && rank(id) > rank(current) && (
              <ButtonLink
                to={paths.checkout(id as PaidPlanId)}
                fullWidth
                variant={id === 'pro' ? 'primary' : 'outline'}
              >
                Upgrade to {plan.name}
              </ButtonLink>
            )}
          </Plan>
        );
      })}
    </Grid>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.space[4]};
  ${media.tablet} { grid-template-columns: 1fr; }
`;

const Plan = styled.article<{ $current: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  padding: ${theme.space[5]};
  border-radius: ${theme.radius.lg};
  border: ${({ $current }) => ($current ? `2px solid ${theme.colors.brand}` : `1px solid ${theme.colors.border}`)};
  background: ${theme.colors.surface};
  & > a { margin-top: auto; }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
  h4 { font-size: ${theme.font.size.lg}; font-weight: ${theme.font.weight.bold}; }
`;

const Price = styled.p`
  color: ${theme.colors.textMuted};
  strong { font-size: ${theme.font.size['2xl']}; color: ${theme.colors.text}; }
`;

const Features = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  font-size: ${theme.font.size.sm};
  span { color: ${theme.colors.success}; font-weight: ${theme.font.weight.bold}; }
`;
