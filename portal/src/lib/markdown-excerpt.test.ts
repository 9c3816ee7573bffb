import { describe, expect, it } from 'vitest';
import { markdownExcerpt } from './markdown-excerpt';

describe('markdownExcerpt', () => {
  it('drops emphasis, code, quote, list and heading marks, keeping the words', () => {
    expect(markdownExcerpt('# Dark mode\n\n**Please** add _dark_ mode\n\n- for `night`\n> owls')).toBe(
      'Dark mode Please add dark mode for night owls',
    );
  });

  it('keeps a link or image as its text, and leaves snake_case and 2 * 3 alone', () => {
    expect(markdownExcerpt('See [the docs](https://example.com) and ![chart](https://x/c.png)')).toBe(
      'See the docs and chart',
    );
    expect(markdownExcerpt('rename user_name, 2 * 3 = 6')).toBe('rename user_name, 2 * 3 = 6');
  });
});
