import { describe, expect, it } from 'vitest';
import { hasSessionHint } from './auth-api';

describe('hasSessionHint', () => {
  it('finds the hint cookie among others', () => {
    expect(hasSessionHint('sayso_signed_in=1')).toBe(true);
    expect(hasSessionHint('a=b; sayso_signed_in=1; c=d')).toBe(true);
  });

  it('is false without it, or for look-alike names and values', () => {
    expect(hasSessionHint('')).toBe(false);
    expect(hasSessionHint('x_sayso_signed_in=1')).toBe(false);
    expect(hasSessionHint('sayso_signed_in=10')).toBe(false);
  });
});
