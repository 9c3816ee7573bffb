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
});
