import { boardLimitLine, PLAN_IDS, PLANS } from '@sayso/api/contract';
import { describe, expect, it } from 'vitest';
import { PRICING_FAQ } from '@/lib/pricing-faq';
import { mountPerTest } from '@/test/mount';
import { PlanCard } from './plan-card';

const mount = mountPerTest();

const card = (id: (typeof PLAN_IDS)[number]) =>
  mount.render(
    <PlanCard plan={PLANS[id]} featured={false} current={false} pending={false} onChoose={() => {}} />,
  );

describe('the pricing cards and boards (issue 27)', () => {
  it("each card names its plan's boards from the catalogue; only Business includes restricted boards", () => {
    for (const id of PLAN_IDS) {
      const lines = [...card(id).querySelectorAll('li')].map((item) => item.textContent ?? '');
      const included = lines.filter((line) => !line.startsWith('✕'));
      expect(included).toContain(`✓${boardLimitLine(id)}`);
      expect(included.includes('✓Restricted boards')).toBe(id === 'business');
      expect(lines.includes('✕Not included: Restricted boards')).toBe(id !== 'business');
    }
    expect(['free', 'pro', 'business'].map((id) => boardLimitLine(id as 'free'))).toEqual([
      '1 board',
      '3 boards',
      'Unlimited boards',
    ]);
  });

  it('the FAQ says how many boards each plan has, and that a downgrade hides and publishes nothing', () => {
    const answer = PRICING_FAQ.find((item) => item.question === 'How many boards can I have?')?.answer;
    expect(answer).toContain('Free includes 1 board, Pro 3 boards and Business unlimited boards.');
    expect(answer).toContain('Restricted boards needs the Business plan');
    expect(answer).toContain('nothing public is hidden and nothing hidden is published');
  });
});
