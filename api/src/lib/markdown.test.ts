import { describe, expect, it } from 'vitest';
import { unsafeMarkup, XSS_PAYLOADS } from '../../test/xss-payloads';
import { markdownToPlainText, renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('renders bold, italics, lists, inline code, code blocks and quotes', () => {
    expect(renderMarkdown('**bold** and _italic_ and `code`')).toBe(
      '<p><strong>bold</strong> and <em>italic</em> and <code>code</code></p>',
    );
    expect(renderMarkdown('- one\n- two')).toBe('<ul>\n<li>one</li>\n<li>two</li>\n</ul>');
    expect(renderMarkdown('1. one\n2. two')).toBe('<ol>\n<li>one</li>\n<li>two</li>\n</ol>');
    expect(renderMarkdown('> quoted')).toBe('<blockquote>\n<p>quoted</p>\n</blockquote>');
    expect(renderMarkdown('```\nif (a < b) {}\n```')).toBe('<pre><code>if (a &lt; b) {}\n</code></pre>');
  });

  it('keeps line breaks as written', () => {
    expect(renderMarkdown('one\ntwo')).toBe('<p>one<br />\ntwo</p>');
  });

  it('renders headings as small headings, below the idea title', () => {
    expect(renderMarkdown('# Big')).toBe('<h3>Big</h3>');
    expect(renderMarkdown('### Smaller')).toBe('<h4>Smaller</h4>');
  });

  it('gives http, https and mailto links rel="nofollow ugc noopener" and a new tab', () => {
    expect(renderMarkdown('[docs](https://example.com/a?b=1&c=2)')).toBe(
      '<p><a href="https://example.com/a?b=1&amp;c=2" rel="nofollow ugc noopener" target="_blank">docs</a></p>',
    );
    expect(renderMarkdown('see http://example.com')).toContain(
      '<a href="http://example.com" rel="nofollow ugc noopener" target="_blank">http://example.com</a>',
    );
    expect(renderMarkdown('[mail](mailto:ada@example.com)')).toContain('href="mailto:ada@example.com"');
  });

  it('leaves other schemes as text', () => {
    for (const text of ['[x](javascript:alert(1))', '[x](ftp://example.com)', '[x](//evil.example)'])
      expect(renderMarkdown(text), text).not.toContain('<a');
  });

  it('renders an image as a link to it, never as an image', () => {
    expect(renderMarkdown('![a chart](https://example.com/chart.png)')).toBe(
      '<p><a href="https://example.com/chart.png" rel="nofollow ugc noopener" target="_blank">a chart</a></p>',
    );
  });

  it('renders a mention link as the contract says', () => {
    expect(renderMarkdown('@[Ada Lovelace](mention:12) look')).toBe(
      '<p><span class="mention" data-user-id="12">@Ada Lovelace</span> look</p>',
    );
    expect(renderMarkdown('[mention:x](mention:x)')).not.toContain('mention"');
  });

  it('passes no raw HTML: it is shown as text', () => {
    expect(renderMarkdown('<b>hi</b>')).toBe('<p>&lt;b&gt;hi&lt;/b&gt;</p>');
  });

  it('answers an empty string for blank text', () => {
    expect(renderMarkdown('  \n ')).toBe('');
  });

  it.each(XSS_PAYLOADS)('renders %j with no script, handler or unsafe URL', (payload) => {
    expect(unsafeMarkup(renderMarkdown(payload))).toEqual([]);
  });
});

describe('markdownToPlainText', () => {
  it('drops the formatting marks and joins the blocks with spaces', () => {
    expect(markdownToPlainText('**Dark** mode\n\n- for _night_ owls\n- `code`')).toBe(
      'Dark mode for night owls code',
    );
  });
});
