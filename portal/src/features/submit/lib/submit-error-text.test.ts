import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { SUBMIT_FALLBACK, submitErrorText, VALIDATION_FALLBACK } from './submit-error-text';

const apiError = (body: unknown, message = 'own message') => new ApiError(400, message, body, '400: x');

describe('submitErrorText', () => {
  it('uses the server message when it is a string', () => {
    expect(submitErrorText(apiError({ message: 'Title must be at least 5 characters' }))).toBe(
      'Title must be at least 5 characters',
    );
  });
  it('reads a non-string server message as a validation error', () => {
    expect(submitErrorText(apiError({ message: { title: ['too short'] } }))).toBe(VALIDATION_FALLBACK);
    expect(submitErrorText(apiError({ message: 42 }))).toBe(VALIDATION_FALLBACK);
  });
  it('falls back to the error own message when the server sent none', () => {
    expect(submitErrorText(apiError('Bad gateway', '502: Bad gateway'))).toBe('502: Bad gateway');
    expect(submitErrorText(apiError(null, '500: Internal Server Error'))).toBe('500: Internal Server Error');
    expect(submitErrorText(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });
  it('falls back to the generic text when nothing else is known', () => {
    expect(submitErrorText(new Error(''))).toBe(SUBMIT_FALLBACK);
    expect(submitErrorText('boom')).toBe(SUBMIT_FALLBACK);
    expect(submitErrorText(undefined)).toBe(SUBMIT_FALLBACK);
  });
});
