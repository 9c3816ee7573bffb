import type { Company, CustomDomain, PlanId } from '@sayso/api/contract';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { mountPerTest } from '@/test/mount';
import { CustomDomainCard } from './custom-domain-card';

const mount = mountPerTest();
const company = { id: 7, slug: 'acme', name: 'Acme' } as Company;
const DOMAIN: CustomDomain = {
  domain: 'feedback.example.com',
  verified: false,
  txtName: '_sayso.feedback.example.com',
  txtValue: 'sayso-verify=0123456789abcdef',
};

async function render(plan: PlanId, fetcher: (url: string) => Promise<unknown>) {
  const container = mount.render(
    <MemoryRouter>
      <ToastProvider>
        <SWRConfig value={{ provider: () => new Map(), fetcher, shouldRetryOnError: false }}>
          <CustomDomainCard company={company} plan={plan} />
        </SWRConfig>
      </ToastProvider>
    </MemoryRouter>,
  );
  // Let SWR settle its answer.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return container;
}

describe('CustomDomainCard', () => {
  it.each(['free', 'pro'] as const)(
    'on %s: greyed and disabled under the Business note, nothing fetched',
    async (plan) => {
      const fetcher = vi.fn(() => Promise.resolve(null));
      const container = await render(plan, fetcher);
      expect(container.textContent).toContain(
        // Issue 26: the gate names its own control's feature.
        'Custom domains needs the Business plan. Upgrade to Business',
      );
      expect(container.querySelector('fieldset')?.disabled).toBe(true);
      expect(container.querySelector('input')).not.toBeNull();
      expect(fetcher).not.toHaveBeenCalled();
    },
  );

  it('on business: asks for the domain, with no status yet', async () => {
    const container = await render('business', () => Promise.resolve(null));
    expect(container.querySelector('fieldset')).toBeNull();
    expect(container.querySelector('label')?.textContent).toBe('Domain');
    expect(container.textContent).not.toContain('Not verified');
  });

  it('on business: shows the TXT record to create and the status', async () => {
    const container = await render('business', () => Promise.resolve(DOMAIN));
    expect(container.textContent).toContain('Not verified');
    const values = [...container.querySelectorAll('input')].map((input) => input.value);
    expect(values).toEqual([DOMAIN.domain, DOMAIN.txtName, DOMAIN.txtValue]);
    const buttons = [...container.querySelectorAll('button')].map((button) => button.textContent);
    expect(buttons).toEqual(['Save domain', 'Copy name', 'Copy value', 'Verify', 'Remove']);
  });

  it('on business: says when the domain is verified', async () => {
    const verified = await render('business', () => Promise.resolve({ ...DOMAIN, verified: true }));
    expect(verified.textContent).toContain('Verified');
    expect(verified.textContent).not.toContain('Not verified');
  });

  it('says so when the server has custom domains off (404)', async () => {
    const off = new ApiError(404, 'Custom domains are not enabled on this server', null, '404');
    const container = await render('business', () => Promise.reject(off));
    expect(container.textContent).toContain('Custom domains are not enabled on this server.');
    expect(container.querySelector('input')).toBeNull();
  });
});
