// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contrast, luminance, mix, parseHex, readableOn, shadeFor, toHex } from './color';

describe('colour helper', () => {
  it('parses #rgb and #rrggbb, and nothing else', () => {
    expect(parseHex('#0F766E')).toEqual([15, 118, 110]);
    expect(parseHex(' #fff ')).toEqual([255, 255, 255]);
    expect(parseHex('0f766e')).toBeNull();
    expect(parseHex('#12345')).toBeNull();
    expect(toHex([15, 118, 110])).toBe('#0f766e');
    expect(toHex([300, -4, 127.6])).toBe('#ff0080');
  });

  it('measures WCAG luminance and contrast', () => {
    expect(luminance('#000000')).toBe(0);
    expect(luminance('#ffffff')).toBe(1);
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrast('#4f46e5', '#ffffff')).toBeCloseTo(6.29, 1);
  });

  it('mixes two colours', () => {
    expect(mix('#000000', '#ffffff', 0)).toBe('#000000');
    expect(mix('#000000', '#ffffff', 1)).toBe('#ffffff');
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
  });

  it('picks white or near-black text by contrast, never below 4.5:1', () => {
    expect(readableOn('#4f46e5', '#ffffff', '#0f172a')).toBe('#ffffff');
    expect(readableOn('#facc15', '#ffffff', '#0f172a')).toBe('#0f172a');
    // Every grey: the chosen text reads at 4.5:1 at least (pure black where near-black misses).
    for (let level = 0; level <= 255; level += 5) {
      const background = toHex([level, level, level]);
      expect(contrast(background, readableOn(background, '#ffffff', '#0f172a'))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('shades a colour toward another until it reads at the ratio', () => {
    const shade = shadeFor('#facc15', '#ffffff', '#0f172a');
    expect(contrast(shade, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(shadeFor('#1d4ed8', '#ffffff', '#0f172a')).toBe('#1d4ed8');
  });
});
