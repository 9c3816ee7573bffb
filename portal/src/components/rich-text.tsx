import styled from 'styled-components';
import { theme } from '@/styles/theme';

interface RichTextProps {
  /** HTML rendered and sanitised by the server (api/src/lib/markdown.ts), never by the browser. */
  html: string;
  className?: string;
}

/** A description or comment as the server rendered its Markdown: lists, quotes, code, links. */
export function RichText({ html, className }: RichTextProps) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's allow-list sanitiser (markdown.ts) is the only source of this HTML.
  return <Body className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

const Body = styled.div`
  color: ${theme.colors.textBody};
  line-height: ${theme.font.lineHeight.normal};
  overflow-wrap: anywhere;
  & > * + * { margin-top: ${theme.space[2]}; }
  p, li { white-space: normal; }
  ul, ol { padding-left: ${theme.space[6]}; }
  ul { list-style: disc; }
  ol { list-style: decimal; }
  li + li { margin-top: ${theme.space[1]}; }
  h3, h4 { font-size: ${theme.font.size.md}; font-weight: ${theme.font.weight.semibold}; color: ${theme.colors.text}; }
  strong { font-weight: ${theme.font.weight.semibold}; }
  em { font-style: italic; }
  a { color: ${theme.colors.brandDark}; text-decoration: underline; }
  blockquote {
    margin-left: 0;
    padding-left: ${theme.space[3]};
    border-left: 3px solid ${theme.colors.borderStrong};
    color: ${theme.colors.textMuted};
  }
  code {
    font-family: ${theme.font.mono};
    font-size: 0.9em;
    padding: 1px 4px;
    border-radius: ${theme.radius.sm};
    background: ${theme.colors.surfaceSunken};
  }
  pre {
    /* A long line scrolls inside its block, never the page, on a 375 px phone too. */
    overflow-x: auto;
    max-width: 100%;
    padding: ${theme.space[3]};
    border-radius: ${theme.radius.md};
    background: ${theme.colors.surfaceSunken};
  }
  pre code { padding: 0; background: none; white-space: pre; }
  .mention { font-weight: ${theme.font.weight.semibold}; color: ${theme.colors.brandDark}; }
`;
