import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { collectErrors, serverFieldErrors } from './form-errors';

const badRequest = (issues: Array<{ path: string; message: string }>) =>
  new ApiError(400, 'Invalid input', { message: 'Invalid input', issues }, '400: …');

describe('collectErrors', () => {
  it('keeps the first message of each top-level field', () => {
    const issues = [
      { path: ['email'], message: 'Please enter a valid email address' },
      { path: ['email'], message: 'second' },
      { path: ['links', 0, 'url'], message: 'Please enter a valid URL' },
    ];
    expect(collectErrors(issues)).toEqual({
      email: 'Please enter a valid email address',
      links: 'Please enter a valid URL',
    });
  });
});

describe('serverFieldErrors', () => {
  it("puts a 400's issues on the fields they name", () => {
    const error = badRequest([
      { path: 'currentPassword', message: 'Password is incorrect' },
      { path: 'links.0.url', message: 'Please enter a valid URL' },
    ]);
    expect(serverFieldErrors(error)).toEqual({
      currentPassword: 'Password is incorrect',
      links: 'Please enter a valid URL',
    });
  });

  it('finds nothing in other failures', () => {
    expect(serverFieldErrors(new ApiError(500, 'Boom', null, '500: Boom'))).toEqual({});
    expect(serverFieldErrors(new TypeError('Failed to fetch'))).toEqual({});
  });
});
