/** The editor's toolbar actions: pure edits of a text and its selection (markdown-editor.tsx). */

export type MarkdownFormat = 'bold' | 'italic' | 'link' | 'list' | 'quote' | 'code';

export interface Edit {
  value: string;
  /** The selection after the edit: the text the user will want to type over next. */
  start: number;
  end: number;
}

const WRAPS = { bold: ['**', 'bold text'], italic: ['_', 'italic text'] } as const;
const PREFIXES = { list: '- ', quote: '> ' } as const;

/** `value` with `format` applied to the selection `start`..`end`. */
export function applyFormat(value: string, start: number, end: number, format: MarkdownFormat): Edit {
  const before = value.slice(0, start);
  const selected = value.slice(start, end);
  const after = value.slice(end);
  if (format === 'bold' || format === 'italic') {
    const [mark, placeholder] = WRAPS[format];
    const text = selected || placeholder;
    const at = start + mark.length;
    return { value: `${before}${mark}${text}${mark}${after}`, start: at, end: at + text.length };
  }
  if (format === 'link') {
    const text = selected || 'link text';
    const url = 'https://';
    const at = start + text.length + 3;
    return { value: `${before}[${text}](${url})${after}`, start: at, end: at + url.length };
  }
  if (format === 'code') {
    if (selected.includes('\n')) {
      const block = `\`\`\`\n${selected}\n\`\`\``;
      return { value: `${before}${block}${after}`, start: start + 4, end: start + 4 + selected.length };
    }
    const text = selected || 'code';
    return { value: `${before}\`${text}\`${after}`, start: start + 1, end: start + 1 + text.length };
  }
  return prefixLines(value, start, end, PREFIXES[format]);
}

/** Puts `prefix` before every line the selection touches (a list, a quote). */
function prefixLines(value: string, start: number, end: number, prefix: string): Edit {
  const lineStart = value.lastIndexOf('\n', start - 1) + 1;
  const block = value.slice(lineStart, end);
  const prefixed = block
    .split('\n')
    .map((line) => `${prefix}${line}`)
    .join('\n');
  const next = `${value.slice(0, lineStart)}${prefixed}${value.slice(end)}`;
  return { value: next, start: lineStart + prefixed.length, end: lineStart + prefixed.length };
}

/** Ctrl/Cmd + this key applies that format. */
export const SHORTCUTS: Record<string, MarkdownFormat> = { b: 'bold', i: 'italic', k: 'link' };
