import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { mountPerTest } from '@/test/mount';
import { BoardNav } from './board-nav';

const mount = mountPerTest();

const links = (ui: Parameters<typeof BoardNav>[0]) => {
  const container = mount.render(
    <MemoryRouter>
      <BoardNav {...ui} />
    </MemoryRouter>,
  );
  return [...container.querySelectorAll('a')].map((a) => [
    a.textContent,
    a.getAttribute('href'),
    a.getAttribute('aria-current'),
  ]);
};

describe('BoardNav', () => {
  it('links the changelog beside Board and Roadmap, marking the page shown', () => {
    expect(links({ current: 'changelog', boardHref: '/b', roadmapHref: '/r', changelogHref: '/c' })).toEqual([
      ['Board', '/b', null],
      ['Roadmap', '/r', null],
      ['Changelog', '/c', 'page'],
    ]);
  });

  it('keeps the changelog (public) when the roadmap is private to the team', () => {
    expect(
      links({
        current: 'board',
        boardHref: '/b',
        roadmapHref: '/r',
        showRoadmap: false,
        changelogHref: '/c',
      }),
    ).toEqual([
      ['Board', '/b', 'page'],
      ['Changelog', '/c', null],
    ]);
  });

  it('shows no switch at all with the roadmap private and no changelog link', () => {
    expect(links({ current: 'board', boardHref: '/b', roadmapHref: '/r', showRoadmap: false })).toEqual([]);
  });
});
