import type { PublicUser } from '@sayso/api/contract';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { makeUser as user } from '@/test/make-user';
import { mountPerTest } from '@/test/mount';
import { PlanTab } from './plan-tab';

const mount = mountPerTest();

function render(u: PublicUser) {
  const container = mount.render(
    <MemoryRouter>
      <PlanTab user={u} billing={<p>Billing block</p>} />
    </MemoryRouter>,
  );
  const links = [...container.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
  const bar = container.querySelector('[role=progressbar]');
  return { text: container.textContent ?? '', links, bar };
}

describe('PlanTab', () => {
  it('shows a free user the usage bar and both upgrades', () => {
    const { text, links, bar } = render(user({ monthlySubmissionsUsed: 7 }));
    expect(text).toContain('7 / 10 submissions used this month');
    expect(bar?.getAttribute('aria-valuenow')).toBe('70');
    expect(links).toContainEqual(['Upgrade Plan', '/pricing']);
    expect(links).toContainEqual(['Upgrade to Pro', '/checkout/pro']);
    expect(links).toContainEqual(['Upgrade to Business', '/checkout/business']);
  });

  it('offers a pro user only Business', () => {
    const { links } = render(user({ subscriptionPlan: 'pro', monthlySubmissionLimit: 25 }));
    expect(links.map(([label]) => label)).not.toContain('Upgrade to Pro');
    expect(links).toContainEqual(['Upgrade to Business', '/checkout/business']);
  });

  it('tells a business user there is nothing higher, with unlimited usage', () => {
    const { text, links, bar } = render(
      user({ subscriptionPlan: 'business', monthlySubmissionsUsed: 120, monthlySubmissionLimit: 999 }),
    );
    expect(text).toContain("You're on our highest plan with all available features!");
    expect(text).toContain('Unlimited');
    expect(bar?.hasAttribute('aria-valuenow')).toBe(false);
    expect(links.map(([label]) => label)).not.toContain('Upgrade Plan');
    expect(links.some(([, href]) => href?.startsWith('/checkout/'))).toBe(false);
  });

  it('shows the billing block the route passes in', () => {
    const { text } = render(user({ subscriptionPlan: 'pro' }));
    expect(text).toContain('Billing block');
  });
});
