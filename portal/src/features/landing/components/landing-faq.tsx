import styled from 'styled-components';
import { Accordion } from '@/components/ui/accordion';
import { Section } from './section';

const Narrow = styled.div`max-width: 760px; margin: 0 auto;`;

const QUESTIONS = [
  [
    'What is Sayso?',
    'A feedback and feature-request board for your company. Customers submit ideas and vote; you set statuses (Idea, Planned, In Progress, Completed) so everyone can follow your roadmap.',
  ],
  [
    'Do my customers need an account?',
    'No. Visitors can submit ideas and vote anonymously. Signed-in users submit under their name and can comment.',
  ],
  [
    'How do I add Sayso to my website?',
    'Paste the one-line script tag from How It Works, or embed your full page in an iframe. Both are in the Share tab of your dashboard.',
  ],
  [
    'Can I customise the look?',
    'Yes. Add your logo and a cover image to your page, and choose the text and gradient colours of your feedback button.',
  ],
  // Issue 26: the answer says whose ideas the monthly limit counts, as the server does
  // (users.ts consumeSubmission: per signed-in person and month; anonymous ideas per visitor).
  [
    'Is there a free plan?',
    'Yes, free forever. Each signed-in customer can suggest up to 10 ideas per month (anonymous ideas are limited per visitor instead); votes and comments are unlimited. Pro and Business raise the limit and add analytics, branding and priority support.',
  ],
  [
    'What happens if I cancel or downgrade?',
    'Your plan stays active until the end of the paid period, then falls back to Free. Your ideas, votes and comments are kept.',
  ],
] as const;

/** Landing FAQ (id 'faq'). */
export function LandingFaq() {
  return (
    <Section id="faq" eyebrow="FAQ" title="Frequently asked questions">
      <Narrow>
        <Accordion items={QUESTIONS.map(([question, answer]) => ({ question, answer }))} />
      </Narrow>
    </Section>
  );
}
