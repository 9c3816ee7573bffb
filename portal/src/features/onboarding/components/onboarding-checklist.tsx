import type { PlanId, TeamPosition } from '@sayso/api/contract';
import { type ReactNode, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { theme } from '@/styles/theme';
import { useCompanyPage, useOnboardingProgress, useRefreshOnboarding } from '../api/onboarding-api';
import { type RememberedStep, remember, remembered } from '../lib/checklist-memory';
import { checklistSteps, progressText, type StepId } from '../lib/steps';
import { BrandingStep } from './branding-step';
import { BoardLinkStep, InviteStep, WidgetStep } from './share-steps';

interface Props {
  company: { id: number; slug: string };
  plan: PlanId;
  role: TeamPosition;
}

/**
 * The first dashboard's checklist (issue 26): logo and colours, the board link, the widget, a
 * teammate; each ticks when done, "2 of 4 done" above, dismissible. The owner's alone.
 */
export function OnboardingChecklist({ company, plan, role }: Props) {
  const [memory, setMemory] = useState(() => ({
    linkCopied: remembered(company.id, 'linkCopied'),
    widgetMarked: remembered(company.id, 'widgetMarked'),
    dismissed: remembered(company.id, 'dismissed'),
  }));
  const shown = role === 'owner' && !memory.dismissed;
  const progress = useOnboardingProgress(company.id, shown);
  const page = useCompanyPage(company.slug);
  const refresh = useRefreshOnboarding(company.id, company.slug);
  if (!shown || !page.data) return null;

  const mark = (step: RememberedStep) => {
    remember(company.id, step);
    setMemory((current) => ({ ...current, [step]: true }));
  };
  const steps = checklistSteps(progress.data, memory);
  const bodies: Record<StepId, ReactNode> = {
    branding: <BrandingStep company={page.data} plan={plan} onSaved={refresh} />,
    link: <BoardLinkStep slug={company.slug} onCopied={() => mark('linkCopied')} />,
    widget: <WidgetStep slug={company.slug} onCheck={refresh} onMarked={() => mark('widgetMarked')} />,
    team: <InviteStep slug={company.slug} />,
  };
  const done = steps.filter((step) => step.done).length;

  return (
    <Box aria-labelledby="onboarding-title">
      <Head>
        <div>
          <h2 id="onboarding-title">Get your board ready</h2>
          <p id="onboarding-progress">{progressText(steps)}</p>
        </div>
        <Button variant="ghost" size="sm" onClick={() => mark('dismissed')}>
          Dismiss checklist
        </Button>
      </Head>
      <Bar
        role="progressbar"
        aria-labelledby="onboarding-progress"
        aria-valuemin={0}
        aria-valuemax={steps.length}
        aria-valuenow={done}
      >
        <span style={{ width: `${(done / steps.length) * 100}%` }} />
      </Bar>
      <Steps>
        {steps.map((step) => (
          <li key={step.id} data-step={step.id} data-done={step.done}>
            <details>
              <summary>
                <Tick $done={step.done} aria-hidden="true">
                  {step.done ? '✓' : ''}
                </Tick>
                <span>{step.title}</span>
                <span className="visually-hidden">{step.done ? ' (done)' : ' (to do)'}</span>
              </summary>
              <Body>{bodies[step.id]}</Body>
            </details>
          </li>
        ))}
      </Steps>
    </Box>
  );
}

const Box = styled.section`
  margin-bottom: ${theme.space[4]};
  padding: ${theme.space[4]};
  border: 1px solid ${theme.colors.brandBorder};
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.surface};
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${theme.space[3]};
  h2 { font-size: ${theme.font.size.lg}; font-weight: ${theme.font.weight.bold}; }
  p { font-size: ${theme.font.size.sm}; color: ${theme.colors.textMuted}; }
`;

const Bar = styled.div`
  height: 6px;
  margin: ${theme.space[3]} 0;
  border-radius: ${theme.radius.full};
  background: ${theme.colors.surfaceSunken};
  overflow: hidden;
  span { display: block; height: 100%; background: ${theme.colors.brand}; }
`;

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  summary {
    display: flex;
    align-items: center;
    gap: ${theme.space[3]};
    padding: ${theme.space[2]};
    border-radius: ${theme.radius.sm};
    cursor: pointer;
    font-weight: ${theme.font.weight.medium};
  }
  summary:hover { background: ${theme.colors.surfaceMuted}; }
  li[data-done='true'] summary > span:nth-child(2) { color: ${theme.colors.textMuted}; text-decoration: line-through; }
`;

const Tick = styled.span<{ $done: boolean }>`
  display: grid;
  place-items: center;
  flex: none;
  width: 22px;
  height: 22px;
  border-radius: ${theme.radius.full};
  border: 2px solid ${({ $done }) => ($done ? theme.colors.success : theme.colors.borderStrong)};
  background: ${({ $done }) => ($done ? theme.colors.success : 'transparent')};
  color: ${theme.colors.textOnBrand};
  font-size: ${theme.font.size.xs};
`;

const Body = styled.div`
  padding: ${theme.space[2]} ${theme.space[2]} ${theme.space[3]} 42px;
  min-width: 0;
  @media (max-width: 640px) { padding-left: ${theme.space[2]}; }
`;
