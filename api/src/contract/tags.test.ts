import { describe, expect, it } from 'vitest';
import { TAG_COLOR_STYLES, TAG_COLORS } from './tags';

/** WCAG 2.1 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const c = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('the tag palette', () => {
  it.each(TAG_COLORS)('%s: its text on its background passes WCAG AA with room to spare', (color) => {
    const { background, text } = TAG_COLOR_STYLES[color];
    expect(contrast(background, text)).toBeGreaterThanOrEqual(6);
  });
});
