import { ApiError } from '@/lib/api-client';

export const SUBMIT_FALLBACK = 'Failed to submit your idea. Please try again.';
export const VALIDATION_FALLBACK = 'Validation error. Please check your input.';

/**
 * The toast text for a failed submission (spec section 8): the server's message if it sent
 * one (a message that is not a string reads as a validation error), else the error's own
 * message, else the generic fallback.
 */
export function submitErrorText(error: unknown): string {
  if (error instanceof ApiError && hasMessage(error.body)) {
    const { message } = error.body;
    return typeof message === 'string' && message.trim() ? message : VALIDATION_FALLBACK;
  }
  if (error instanceof Error && error.message) return error.message;
  return SUBMIT_FALLBACK;
}

function hasMessage(body: unknown): body is { message: unknown } {
  return typeof body === 'object' && body !== null && 'message' in body && body.message != null;
}
