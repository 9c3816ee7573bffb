import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '@/components/ui/container';
import { useDocumentTitle } from '@/lib/use-document-title';
import { media, theme } from '@/styles/theme';

const Article = styled.article`
  max-width: 720px;
  margin: 0 auto;
  padding: ${theme.space[16]} 0;
  color: ${theme.colors.text};
  h1 { font-size: ${theme.font.size['4xl']}; font-weight: ${theme.font.weight.extrabold}; }
  h2 { font-size: ${theme.font.size.xl}; margin: ${theme.space[8]} 0 ${theme.space[2]}; }
  p, li { color: ${theme.colors.textMuted}; }
  p + p { margin-top: ${theme.space[3]}; }
  ul { padding-left: ${theme.space[5]}; display: grid; gap: ${theme.space[2]}; }
  /* A link inside the text must not rely on colour alone (WCAG 1.4.1, axe link-in-text-block). */
  a { text-decoration: underline; }
  ${media.mobile} { padding: ${theme.space[10]} 0; h1 { font-size: ${theme.font.size['3xl']}; } }
`;

const Updated = styled.p`
  margin: ${theme.space[2]} 0 ${theme.space[6]};
  font-size: ${theme.font.size.sm};
`;

/** The layout of the privacy and terms pages. */
export function LegalPage({
  title,
  updated,
  children,
}: {
  title: string;
  updated: string;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <Container>
      <Article>
        <h1>{title}</h1>
        <Updated>Last updated: {updated}</Updated>
        {children}
      </Article>
    </Container>
  );
}
