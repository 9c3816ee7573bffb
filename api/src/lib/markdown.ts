/**
 * The one Markdown pipeline (docs/decisions/025-markdown.md): descriptions and comments are
 * stored as written and rendered here, for the portal, the embed, e-mails and the v1 API alike.
 * markdown-it parses with raw HTML off; sanitize-html then keeps only an allow-list, so a parser
 * bug or a future plugin cannot let markup through on its own.
 */
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

const SAFE_LINK = /^(https?:|mailto:)/i;
const MENTION_LINK = /^mention:(\d+)$/;

const parser = new MarkdownIt({ html: false, linkify: true, breaks: true, typographer: false });

// markdown-it's own check refuses javascript:, vbscript:, file: and most data: URLs; ours is
// stricter (http, https, mailto and our mention links only), so nothing else becomes an href.
parser.validateLink = (url) => SAFE_LINK.test(url.trim()) || MENTION_LINK.test(url.trim());

// An image in a comment would be a tracking pixel or a wall of someone else's picture: it is
// rendered as a link to where it points, its alt text as the link's text.
parser.renderer.rules.image = (tokens, index, options, env, self) => {
  const token = tokens[index];
  if (!token) return '';
  const src = String(token.attrGet('src') ?? '');
  const text = String(self.renderInlineAsText(token.children ?? [], options, env) || src);
  return `<a href="${parser.utils.escapeHtml(src)}">${parser.utils.escapeHtml(text)}</a>`;
};

// `@[Ada Lovelace](mention:12)` is a mention, not a link: the `@` before it moves inside, and it
// renders as a span the portal styles (and the conversations part resolves to a person).
parser.core.ruler.push('mentions', (state) => {
  for (const block of state.tokens) {
    const children = block.type === 'inline' ? (block.children ?? []) : [];
    children.forEach((token, index) => {
      const id =
        token.type === 'link_open' ? MENTION_LINK.exec(String(token.attrGet('href') ?? ''))?.[1] : undefined;
      if (!id) return;
      const before = children[index - 1];
      const at = before?.type === 'text' && before.content.endsWith('@');
      if (before && at) before.content = before.content.slice(0, -1);
      token.meta = { mention: id, at };
      const close = children.slice(index).find((t) => t.type === 'link_close' && t.level === token.level);
      if (close) close.meta = { mention: id };
    });
  }
});

const renderLinkOpen =
  parser.renderer.rules.link_open ??
  ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));
parser.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const meta = tokens[index]?.meta as { mention?: string; at?: boolean } | null;
  if (!meta?.mention) return renderLinkOpen(tokens, index, options, env, self);
  return `<span class="mention" data-user-id="${meta.mention}">${meta.at ? '@' : ''}`;
};
parser.renderer.rules.link_close = (tokens, index, options, _env, self) =>
  (tokens[index]?.meta as { mention?: string } | null)?.mention
    ? '</span>'
    : self.renderToken(tokens, index, options);

const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  's',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'span',
  'h3',
  'h4',
  'hr',
];

// Headings become small headings: a comment's `# Title` must not outshout the idea's own title.
const HEADINGS = { h1: 'h3', h2: 'h3', h3: 'h4', h4: 'h4', h5: 'h4', h6: 'h4' } as const;

/** Every link leaves as an outside, untrusted one; an href that is not http(s) or mailto is dropped. */
function outsideLink(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const href = attribs.href ?? '';
  if (!SAFE_LINK.test(href)) return { tagName: 'span', attribs: {} };
  return { tagName, attribs: { href, rel: 'nofollow ugc noopener', target: '_blank' } };
}

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'rel', 'target'],
    span: ['class', 'data-user-id'],
    ol: ['start'],
  },
  allowedClasses: { span: ['mention'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'escape',
  transformTags: { ...HEADINGS, a: outsideLink },
};

/** Safe HTML for Markdown as a person wrote it: no raw HTML passes, links are nofollow. */
export function renderMarkdown(text: string): string {
  if (!text.trim()) return '';
  return sanitizeHtml(parser.render(text), SANITIZE).trim();
}

/** The Markdown as plain text (for excerpts, titles of e-mails): formatting marks dropped. */
export function markdownToPlainText(text: string): string {
  const html = parser.render(text);
  const plain = sanitizeHtml(html.replace(/<\/(p|li|h\d|blockquote|pre)>/g, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return decodeEntities(plain).replace(/\s+/g, ' ').trim();
}

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
