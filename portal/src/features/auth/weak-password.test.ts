/** The portal refuses trivially weak passwords with the contract's own rule and message. */
import { describe, expect, it } from 'vitest';
import { validateAuthRegister, validateSignupUser } from './validation';

const WEAK = 'Please choose a less guessable password';
const user = { name: 'Ada Lovelace', email: 'ada@example.com', username: 'ada' };

describe('weak passwords', () => {
  it.each(['zzzzzzzzzz', '          ', ' \t \t \t \t'])(
    'refuses %j on sign-up and on the register tab',
    (password) => {
      expect(validateSignupUser({ ...user, password }).errors?.password).toBe(WEAK);
      const register = { email: user.email, company: 'Acme', password, confirmPassword: password };
      expect(validateAuthRegister(register).password).toBe(WEAK);
    },
  );

  it('accepts an ordinary password', () => {
    expect(validateSignupUser({ ...user, password: 'correct-horse' }).errors).toBeUndefined();
  });
});
