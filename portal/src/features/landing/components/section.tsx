import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '@/components/ui/container';
import { media, theme } from '@/styles/theme';

const Wrap = styled.section<{ $muted: boolean }>`
  padding: ${theme.space[20]} 0;
  background: ${({ $muted }) => ($muted ? theme.colors.surfaceMuted : 'transparent')};
  scroll-margin-top: ${theme.layout.headerHeight};
  ${media.mobile} { padding: ${theme.space[12]} 0; }
`;

const Head = styled.div`
  max-width: 680px;
  margin: 0 auto ${theme.space[12]};
  text-align: center;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  ${media.mobile} { margin-bottom: ${theme.space[8]}; }
`;

const Eyebrow = styled.p`
  color: ${theme.colors.brand};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.semibold};
  text-transform: uppercase;
  letter-spacing: 0.08em;
`;

const Title = styled.h2`
  font-size: ${theme.font.size['4xl']};
  font-weight: ${theme.font.weight.extrabold};
  ${media.mobile} { font-size: ${theme.font.size['3xl']}; }
`;

const Lead = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.size.lg};
`;

interface SectionProps {
  id?: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  muted?: boolean;
  children: ReactNode;
}

/** A landing section: an anchor id, a centred heading and its content. */
export function Section({ id, eyebrow, title, lead, muted = false, children }: SectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <Wrap id={id} $muted={muted} aria-labelledby={headingId}>
      <Container>
        <Head>
          {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
          <Title id={headingId}>{title}</Title>
          {lead && <Lead>{lead}</Lead>}
        </Head>
        {children}
      </Container>
    </Wrap>
  );
}
