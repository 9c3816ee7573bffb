/**
 * Colour arithmetic for a company's accent colour (Custom branding): WCAG contrast, mixing, and
 * the readable text colour on a colour. Works on '#rrggbb' (and '#rgb'); no colour values here,
 * those live in styles/theme.ts.
 */
type Rgb = readonly [number, number, number];

const SHORT = /^#([\da-f])([\da-f])([\da-f])$/i;
const LONG = /^#([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i;

/** The colour as red, green and blue 0–255, or null when it is not '#rgb' / '#rrggbb'. */
export function parseHex(value: string): Rgb | null {
  const hex = value.trim();
  const match = LONG.exec(hex) ?? SHORT.exec(hex);
  if (!match) return null;
  const [r, g, b] = match
    .slice(1, 4)
    .map((part) => Number.parseInt(part.length === 1 ? part + part : part, 16));
  return [r ?? 0, g ?? 0, b ?? 0];
}

export function toHex([r, g, b]: Rgb): string {
  const part = (n: number) =>
    Math.round(Math.min(255, Math.max(0, n)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

function rgbOf(value: string): Rgb {
  const rgb = parseHex(value);
  if (!rgb) throw new Error(`Not a hex colour: ${value}`);
  return rgb;
}

/** WCAG 2 relative luminance, 0 (black) to 1 (white). */
export function luminance(value: string): number {
  const [r, g, b] = rgbOf(value).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `amount` (0–1) of the way from `from` to `to`. */
export function mix(from: string, to: string, amount: number): string {
  const a = rgbOf(from);
  const b = rgbOf(to);
  return toHex([0, 1, 2].map((i) => (a[i] ?? 0) + ((b[i] ?? 0) - (a[i] ?? 0)) * amount) as unknown as Rgb);
}

const BLACK = toHex([0, 0, 0]);

/**
 * The text colour for `background`: `light` or `dark`, whichever contrasts more; pure black when
 * neither reaches 4.5:1 (a near-black misses it on mid-tone colours; black never does).
 */
export function readableOn(background: string, light: string, dark: string): string {
  const best = contrast(background, light) >= contrast(background, dark) ? light : dark;
  return contrast(background, best) >= 4.5 ? best : BLACK;
}

/**
 * `color` moved step by step toward `toward` until it reads at `ratio` against `background`
 * (for a hover shade or brand text on a tinted surface); `toward` itself when no step does.
 */
export function shadeFor(color: string, background: string, toward: string, ratio = 4.5): string {
  for (let step = 0; step <= 10; step++) {
    const shade = mix(color, toward, step / 10);
    if (contrast(shade, background) >= ratio) return shade;
  }
  return toward;
}
