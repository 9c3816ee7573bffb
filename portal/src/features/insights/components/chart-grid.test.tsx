import type { PremiumInsights } from '@sayso/api/contract';
import { premiumTables } from '@sayso/api/contract';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { mountPerTest } from '@/test/mount';
import { ChartGrid } from './chart-grid';

const mount = mountPerTest();

const PREMIUM: PremiumInsights = {
  range: { from: '2026-01-01', to: '2026-01-31' },
  timings: [{ label: 'Idea to planned', ideas: 4, medianDays: 2.5, averageDays: 3 }],
  contributors: { total: 9, returning: 2 },
  topHosts: [{ host: 'https://shop.example/pricing', opens: 7, submitted: 1, voted: 3 }],
  comparison: {
    previous: { from: '2025-12-01', to: '2025-12-31' },
    current: { ideas: 5, votes: 40, comments: 3, boardViews: 100, widgetOpens: 7 },
    before: { ideas: 2, votes: 10, comments: 0, boardViews: 50, widgetOpens: 1 },
  },
};

describe('ChartGrid', () => {
  it('draws each table as bars, keeps the table for screen readers and shows it on request', () => {
    const container = mount.render(<ChartGrid tables={premiumTables(PREMIUM)} />);
    const figures = [...container.querySelectorAll('figure')];
    expect(figures.map((figure) => figure.querySelector('h3')?.textContent)).toEqual([
      'Time between statuses',
      'Returning contributors',
      'Top host pages',
      'Compared with 2025-12-01 – 2025-12-31',
    ]);
    const timings = figures[0] as HTMLElement;
    // The bars show the median; the table has every column.
    expect(timings.querySelector('li')?.textContent).toBe('Idea to planned2.5');
    const wrap = timings.querySelector('table')?.parentElement as HTMLElement;
    expect(wrap.className).toContain('visually-hidden');
    expect([...timings.querySelectorAll('tbody td')].map((cell) => cell.textContent)).toEqual([
      '4',
      '2.5',
      '3',
    ]);
    const toggle = timings.querySelector('button') as HTMLButtonElement;
    expect(toggle.getAttribute('aria-controls')).toBe(wrap.id);
    act(() => toggle.click());
    expect(toggle.textContent).toBe('Hide table');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(wrap.className).not.toContain('visually-hidden');
    // The comparison tells the previous period beside this one's number.
    expect(figures[3]?.querySelector('li')?.textContent).toBe('Ideas5 (before: 2)');
  });

  it('links every chart to its CSV when given, and none otherwise', () => {
    const withCsv = mount.render(
      <ChartGrid tables={premiumTables(PREMIUM)} csvHref={(id) => `/csv/${id}`} />,
    );
    expect([...withCsv.querySelectorAll('a[download]')].map((a) => a.getAttribute('href'))).toEqual([
      '/csv/timings',
      '/csv/contributors',
      '/csv/top-hosts',
      '/csv/comparison',
    ]);
    const without = mount.render(<ChartGrid tables={premiumTables(PREMIUM)} />);
    expect(without.querySelectorAll('a[download]')).toHaveLength(0);
  });
});
