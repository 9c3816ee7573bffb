/**
 * A description as one line of plain text, for the board's three-line excerpt: the Markdown's
 * marks dropped by a few regular expressions, so a list of ideas renders no Markdown (the server
 * renders the full text on the idea page) and the portal carries no Markdown library.
 */
export function markdownExcerpt(markdown: string): string {
  return markdown
    .replace(/```[^\n]*\n?/g, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>+|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/(\*\*|__|~~|`)(.+?)\1/g, '$2')
    .replace(/(^|[^\w*])[*_]([^*_\n]+)[*_](?=[^\w*]|$)/g, '$1$2')
    .replace(/\s+/g, ' ')
    .trim();
}
