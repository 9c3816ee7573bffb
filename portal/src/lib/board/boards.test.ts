import type { PublicBoard } from '@sayso/api/contract';
import { describe, expect, it } from 'vitest';
import { boardPath, chooseBoard, isDefaultBoard } from './boards';

const board = (id: number, slug: string): PublicBoard => ({
  id,
  name: slug,
  slug,
  description: null,
  position: id,
  visibility: 'public',
});
const BOARDS = [board(4, 'feature-requests'), board(9, 'mobile-app')];

describe('chooseBoard', () => {
  it("shows the caller's first board when none is asked for", () => {
    expect(chooseBoard(BOARDS, undefined)).toEqual({ current: BOARDS[0], missing: false, several: true });
  });

  it('shows the board asked for by its slug', () => {
    expect(chooseBoard(BOARDS, 'mobile-app').current).toBe(BOARDS[1]);
  });

  it('is missing for a slug the caller may not see, and knows nothing while the list loads', () => {
    expect(chooseBoard(BOARDS, 'internal')).toEqual({ current: undefined, missing: true, several: true });
    expect(chooseBoard(undefined, 'internal')).toEqual({
      current: undefined,
      missing: false,
      several: false,
    });
  });

  it('offers no switcher for a single board', () => {
    expect(chooseBoard([board(4, 'feature-requests')], undefined).several).toBe(false);
  });
});

describe('isDefaultBoard', () => {
  it("is the caller's first board", () => {
    expect(isDefaultBoard(BOARDS, BOARDS[0] as PublicBoard)).toBe(true);
    expect(isDefaultBoard(BOARDS, BOARDS[1] as PublicBoard)).toBe(false);
  });
});

describe('boardPath', () => {
  it("links the default board to the company's own address and the others to theirs", () => {
    expect(boardPath('acme', BOARDS, BOARDS[0] as PublicBoard)).toBe('/company/acme');
    expect(boardPath('acme', BOARDS, BOARDS[1] as PublicBoard)).toBe('/company/acme/board/mobile-app');
  });
});
