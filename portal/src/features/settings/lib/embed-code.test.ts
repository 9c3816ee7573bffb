// @vitest-environment node
// esbuild checks its TextEncoder against the realm; jsdom's breaks that, and nothing here needs a DOM.
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { embedUrl, iframeHtml, iframeReact } from './embed-code';

describe('embed code', () => {
  it('points at /embed/{slug} with width 100% and height 800', () => {
    const html = iframeHtml('http://localhost:3000/', 'acme', 'Acme');
    expect(html).toContain('src="http://localhost:3000/embed/acme"');
    expect(html).toContain('width="100%"');
    expect(html).toContain('height="800"');
    expect(embedUrl('https://x.test', 'a b')).toBe('https://x.test/embed/a%20b');
  });

  it('escapes the company name in both variants', () => {
    expect(iframeHtml('https://x.test', 'acme', 'A "<b>" & Co')).toContain(
      'title="A &quot;&lt;b&gt;&quot; &amp; Co feedback"',
    );
    const react = iframeReact('https://x.test', 'acme', 'Say "hi" </script>');
    expect(react).toContain('height={800}');
    expect(react).toContain('title={"Say \\"hi\\" \\u003c/script> feedback"}');
  });

  // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal ${…} is the point
  it.each(['Say "hi"', '{braces} & <b>', 'back`tick` \\ ${x}', '</script>'])(
    'gives React code that compiles and keeps the company name %s',
    (name) => {
      // Compiled as an app's bundler would, then run: the iframe gets exactly the title.
      const js = transformSync(iframeReact('https://x.test', 'acme', name), {
        loader: 'jsx',
        jsx: 'transform',
        jsxFactory: 'h',
        format: 'cjs',
      }).code;
      const module: { exports: { FeedbackBoard?: () => { props: Record<string, unknown> } } } = {
        exports: {},
      };
      const h = (type: unknown, props: Record<string, unknown>) => ({ type, props });
      new Function('module', 'h', js)(module, h);
      expect(module.exports.FeedbackBoard?.().props.title).toBe(`${name} feedback`);
    },
  );
});
