import { describe, expect, it } from 'vitest';
import { mountPerTest } from '@/test/mount';
import { CompanyStats } from './company-stats';

const mount = mountPerTest();

describe('CompanyStats', () => {
  it('shows a skeleton per stat while loading, never a zero that is not true yet', () => {
    mount.render(<CompanyStats stats={undefined} />);
    const list = mount.container.querySelector('dl');
    expect(list?.getAttribute('aria-busy')).toBe('true');
    expect(mount.container.querySelectorAll('[data-testid=stat-skeleton]')).toHaveLength(4);
    expect(mount.container.querySelectorAll('dd')).toHaveLength(4);
    expect(mount.container.textContent).not.toMatch(/\d/);
    expect(mount.container.textContent).toContain('Total Ideas');
  });

  it('shows the numbers once loaded, zeros included', () => {
    const stats = { totalIdeas: 12, inProgress: 3, completed: 0, contributors: 7 };
    mount.render(<CompanyStats stats={stats} />);
    expect(mount.container.querySelector('dl')?.hasAttribute('aria-busy')).toBe(false);
    expect(mount.container.querySelectorAll('[data-testid=stat-skeleton]')).toHaveLength(0);
    expect([...mount.container.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual([
      '12',
      '3',
      '0',
      '7',
    ]);
  });

  it('offers Try again instead of endless skeletons when the stats failed', () => {
    let retried = 0;
    mount.render(<CompanyStats stats={undefined} onRetry={() => retried++} />);
    expect(mount.container.querySelector('[role=alert]')?.textContent).toContain(
      'The statistics could not be loaded.',
    );
    expect(mount.container.querySelectorAll('[data-testid=stat-skeleton]')).toHaveLength(0);
    mount.container.querySelector('button')?.click();
    expect(retried).toBe(1);
  });
});
