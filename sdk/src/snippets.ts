// Code samples for the dashboard's Share tab, generated from the same options `init` takes,
// so what an owner copies is exactly what the preview shows.
import { DEFAULTS } from './core/options';
import { STUB_SNIPPET } from './core/stub';
import type { SaysoOptions } from './core/types';
import { SCRIPT } from './script-info';

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

/**
 * The script tag: this release's immutable file with its integrity hash, so a changed file
 * is refused rather than run; without a build (from source) the unversioned URL.
 */
function scriptTag(options: SnippetOptions): string {
  if (!SCRIPT) return `<script src="${base(options)}/sdk/sayso.js" async></script>`;
  const src = `${base(options)}/sdk/${SCRIPT.version}/sayso.js`;
  return `<script src="${src}" integrity="${SCRIPT.integrity}" crossorigin="anonymous" async></script>`;
}

/** The HTML snippet: the queue stub, `init`, and the async script. */
export function htmlSnippet(options: SnippetOptions): string {
  return [
    '<script>',
    `  ${STUB_SNIPPET}`,
    `  Sayso('init', ${json(nonDefault(options))});`,
    '</script>',
    scriptTag(options),
  ].join('\n');
}

// JSX attribute strings have no escapes (and decode `&amp;`), so free text such as the
// button's goes in as a JS string expression, `text={"…"}`, which holds any character. Plain
// values (slug, URL, position) stay in the familiar `key="value"` form.
const PLAIN = /^[\w .:/#-]*$/;
const jsxProp = (key: string, value: unknown) =>
  typeof value === 'string' && key !== 'text' && PLAIN.test(value)
    ? `${key}="${value}"`
    : `${key}={${json(value)}}`;

/** The React snippet, for `npm install @sayso/sdk`. */
export function reactSnippet(options: SnippetOptions): string {
  const props = Object.entries({ ...nonDefault(options), baseUrl: base(options) }).map(([key, value]) =>
    jsxProp(key, value),
  );
  return [
    "import { SaysoButton } from '@sayso/sdk/react';",
    '',
    'export function Feedback() {',
    `  return <SaysoButton ${props.join(' ')} />;`,
    '}',
  ].join('\n');
}
