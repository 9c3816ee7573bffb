import { describe, expect, it } from 'vitest';
import { proposeAddress } from './address';

describe('proposeAddress', () => {
  it('turns a company name into lowercase words joined by hyphens', () => {
    expect(proposeAddress('Acme Rockets')).toBe('acme-rockets');
    expect(proposeAddress('  Café & Co. GmbH ')).toBe('cafe-co-gmbh');
    expect(proposeAddress('ACME__2000!!')).toBe('acme-2000');
    expect(proposeAddress('!!!')).toBe('');
  });

  it('keeps at most 48 characters and never ends on a hyphen', () => {
    const long = proposeAddress(`${'a'.repeat(47)} b c`);
    expect(long).toBe('a'.repeat(47));
  });
});
