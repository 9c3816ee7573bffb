import type { PublicBoard } from '@sayso/api/contract';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { mountPerTest } from '@/test/mount';
import { BoardSwitcher } from './board-switcher';

const mount = mountPerTest();
const board = (id: number, slug: string, name: string): PublicBoard => ({
  id,
  name,
  slug,
  description: null,
  position: id,
  visibility: 'public',
});
const BOARDS = [board(1, 'feature-requests', 'Feature Requests'), board(2, 'mobile-app', 'Mobile app')];

const links = (container: HTMLElement) =>
  [...container.querySelectorAll('nav a')].map((link) => ({
    name: link.textContent,
    href: link.getAttribute('href'),
    current: link.getAttribute('aria-current'),
  }));

describe('BoardSwitcher', () => {
  it('links each board by name and marks only the one shown as the current page', () => {
    const container = mount.render(
      <MemoryRouter>
        <BoardSwitcher boards={BOARDS} currentId={2} hrefFor={(shown) => `/b/${shown.slug}`} />
      </MemoryRouter>,
    );
    expect(container.querySelector('nav')?.getAttribute('aria-label')).toBe('Boards');
    expect(links(container)).toEqual([
      { name: 'Feature Requests', href: '/b/feature-requests', current: null },
      { name: 'Mobile app', href: '/b/mobile-app', current: 'page' },
    ]);
  });

  it('leads with an "all boards" link, current when no board is chosen', () => {
    const container = mount.render(
      <MemoryRouter>
        <BoardSwitcher
          boards={BOARDS}
          currentId={null}
          hrefFor={(shown) => `/r?board=${shown.slug}`}
          all={{ label: 'All boards', href: '/r' }}
          label="Roadmap by board"
        />
      </MemoryRouter>,
    );
    expect(links(container)[0]).toEqual({ name: 'All boards', href: '/r', current: 'page' });
    expect(links(container).filter((link) => link.current === 'page')).toHaveLength(1);
  });
});
