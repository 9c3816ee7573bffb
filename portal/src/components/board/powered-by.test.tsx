import { describe, expect, it } from 'vitest';
import { mountPerTest } from '@/test/mount';
import { PoweredBy } from './powered-by';

const mount = mountPerTest();

describe('PoweredBy', () => {
  it('links to the landing page when the company answer asks for it', () => {
    mount.render(<PoweredBy branding={{ poweredBy: true }} />);
    const link = mount.container.querySelector('a');
    expect(link?.textContent).toBe('Powered by Sayso');
    expect(link?.getAttribute('href')).toBe('/');
    expect(link?.getAttribute('rel')).toBe('noopener');
    expect(link?.hasAttribute('target')).toBe(false);
  });

  it('opens in a new tab from the embed, and says so', () => {
    mount.render(<PoweredBy branding={{ poweredBy: true }} newTab />);
    const link = mount.container.querySelector('a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener');
    expect(link?.getAttribute('aria-label')).toBe('Powered by Sayso (opens in a new tab)');
  });

  it('shows nothing for a white-label company, nor while the company loads', () => {
    mount.render(<PoweredBy branding={{ poweredBy: false }} />);
    expect(mount.container.innerHTML).toBe('');
    mount.render(<PoweredBy branding={undefined} newTab />);
    expect(mount.container.innerHTML).toBe('');
  });
});
