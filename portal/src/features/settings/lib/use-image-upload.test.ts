import { describe, expect, it } from 'vitest';
import { fileProblem, MAX_UPLOAD_BYTES } from './use-image-upload';

const file = (type: string, size: number) => new File([new Uint8Array(size)], 'x', { type });

describe('fileProblem', () => {
  it('accepts PNG, JPEG and WebP up to 2 MB', () => {
    expect(fileProblem(file('image/png', 10))).toBeUndefined();
    expect(fileProblem(file('image/jpeg', MAX_UPLOAD_BYTES))).toBeUndefined();
    expect(fileProblem(file('image/webp', 10))).toBeUndefined();
  });

  it('refuses other types and anything over 2 MB with the server texts', () => {
    expect(fileProblem(file('image/gif', 10))).toBe('Only PNG, JPEG or WebP images are allowed');
    expect(fileProblem(file('text/plain', 10))).toBe('Only PNG, JPEG or WebP images are allowed');
    expect(fileProblem(file('image/png', MAX_UPLOAD_BYTES + 1))).toBe('Image is too large (max 2MB)');
  });
});
