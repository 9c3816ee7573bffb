import { describe, expect, it } from 'vitest';
import { boardSlugOf, returnPath, signupAudience, visitorTexts } from './board-context';

describe('board context of sign-in pages', () => {
  it('finds the board slug of a board, idea or roadmap path, and nothing elsewhere', () => {
    expect(boardSlugOf('/company/acme')).toBe('acme');
    expect(boardSlugOf('/company/acme-co/ideas/12?x=1')).toBe('acme-co');
    expect(boardSlugOf('/pricing')).toBeNull();
    expect(boardSlugOf(null)).toBeNull();
  });

  it('returns to returnTo, else from, and never to another site', () => {
    expect(returnPath(new URLSearchParams('from=/company/acme'))).toBe('/company/acme');
    expect(returnPath(new URLSearchParams('returnTo=/company/a&from=/company/b'))).toBe('/company/a');
    expect(returnPath(new URLSearchParams('from=//evil.example'))).toBeNull();
  });

  it("names the company's board to its visitors", () => {
    expect(visitorTexts('Acme').signInTitle).toBe("Sign in to vote and comment on Acme's board");
    expect(visitorTexts(null).signUpTitle).toBe('Join this board');
  });

  it('signs up owners with a company, and visitors and invited teammates without one', () => {
    expect(signupAudience(null)).toBe('owner');
    expect(signupAudience('/checkout/pro')).toBe('owner');
    expect(signupAudience('/company/acme/ideas/3')).toBe('visitor');
    expect(signupAudience('/team/accept?token=abc')).toBe('member');
  });
});
