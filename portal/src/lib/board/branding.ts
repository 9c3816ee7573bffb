/**
 * A company's look on its public pages (Custom branding): the palette for its theme, with its
 * accent colour turned into every brand colour the components use. Text on the accent is white
 * or near-black, whichever reads at 4.5:1; brand text on tinted surfaces is shaded until it does.
 */
import type { CompanyBranding } from '@sayso/api/contract';
import { mix, parseHex, readableOn, shadeFor, toHex } from '@/lib/color';
import { type Palette, palettes } from '@/styles/theme';

export function brandedPalette(
  branding: Pick<CompanyBranding, 'accentColor' | 'theme'> | undefined,
): Palette {
  const dark = branding?.theme === 'dark';
  const base = dark ? palettes.dark : palettes.light;
  const rgb = branding?.accentColor ? parseHex(branding.accentColor) : null;
  if (!rgb) return base;
  const accent = toHex(rgb);
  // Tints lean toward the page's surface; brand text leans toward the page's text colour.
  const tint = (amount: number) => mix(accent, base.surface, amount);
  const brandSoft = tint(dark ? 0.8 : 0.9);
  return {
    ...base,
    brand: accent,
    brandAccent: accent,
    brandDark: shadeFor(accent, brandSoft, base.text),
    brandSoft,
    brandSoftStrong: tint(dark ? 0.7 : 0.8),
    brandSoftEnd: brandSoft,
    brandBorder: tint(dark ? 0.55 : 0.65),
    textOnBrand: readableOn(accent, palettes.light.surface, palettes.light.text),
    focus: accent,
  };
}
