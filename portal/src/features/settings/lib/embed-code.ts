/** The 'Embed Full Page' code (spec section 9: width 100%, height 800) in HTML and React. */
const EMBED_HEIGHT = 800;

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function embedUrl(origin: string, slug: string): string {
  return `${origin.replace(/\/+$/, '')}/embed/${encodeURIComponent(slug)}`;
}

export function iframeHtml(origin: string, slug: string, companyName: string): string {
  const title = escapeHtml(`${companyName} feedback`);
  return `<iframe src="${embedUrl(origin, slug)}" width="100%" height="${EMBED_HEIGHT}" style="border:0;" title="${title}" loading="lazy"></iframe>`;
}

export function iframeReact(origin: string, slug: string, companyName: string): string {
  // JSON strings are valid JSX expressions whatever the name contains; `<` escaped for safety.
  const title = JSON.stringify(`${companyName} feedback`).replace(/</g, '\\u003c');
  return [
    'export function FeedbackBoard() {',
    '  return (',
    '    <iframe',
    `      src="${embedUrl(origin, slug)}"`,
    '      width="100%"',
    `      height={${EMBED_HEIGHT}}`,
    '      style={{ border: 0 }}',
    `      title={${title}}`,
    '      loading="lazy"',
    '    />',
    '  );',
    '}',
  ].join('\n');
}
