import { describe, expect, it } from 'vitest';
import { colorError, isHexColor, toPickerValue } from './hex-color';

describe('isHexColor', () => {
  it.each(['#4f46e5', '#7C3AED', '#fff', '#ffff', '#4f46e5cc', ' #ffffff '])('accepts %s', (value) => {
    expect(isHexColor(value)).toBe(true);
  });

  it.each(['4f46e5', '#4f46e', '#ggg', 'red', 'rgb(0,0,0)', '#12', '', '#4f46e5; background:url(x)'])(
    'refuses %s',
    (value) => {
      expect(isHexColor(value)).toBe(false);
    },
  );
});

describe('colorError', () => {
  it('is undefined for a valid colour', () => {
    expect(colorError('#ffffff')).toBeUndefined();
  });

  it('asks for a value when empty and for a hex colour when wrong', () => {
    expect(colorError('  ')).toBe('Enter a colour, e.g. #4f46e5');
    expect(colorError('blue')).toBe('Use a hex colour such as #4f46e5');
  });
});

describe('toPickerValue', () => {
  it('expands short forms and drops alpha for the native picker', () => {
    expect(toPickerValue('#ABC', '#000000')).toBe('#aabbcc');
    expect(toPickerValue('#abcd', '#000000')).toBe('#aabbcc');
    expect(toPickerValue('#11223344', '#000000')).toBe('#112233');
    expect(toPickerValue('nope', '#4f46e5')).toBe('#4f46e5');
  });
});
