// Code samples for the dashboard's Share tab, generated from the same options `init` takes,
// so what an owner copies is exactly what the preview shows.
import { DEFAULTS } from './core/options';
import { STUB_SNIPPET } from './core/stub';
import type { SaysoOptions } from './core/types';

/** Snippets always name the portal: the page they are pasted into is not Sayso's. */
export type SnippetOptions = SaysoOptions & { baseUrl: string };

const base = (options: SnippetOptions) => options.baseUrl.replace(/\/+$/, '');

/** Options that differ from the defaults, in a stable order; baseUrl is left to the script. */
function nonDefault(options: SnippetOptions): Partial<SaysoOptions> {
  const out: Partial<SaysoOptions> = { company: options.company };
  if (options.text && options.text !== DEFAULTS.text) out.text = options.text;
  const colors: Record<string, string> = {};
  for (const key of ['from', 'to', 'text'] as const) {
    const value = options.colors?.[key];
    if (value && value.toLowerCase() !== DEFAULTS.colors[key]) colors[key] = value;
  }
  if (Object.keys(colors).length) out.colors = colors;
  if (options.position && options.position !== DEFAULTS.position) out.position = options.position;
  if (options.zIndex !== undefined && options.zIndex !== DEFAULTS.zIndex) out.zIndex = options.zIndex;
  return out;
}

// `<` escaped so a value can never close the surrounding <script>.
const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The HTML snippet: the queue stub, `init`, and the async script. */
export function htmlSnippet(options: SnippetOptions): string {
  return [
    '<script>',
    `  ${STUB_SNIPPET}`,
    `  Sayso('init', ${json(nonDefault(options))});`,
    '</script>',
    `<script src="${base(options)}/sdk/v1/sayso.js" async></script>`,
  ].join('\n');
}

/** The React snippet, for `npm install @sayso/sdk`. */
export function reactSnippet(options: SnippetOptions): string {
  const props = Object.entries({ ...nonDefault(options), baseUrl: base(options) }).map(([key, value]) =>
    typeof value === 'string' ? `${key}=${json(value)}` : `${key}={${json(value)}}`,
  );
  return [
    "import { SaysoButton } from '@sayso/sdk/react';",
    '',
    'export function Feedback() {',
    `  return <SaysoButton ${props.join(' ')} />;`,
    '}',
  ].join('\n');
}
