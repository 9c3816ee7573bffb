import { describe, expect, it } from 'vitest';
import { applyFormat } from './markdown-format';

describe('applyFormat', () => {
  it('wraps the selection in bold or italic marks and keeps it selected', () => {
    expect(applyFormat('make it dark', 8, 12, 'bold')).toEqual({
      value: 'make it **dark**',
      start: 10,
      end: 14,
    });
    expect(applyFormat('make it dark', 8, 12, 'italic')).toEqual({
      value: 'make it _dark_',
      start: 9,
      end: 13,
    });
  });

  it('inserts a selected placeholder when nothing is selected', () => {
    expect(applyFormat('', 0, 0, 'bold')).toEqual({ value: '**bold text**', start: 2, end: 11 });
  });

  it('makes a link of the selection and selects its address to type over', () => {
    const edit = applyFormat('see docs', 4, 8, 'link');
    expect(edit.value).toBe('see [docs](https://)');
    expect(edit.value.slice(edit.start, edit.end)).toBe('https://');
  });

  it('prefixes every selected line for a list or a quote', () => {
    expect(applyFormat('one\ntwo', 0, 7, 'list').value).toBe('- one\n- two');
    expect(applyFormat('intro\nquoted', 8, 8, 'quote').value).toBe('intro\n> quoted');
  });

  it('uses inline code for a word and a fenced block for lines', () => {
    expect(applyFormat('run npm', 4, 7, 'code').value).toBe('run `npm`');
    expect(applyFormat('a\nb', 0, 3, 'code').value).toBe('```\na\nb\n```');
  });
});
