/**
 * Cross-site scripting payloads for every text field that is rendered (issue 28's proof): items
 * of the OWASP XSS filter-evasion cheat sheet, `javascript:` links in each encoding, event
 * handlers, data: URLs, HTML entities, and the Markdown forms (inline, autolink, reference link,
 * image) a Markdown renderer could turn into a live link. Each, if it ran, sets `window.__xss`,
 * so a browser test asserts on one flag; none may yield a tag or an attribute beyond the
 * renderer's allow-list.
 */
export const XSS_FLAG = 'window.__xss=1';

export const XSS_PAYLOADS: readonly string[] = [
  `<script>${XSS_FLAG}</script>`,
  `<SCRIPT SRC=//xss.example/xss.js></SCRIPT>`,
  `<img src=x onerror="${XSS_FLAG}">`,
  `<IMG SRC="javascript:${XSS_FLAG}">`,
  `<img src=x onerror=&#119;indow.__xss=1>`,
  `<svg onload=${XSS_FLAG}>`,
  `<svg><script>${XSS_FLAG}</script></svg>`,
  `<iframe src="javascript:${XSS_FLAG}"></iframe>`,
  `<body onload=${XSS_FLAG}>`,
  `<a href="javascript:${XSS_FLAG}">raw link</a>`,
  `<div style="background:url(javascript:${XSS_FLAG})">styled</div>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${XSS_FLAG}>`,
  `"><script>${XSS_FLAG}</script>`,
  `'';!--"<XSS>=&{()}`,
  `<<SCRIPT>${XSS_FLAG};//<</SCRIPT>`,
  `<details open ontoggle=${XSS_FLAG}>`,
  `[inline](javascript:${XSS_FLAG})`,
  `[upper](JaVaScRiPt:${XSS_FLAG})`,
  `[entity](&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${XSS_FLAG})`,
  `[hex entity](&#x6A;avascript:${XSS_FLAG})`,
  `[percent](%6A%61%76%61%73%63%72%69%70%74:${XSS_FLAG})`,
  `[tab](java\tscript:${XSS_FLAG})`,
  `[spaced]( javascript:${XSS_FLAG})`,
  `[vb](vbscript:msgbox(1))`,
  `[data](data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==)`,
  `<javascript:${XSS_FLAG}>`,
  `<data:text/html,<script>${XSS_FLAG}</script>>`,
  `[reference][evil]\n\n[evil]: javascript:${XSS_FLAG}`,
  `![image](javascript:${XSS_FLAG})`,
  `![pixel](https://tracker.example/pixel.png" onerror="${XSS_FLAG})`,
  `[title](https://example.com "a\\" onmouseover=\\"${XSS_FLAG}")`,
  `&lt;script&gt;${XSS_FLAG}&lt;/script&gt;`,
  `\`<script>${XSS_FLAG}</script>\``,
  `\`\`\`html\n<script>${XSS_FLAG}</script>\n\`\`\``,
  `> <img src=x onerror=${XSS_FLAG}>`,
  `@[<img src=x onerror=${XSS_FLAG}>](mention:1)`,
  `[mention](mention:1" onclick="${XSS_FLAG})`,
];

/** Tags the renderer may emit (lib/markdown.ts's allow-list). */
export const ALLOWED_TAGS = new Set([
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
]);

/** Whatever in `html` would run script or is outside the allow-list, named; empty when safe. */
export function unsafeMarkup(html: string): string[] {
  const found: string[] = [];
  for (const [, tag = '', attrs = ''] of html.matchAll(/<\/?([a-zA-Z][\w-]*)([^>]*)>/g)) {
    if (!ALLOWED_TAGS.has(tag.toLowerCase())) found.push(`tag <${tag}>`);
    for (const [, name = ''] of attrs.matchAll(/\s([^\s=]+)=/g))
      if (!['href', 'rel', 'target', 'class', 'data-user-id', 'start'].includes(name))
        found.push(`attribute ${name}`);
    for (const [, href = ''] of attrs.matchAll(/href="([^"]*)"/g))
      if (!/^(https?:|mailto:)/i.test(href)) found.push(`href ${href}`);
  }
  return found;
}
