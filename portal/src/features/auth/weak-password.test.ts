/** The portal refuses trivially weak passwords with the contract's own rule and message. */
import { describe, expect, it } from 'vitest';
import { validateSignupUser } from './validation';

const WEAK = 'Please choose a less guessable password';
const user = { name: 'Ada Lovelace', email: 'ada@example.com', username: 'ada' };

describe('weak passwords', () => {
  // One sign-up form serves /signup and the /auth register tab, so one check covers both.
  it.each(['zzzzzzzzzz', '          ', ' \t \t \t \t'])('refuses %j on sign-up', (password) => {
    expect(validateSignupUser({ ...user, password }).errors?.password).toBe(WEAK);
  });

  it('accepts an ordinary password', () => {
    expect(validateSignupUser({ ...user, password: 'correct-horse' }).errors).toBeUndefined();
  });
});
