import { LAUNCHER_TEXT } from '../ui/strings';
import type { SaysoColors, SaysoOptions } from './types';

/** The defaults, exported so the dashboard's Share tab shows the same values. */
export const DEFAULTS = {
  text: LAUNCHER_TEXT,
  colors: { from: '#4f46e5', to: '#7c3aed', text: '#ffffff' },
  position: 'right' as 'right' | 'left',
  zIndex: 2147483000,
};

/** Options after validation: every field present and safe to put in CSS or a URL. */
export interface ResolvedOptions {
  company: string;
  /** The board's slug, or undefined for the company's default board. */
  board: string | undefined;
  text: string;
  from: string;
  to: string;
  textColor: string;
  position: 'right' | 'left';
  launcher: boolean;
  zIndex: number;
  nonce: string | undefined;
  /** Normalised, without a trailing slash. */
  baseUrl: string;
  /** The only origin whose messages are accepted. */
  origin: string;
}

/** What the script tag knows about itself: used when `init` leaves these out. */
export interface ScriptDefaults {
  baseUrl?: string | undefined;
  nonce?: string | undefined;
  /** The unread dot's file, sayso-news.js beside sayso.js; none for npm builds (no dot). */
  news?: string | undefined;
}

const SLUG = /^[a-z0-9_-]{2,48}$/;
// Colours end up in a stylesheet: a strict pattern keeps CSS injection out.
const isColor = (value: unknown) => /^#([\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/i.test(String(value));

// For each optional field: its test and what a developer should pass instead.
const RULES: Record<string, [(value: unknown) => boolean, string]> = {
  text: [(value) => typeof value === 'string', 'a string'],
  colors: [(value) => typeof value === 'object', 'an object'],
  'colors.from': [isColor, 'a colour'],
  'colors.to': [isColor, 'a colour'],
  'colors.text': [isColor, 'a colour'],
  position: [(value) => value === 'right' || value === 'left', 'right|left'],
  launcher: [(value) => typeof value === 'boolean', 'a boolean'],
  zIndex: [(value) => Number.isInteger(value) && Math.abs(value as number) < 2 ** 31, 'an integer'],
  nonce: [(value) => /^[\w+/=-]+$/.test(String(value)), 'a nonce'],
};

/** One console error per bad value, always in the same shape. */
export function report(name: string, expected: string, ...got: unknown[]): void {
  console.error(
    `[Sayso] ${name}: expected ${expected}${got.length ? `, got ${JSON.stringify(got[0])}` : ''}`,
  );
}

/** A valid value, or the fallback after reporting the bad one. */
function pick<T>(name: string, value: unknown, fallback: T): T {
  if (value === undefined) return fallback;
  if (RULES[name]?.[0](value)) return value as T;
  report(name, RULES[name]?.[1] ?? '', value);
  return fallback;
}

/** Merges an update into the options `init` was last given (colours merge key by key). */
export function mergeOptions(
  previous: Partial<SaysoOptions>,
  update: Partial<SaysoOptions>,
): Partial<SaysoOptions> {
  return { ...previous, ...update, colors: { ...previous.colors, ...update.colors } };
}

/** The portal's URL without a trailing slash, or undefined after reporting why not. */
function baseUrlOf(value: unknown, fallback: string | undefined): string | undefined {
  try {
    const url = new URL(String(value ?? fallback));
    if (/^https?:$/.test(url.protocol)) return url.origin + url.pathname.replace(/\/+$/, '');
  } catch {
    // reported below
  }
  report('baseUrl', 'a URL', value);
  return undefined;
}

/**
 * Validates options with one clear console error per bad field. A bad optional field falls
 * back to its default; a bad `company` or `baseUrl` returns null (nothing can be shown).
 */
export function resolveOptions(
  input: Partial<SaysoOptions>,
  defaults: ScriptDefaults,
): ResolvedOptions | null {
  const { company, colors: given } = input;
  if (typeof company !== 'string' || !SLUG.test(company)) {
    report('company', 'your slug', company);
    return null;
  }
  const baseUrl = baseUrlOf(input.baseUrl, defaults.baseUrl);
  if (!baseUrl) return null;
  const colors = pick('colors', given, {} as SaysoColors);
  return {
    company,
    board: input.board,
    text: pick('text', input.text, '').trim() || DEFAULTS.text,
    from: pick('colors.from', colors.from, DEFAULTS.colors.from),
    to: pick('colors.to', colors.to, DEFAULTS.colors.to),
    textColor: pick('colors.text', colors.text, DEFAULTS.colors.text),
    position: pick('position', input.position, DEFAULTS.position),
    launcher: pick('launcher', input.launcher, true),
    zIndex: pick('zIndex', input.zIndex, DEFAULTS.zIndex),
    nonce: pick('nonce', input.nonce ?? defaults.nonce, undefined),
    baseUrl,
    origin: new URL(baseUrl).origin,
  };
}

/**
 * The portal's embed view for this company (and board), told which origin to post to; `news`:
 * its changelog, told it is the widget's "What's new" (the embed then counts the views).
 */
export function embedUrl(options: ResolvedOptions, hostOrigin: string, news?: boolean): string {
  // The company's slug is a-z 0-9 _ - only (SLUG above): nothing to encode. The board's is the
  // host's to give: encoded, so it can never add a parameter (a second `origin`) of its own.
  return `${options.baseUrl}/embed/${options.company}?origin=${encodeURIComponent(hostOrigin)}${
    options.board ? `&board=${encodeURIComponent(options.board)}` : ''
  }${news ? '&view=changelog&source=widget' : ''}`;
}
