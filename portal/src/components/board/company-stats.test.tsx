import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CompanyStats } from './company-stats';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('CompanyStats', () => {
  it('shows a skeleton per stat while loading, never a zero that is not true yet', () => {
    act(() => root.render(<CompanyStats stats={undefined} />));
    const list = container.querySelector('dl');
    expect(list?.getAttribute('aria-busy')).toBe('true');
    expect(container.querySelectorAll('[data-testid=stat-skeleton]')).toHaveLength(4);
    expect(container.querySelectorAll('dd')).toHaveLength(4);
    expect(container.textContent).not.toMatch(/\d/);
    expect(container.textContent).toContain('Total Ideas');
  });

  it('shows the numbers once loaded, zeros included', () => {
    const stats = { totalIdeas: 12, inProgress: 3, completed: 0, contributors: 7 };
    act(() => root.render(<CompanyStats stats={stats} />));
    expect(container.querySelector('dl')?.hasAttribute('aria-busy')).toBe(false);
    expect(container.querySelectorAll('[data-testid=stat-skeleton]')).toHaveLength(0);
    expect([...container.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(['12', '3', '0', '7']);
  });
});
