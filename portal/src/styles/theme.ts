/**
 * The one design system of the portal. Components import `theme` directly (no ThemeProvider),
 * so every value is typed and there is exactly one source for colours, spacing and type.
 */

/**
 * Sayso's own colours. Components read `theme.colors`, which names CSS custom properties; the
 * global style sets them to this palette, and a company's branded pages (board, idea, roadmap,
 * embed: components/board/branded-page.tsx) set them anew inside the page for the dark palette
 * and the owner's accent colour. Literal values (an SVG stop, Stripe's form) use `palettes`.
 */
const light = {
  brand: '#4f46e5',
  brandDark: '#4338ca',
  brandAccent: '#7c3aed',
  brandSoft: '#eef2ff',
  /** A step deeper than brandSoft: its hover, and the hero's glow. */
  brandSoftStrong: '#e0e7ff',
  /** The far end of the soft brand gradient (welcome card, landing cards). */
  brandSoftEnd: '#f5f3ff',
  /** Borders and text selection on brand-tinted things. */
  brandBorder: '#c7d2fe',
  text: '#0f172a',
  textMuted: '#475569',
  /** Body text of the pretend customer page in the widget preview. */
  textBody: '#334155',
  /** Still ≥ 4.5:1 on white. */
  textSubtle: '#64748b',
  textOnBrand: '#ffffff',
  /** Text on a destructive button. */
  textOnDanger: '#ffffff',
  background: '#ffffff',
  surface: '#ffffff',
  surfaceMuted: '#f8fafc',
  surfaceSunken: '#f1f5f9',
  /** The bright band that sweeps across a loading skeleton. */
  surfaceShimmer: '#e9eef5',
  border: '#e2e8f0',
  borderStrong: '#cbd5e1',
  danger: '#b91c1c',
  /** Hover of a destructive button. */
  dangerStrong: '#991b1b',
  dangerSoft: '#fef2f2',
  dangerBorder: '#fecaca',
  success: '#15803d',
  successSoft: '#f0fdf4',
  successBorder: '#bbf7d0',
  warning: '#b45309',
  warningSoft: '#fffbeb',
  focus: '#6366f1',
  overlay: 'rgba(15, 23, 42, 0.55)',
} as const;

export type ColorName = keyof typeof light;
export type Palette = Record<ColorName, string>;

/** The dark theme of a company's public pages (Custom branding): text ≥ 4.5:1 on its surfaces. */
const dark: Palette = {
  brand: '#818cf8',
  brandDark: '#a5b4fc',
  brandAccent: '#a78bfa',
  brandSoft: '#272a52',
  brandSoftStrong: '#312e81',
  brandSoftEnd: '#2e2550',
  brandBorder: '#4338ca',
  text: '#f1f5f9',
  textMuted: '#cbd5e1',
  textBody: '#e2e8f0',
  textSubtle: '#a3b1c6',
  textOnBrand: '#0f172a',
  textOnDanger: '#0f172a',
  background: '#0b1120',
  surface: '#151e30',
  surfaceMuted: '#1b263b',
  surfaceSunken: '#1e293b',
  surfaceShimmer: '#2a3850',
  border: '#2a3850',
  borderStrong: '#475569',
  danger: '#f87171',
  dangerStrong: '#fca5a5',
  dangerSoft: '#3b1219',
  dangerBorder: '#7f1d1d',
  success: '#4ade80',
  successSoft: '#0f2e1d',
  successBorder: '#166534',
  warning: '#fbbf24',
  warningSoft: '#33240a',
  focus: '#a5b4fc',
  overlay: 'rgba(2, 6, 23, 0.7)',
};

export const palettes = { light, dark } as const;

/** The custom property that carries a colour: brandSoft → --sayso-brand-soft. */
export function colorVar(name: ColorName): string {
  return `--sayso-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/** A palette as custom-property declarations, for a style attribute or a CSS block. */
export function paletteVars(palette: Palette): Record<string, string> {
  return Object.fromEntries(
    (Object.keys(light) as ColorName[]).map((name) => [colorVar(name), palette[name]]),
  );
}

const colors = Object.fromEntries(
  (Object.keys(light) as ColorName[]).map((name) => [name, `var(${colorVar(name)})`]),
) as Record<ColorName, string>;

/** Dark panels (code samples, the preview phone): the light palette turned around. */
const inverse = {
  surface: light.text,
  surfaceRaised: '#1e293b',
  text: light.border,
  textMuted: light.borderStrong,
} as const;

/** Idea statuses: text and background pairs with ≥ 4.5:1 contrast. */
const status = {
  idea: { fg: '#334155', bg: '#f1f5f9' },
  planned: { fg: '#1d4ed8', bg: '#eff6ff' },
  in_progress: { fg: '#b45309', bg: '#fffbeb' },
  completed: { fg: '#15803d', bg: '#f0fdf4' },
} as const;

const category = {
  ux_improvements: { fg: '#6d28d9', bg: '#f5f3ff' },
  new_features: { fg: '#4338ca', bg: '#eef2ff' },
  bug_fixes: { fg: '#b91c1c', bg: '#fef2f2' },
  performance: { fg: '#0e7490', bg: '#ecfeff' },
  other: { fg: '#475569', bg: '#f8fafc' },
} as const;

export const breakpoints = {
  /** The spec's mobile breakpoint: below this width the layout is the phone layout. */
  mobile: 768,
  desktop: 1024,
} as const;

export const theme = {
  colors,
  inverse,
  status,
  category,
  gradient: {
    brand: `linear-gradient(135deg, ${colors.brand} 0%, ${colors.brandAccent} 100%)`,
    brandSoft: `linear-gradient(135deg, ${colors.brandSoft} 0%, ${colors.brandSoftEnd} 100%)`,
    hero: `radial-gradient(1200px 500px at 50% -10%, ${light.brandSoftStrong} 0%, rgba(255,255,255,0) 70%)`,
  },
  space: {
    0: '0',
    1: '4px',
    2: '8px',
    3: '12px',
    4: '16px',
    5: '20px',
    6: '24px',
    8: '32px',
    10: '40px',
    12: '48px',
    16: '64px',
    20: '80px',
    24: '96px',
  },
  radius: { sm: '6px', md: '10px', lg: '14px', xl: '20px', full: '9999px' },
  font: {
    family:
      "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
    size: {
      xs: '0.75rem',
      sm: '0.875rem',
      md: '1rem',
      lg: '1.125rem',
      xl: '1.25rem',
      '2xl': '1.5rem',
      '3xl': '1.875rem',
      '4xl': '2.25rem',
      '5xl': '3rem',
    },
    weight: { regular: 400, medium: 500, semibold: 600, bold: 700, extrabold: 800 },
    lineHeight: { tight: 1.2, snug: 1.35, normal: 1.6 },
  },
  shadow: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.06)',
    md: '0 4px 12px -2px rgba(15, 23, 42, 0.08), 0 2px 4px -2px rgba(15, 23, 42, 0.05)',
    lg: '0 16px 40px -12px rgba(15, 23, 42, 0.18)',
    brand: `0 10px 30px -10px color-mix(in srgb, ${colors.brand} 55%, transparent)`,
    // Follows the page's palette, so a company's accent colours the focus ring on its pages too.
    focus: `0 0 0 3px color-mix(in srgb, ${colors.focus} 55%, transparent)`,
  },
  layout: { maxWidth: '1200px', headerHeight: '64px' },
  z: { header: 40, dropdown: 50, overlay: 60, dialog: 70, toast: 80 },
  transition: { fast: '120ms ease', normal: '200ms ease' },
} as const;

/** Media query for the phone layout, e.g. `${media.mobile} { ... }`. */
export const media = {
  mobile: `@media (max-width: ${breakpoints.mobile - 1}px)`,
  tablet: `@media (max-width: ${breakpoints.desktop - 1}px)`,
  desktop: `@media (min-width: ${breakpoints.mobile}px)`,
} as const;

export type Theme = typeof theme;
