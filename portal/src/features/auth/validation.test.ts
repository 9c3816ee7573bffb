import { describe, expect, it } from 'vitest';
import { validateAuthLogin, validateLogin, validateSignupCompany, validateSignupUser } from './validation';

const goodUser = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  username: 'ada_l',
  password: 'correct-horse',
};

describe('sign-up page (User Info)', () => {
  it('accepts a valid user and normalises the email', () => {
    const result = validateSignupUser({ ...goodUser, email: '  Ada@Example.com ' });
    expect(result.errors).toBeUndefined();
    expect(result.data?.email).toBe('ada@example.com');
  });

  it('gives the spec message for every bad field', () => {
    const result = validateSignupUser({ name: 'A', email: 'nope', username: 'ab', password: 'short' });
    expect(result.errors).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      username: 'Username must be at least 3 characters',
      password: 'Password must be at least 8 characters',
    });
  });

  it('rejects usernames with characters other than a-z 0-9 _ -', () => {
    expect(validateSignupUser({ ...goodUser, username: 'Ada.L' }).errors?.username).toBe(
      'Username can only contain lowercase letters, numbers, underscores and hyphens',
    );
  });

  it('requires a company name of at least 2 characters on the Company Info tab', () => {
    expect(validateSignupCompany({ companyName: 'A' })).toEqual({
      companyName: 'Company name must be at least 2 characters',
    });
    expect(validateSignupCompany({ companyName: 'Acme' })).toEqual({});
  });
});

describe('login page', () => {
  it('requires a valid email and a password', () => {
    expect(validateLogin({ email: 'x', password: '' }).errors).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password is required',
    });
    expect(validateLogin({ email: 'a@b.co', password: 'x' }).errors).toBeUndefined();
  });
});

describe('auth page', () => {
  it('login needs a password of at least 6 characters', () => {
    expect(validateAuthLogin({ email: 'a@b.co', password: '12345' }).errors?.password).toBe(
      'Password must be at least 6 characters',
    );
    expect(validateAuthLogin({ email: 'x', password: '' }).errors).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
    });
    expect(validateAuthLogin({ email: ' A@B.co ', password: '123456' })).toEqual({
      data: { email: 'a@b.co', password: '123456' },
    });
  });
});
