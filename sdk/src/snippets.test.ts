import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { version as VERSION } from '../package.json';
import { htmlSnippet, reactSnippet } from './snippets';

// vitest.config.ts defines the build's script info with this stand-in hash.
const SRI = 'sha384-TEST';

describe('share snippets', () => {
  it('gives the stub, only the non-default options and the versioned script with its hash', () => {
    const html = htmlSnippet({
      company: 'acme',
      baseUrl: 'https://sayso.test/',
      text: 'Sayso',
      colors: { from: '#4F46E5', to: '#000000' },
    });
    expect(html).toBe(
      [
        '<script>',
        '  window.Sayso=window.Sayso||function(){(Sayso.q=Sayso.q||[]).push(arguments)};',
        '  Sayso(\'init\', {"company":"acme","colors":{"to":"#000000"}});',
        '</script>',
        `<script src="https://sayso.test/sdk/${VERSION}/sayso.js" integrity="${SRI}" crossorigin="anonymous" async></script>`,
      ].join('\n'),
    );
  });

  it('cannot be broken out of by the button text', () => {
    expect(htmlSnippet({ company: 'acme', baseUrl: 'https://s.test', text: '</script><b>' })).not.toContain(
      '</script><b>',
    );
  });

  it('writes the React component with its props', () => {
    expect(reactSnippet({ company: 'acme', baseUrl: 'https://s.test', position: 'left' })).toContain(
      '<SaysoButton company="acme" position="left" baseUrl="https://s.test" />',
    );
  });

  it.each([
    'Say "hi"',
    "it's {braces} & <b>tags</b>",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal ${…} is the point
    'back`tick` ${x}',
    'back\\slash \\" \\u0041',
    '</script>',
    '{"}',
    '&quot; &amp;',
  ])('writes React code that compiles and keeps the text %s', (text) => {
    const code = reactSnippet({ company: 'acme', baseUrl: 'https://s.test', text });
    // Compiled as an app's bundler would, then run: the component gets exactly the text.
    const js = transformSync(code, { loader: 'jsx', jsx: 'transform', jsxFactory: 'h', format: 'cjs' }).code;
    const module: { exports: { Feedback?: () => { props: Record<string, unknown> } } } = { exports: {} };
    const h = (type: unknown, props: Record<string, unknown>) => ({ type, props });
    new Function('require', 'module', 'h', js)(() => ({ SaysoButton: 'SaysoButton' }), module, h);
    expect(module.exports.Feedback?.().props).toEqual({ company: 'acme', text, baseUrl: 'https://s.test' });
  });
});
