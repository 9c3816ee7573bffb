// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contrast } from '@/lib/color';
import { palettes } from '@/styles/theme';
import { brandedPalette } from './branding';

describe('brandedPalette', () => {
  it("is Sayso's palette without branding (a downgrade), light or dark by theme", () => {
    expect(brandedPalette(undefined)).toEqual(palettes.light);
    expect(brandedPalette({ accentColor: null, theme: 'light' })).toEqual(palettes.light);
    expect(brandedPalette({ accentColor: null, theme: 'dark' })).toEqual(palettes.dark);
    expect(brandedPalette({ accentColor: 'not a colour', theme: 'light' })).toEqual(palettes.light);
  });

  it('turns the accent into the brand colours, with readable text on them', () => {
    for (const theme of ['light', 'dark'] as const)
      for (const accent of ['#0F766E', '#facc15', '#e11d48', '#777777', '#ffffff', '#000000']) {
        const palette = brandedPalette({ accentColor: accent, theme });
        expect(palette.brand).toBe(accent.toLowerCase());
        expect(palette.background).toBe(palettes[theme].background);
        expect(contrast(palette.textOnBrand, palette.brand), `${accent} ${theme}`).toBeGreaterThanOrEqual(
          4.5,
        );
        expect(contrast(palette.brandDark, palette.brandSoft), `${accent} ${theme}`).toBeGreaterThanOrEqual(
          4.5,
        );
      }
  });

  it('writes white on a dark accent and near-black on a light one', () => {
    expect(brandedPalette({ accentColor: '#0f766e', theme: 'light' }).textOnBrand).toBe(
      palettes.light.surface,
    );
    expect(brandedPalette({ accentColor: '#facc15', theme: 'dark' }).textOnBrand).toBe(palettes.light.text);
  });
});
