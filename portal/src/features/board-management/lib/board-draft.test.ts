import type { Board } from '@sayso/api/contract';
import { describe, expect, it } from 'vitest';
import {
  atBoardLimit,
  draftErrors,
  draftOf,
  EMPTY_DRAFT,
  inputOf,
  pastBoardLimit,
  planWithMoreBoards,
  slugFromName,
  withName,
} from './board-draft';

const BOARD: Board = {
  id: 4,
  companyId: 1,
  name: 'Mobile',
  slug: 'mobile',
  description: null,
  position: 1,
  visibility: 'restricted',
  emailDomains: ['acme.com', 'acme.org'],
  attributeRules: [{ attribute: 'plan', value: 'enterprise' }],
  ideaCount: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('board drafts', () => {
  it('derives an address the contract accepts from the name', () => {
    expect(slugFromName('Mobile App (beta)!')).toBe('mobile-app-beta');
    expect(slugFromName('  Crème brûlée  ')).toBe('creme-brulee');
    expect(slugFromName('---')).toBe('');
    expect(slugFromName('a'.repeat(70))).toHaveLength(60);
  });

  it('lets the address follow the name until it is typed by hand', () => {
    const named = withName(EMPTY_DRAFT, 'Mobile App');
    expect(named.slug).toBe('mobile-app');
    const edited = { ...named, slug: 'app', slugEdited: true };
    expect(withName(edited, 'Mobile App 2').slug).toBe('app');
    // An existing board keeps its address through a rename.
    expect(withName(draftOf(BOARD), 'Phones').slug).toBe('mobile');
  });

  it('sends the audience only with a restricted board', () => {
    const draft = { ...draftOf(BOARD), domains: 'acme.com, @acme.org\nexample.com' };
    expect(inputOf(draft)).toMatchObject({
      visibility: 'restricted',
      emailDomains: ['acme.com', 'acme.org', 'example.com'],
      attributeRules: [{ attribute: 'plan', value: 'enterprise' }],
    });
    expect(inputOf({ ...draft, visibility: 'team' })).toMatchObject({ emailDomains: [], attributeRules: [] });
  });

  it("checks the fields with the contract's own messages", () => {
    expect(draftErrors(EMPTY_DRAFT)).toMatchObject({
      name: 'Please enter a board name',
      slug: 'Board address must be at least 2 characters',
    });
    const bad = {
      ...draftOf(BOARD),
      domains: 'not a domain',
      rules: [{ attribute: 'plan' as const, value: ' ' }],
    };
    expect(draftErrors(bad)).toEqual({
      emailDomains: 'Each e-mail domain must look like example.com',
      attributeRules: "Please enter the rule's value",
    });
    expect(draftErrors(draftOf(BOARD))).toEqual({});
  });

  it('knows the plan limits from the catalogue', () => {
    expect(atBoardLimit('free', 1)).toBe(true);
    expect(atBoardLimit('pro', 2)).toBe(false);
    expect(atBoardLimit('pro', 3)).toBe(true);
    expect(atBoardLimit('business', 500)).toBe(false);
    expect(planWithMoreBoards('free')).toBe('pro');
    expect(planWithMoreBoards('pro')).toBe('business');
    expect(planWithMoreBoards('business')).toBeNull();
    expect(pastBoardLimit('free', 0)).toBe(false);
    expect(pastBoardLimit('free', 1)).toBe(true);
  });
});
