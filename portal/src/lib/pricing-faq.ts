import { boardLimitLine, entitlementMessage, type PlanId } from '@sayso/api/contract';
import type { AccordionItem } from '@/components/ui/accordion';

/** '1 board' as a sentence says it, from the plan catalogue (never a second copy of the numbers). */
const boards = (plan: PlanId) => boardLimitLine(plan).toLowerCase();

export const PRICING_FAQ: AccordionItem[] = [
  {
    question: 'What counts as a suggestion?',
    answer:
      'Each idea a signed-in user submits to a board. Free includes 10 per month, Pro 25 and Business unlimited. Votes and comments are always unlimited.',
  },
  {
    question: 'When does my monthly limit reset?',
    answer:
      'On the 1st of every month. If you reach the limit, new submissions pause until the next cycle or until you upgrade.',
  },
  {
    question: 'How many boards can I have?',
    answer: `Free includes ${boards('free')}, Pro ${boards('pro')} and Business ${boards('business')}. Restricted boards, seen only by your team, people with a verified e-mail at your domains or identified customers who match a rule, are on Business (${entitlementMessage('restrictedBoards')}). A downgrade keeps every board, idea and visibility as it is: nothing public is hidden and nothing hidden is published; boards past the limit take no new ideas.`,
  },
  {
    question: 'Can I change or cancel my plan?',
    answer:
      'Yes, at any time. Upgrades apply at once. A downgrade or cancellation takes effect at the end of the paid period, then your account returns to Free. Your data is kept.',
  },
  {
    question: 'Which payment methods do you accept?',
    answer:
      'All major credit and debit cards, processed securely by Stripe. Prices are in euros and billed monthly.',
  },
  {
    question: 'Do you offer annual billing?',
    answer: 'Yes, with a 15% discount. Contact support and we will set it up for you.',
  },
  {
    question: 'Is there a free trial of the paid plans?',
    answer:
      'The Free plan is free forever, so you can try Sayso with your customers before you pay for more.',
  },
];
