import styled from 'styled-components';
import { Tabs } from '@/components/ui/tabs';
import { media, theme } from '@/styles/theme';
import { Section } from './section';

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${theme.space[6]};
  margin: ${theme.space[4]} 0 0;
  padding: 0;
  list-style: none;
  ${media.mobile} { grid-template-columns: 1fr; }
`;

const Step = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  h3 { font-size: ${theme.font.size.lg}; }
  p { color: ${theme.colors.textMuted}; font-size: ${theme.font.size.sm}; }
`;

const StepNumber = styled.span`
  display: inline-flex;
  width: 36px;
  height: 36px;
  align-items: center;
  justify-content: center;
  border-radius: ${theme.radius.full};
  background: ${theme.gradient.brand};
  color: ${theme.colors.textOnBrand};
  font-weight: ${theme.font.weight.bold};
`;

const Narrow = styled.div`max-width: 960px; margin: 0 auto;`;

type Steps3 = ReadonlyArray<readonly [string, string]>;

const COMPANIES: Steps3 = [
  ['Create your page', 'Sign up and name your company. Your public feedback page is live at once.'],
  [
    'Share or embed it',
    'Send the link to customers or add the feedback button to your site with one line of code.',
  ],
  ['Prioritise and ship', 'Sort by votes, set statuses and let customers follow your roadmap as you build.'],
];

const CUSTOMERS: Steps3 = [
  ['Open the board', 'Follow the link or click the feedback button on the product you use.'],
  ['Share or vote', 'Submit an idea, with or without an account, or vote for the ones you want most.'],
  ['See it happen', 'Watch ideas move from Planned to In Progress to Completed.'],
];

function StepList({ steps }: { steps: Steps3 }) {
  return (
    <Steps>
      {steps.map(([title, text], index) => (
        <Step key={title}>
          <StepNumber aria-hidden="true">{index + 1}</StepNumber>
          <h3>{title}</h3>
          <p>{text}</p>
        </Step>
      ))}
    </Steps>
  );
}

/** The tabbed three-step guide for both sides of the board. */
export function Guide() {
  return (
    <Section
      id="about"
      muted
      eyebrow="Getting started"
      title="Three steps, for both sides"
      lead="Sayso works for the team that builds and for the people who use what they build."
    >
      <Narrow>
        <Tabs
          label="Guide audience"
          tabs={[
            { id: 'companies', label: 'For Companies', content: <StepList steps={COMPANIES} /> },
            { id: 'customers', label: 'For Customers', content: <StepList steps={CUSTOMERS} /> },
          ]}
        />
      </Narrow>
    </Section>
  );
}
