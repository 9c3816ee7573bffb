// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contrast } from '@/lib/color';
import { type ColorName, palettes } from './theme';

const SRC = fileURLToPath(new URL('..', import.meta.url));

/**
 * Files where a hex colour is data, not style: colour parsing and its messages, the canvas
 * fill that flattens transparent uploads to white, and test fixtures of those colours.
 */
const ALLOWED = new Set([
  'styles/theme.ts',
  'lib/color.test.ts',
  'lib/board/branding.test.ts',
  'features/settings/components/board-settings-card.test.tsx',
  'lib/hex-color.ts',
  'lib/hex-color.test.ts',
  'features/settings/lib/compress-image.ts',
  'features/settings/lib/use-button-settings.test.tsx',
]);

// #rgb, #rgba, #rrggbb, #rrggbbaa; not an HTML entity (&#123;) and not part of a longer word.
const HEX = /(?<![&\w])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})\b/i;

function sourceFiles(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => file.split('\\').join('/'));
}

describe('colours come from the theme', () => {
  it('finds no hex colour in portal source outside styles/theme.ts and the allowlist', () => {
    const offenders = sourceFiles()
      .filter((file) => !ALLOWED.has(file))
      .flatMap((file) =>
        readFileSync(join(SRC, file), 'utf8')
          .split('\n')
          .flatMap((line, i) => (HEX.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(offenders, 'move these colours into styles/theme.ts').toEqual([]);
  });

  it('allows only files that exist, so a moved file cannot keep a stale exemption', () => {
    const files = new Set(sourceFiles());
    expect([...ALLOWED].filter((file) => !files.has(file))).toEqual([]);
  });
});

describe('both palettes read at 4.5:1', () => {
  const TEXT: ColorName[] = [
    'text',
    'textMuted',
    'textBody',
    'textSubtle',
    'brand',
    'brandDark',
    'danger',
    'success',
    'warning',
  ];
  const SURFACES: ColorName[] = ['background', 'surface', 'surfaceMuted'];
  const PAIRS: [ColorName, ColorName][] = [
    ['textOnBrand', 'brand'],
    ['textOnDanger', 'danger'],
    ['brandDark', 'brandSoft'],
    ['danger', 'dangerSoft'],
    ['success', 'successSoft'],
    ['warning', 'warningSoft'],
    ['text', 'surfaceSunken'],
    ['textMuted', 'surfaceSunken'],
  ];

  it.each(['light', 'dark'] as const)(
    '%s: text on every surface, and each colour on its own tint',
    (name) => {
      const palette = palettes[name];
      const low = [...TEXT.flatMap((fg) => SURFACES.map((bg) => [fg, bg] as const)), ...PAIRS].filter(
        ([fg, bg]) => contrast(palette[fg], palette[bg]) < 4.5,
      );
      expect(
        low.map(([fg, bg]) => `${fg} on ${bg}: ${contrast(palette[fg], palette[bg]).toFixed(2)}`),
      ).toEqual([]);
    },
  );

  it('has the same colours in both', () => {
    expect(Object.keys(palettes.dark).sort()).toEqual(Object.keys(palettes.light).sort());
  });
});
