import type { ReactNode } from 'react';
import styled from 'styled-components';
import { LogoMark } from '@/components/layout/logo';
import { media, theme } from '@/styles/theme';

const Page = styled.section`
  flex: 1;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: ${theme.space[16]} ${theme.space[4]};
  background: ${theme.gradient.hero};
  ${media.mobile} { padding: ${theme.space[8]} ${theme.space[4]}; }
`;

const Panel = styled.div`
  width: 100%;
  max-width: 460px;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.xl};
  box-shadow: ${theme.shadow.lg};
  padding: ${theme.space[8]};
  ${media.mobile} { padding: ${theme.space[6]} ${theme.space[4]}; }
`;

const Head = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space[2]};
  margin-bottom: ${theme.space[6]};
  text-align: center;
  h1 { font-size: ${theme.font.size['2xl']}; font-weight: ${theme.font.weight.bold}; }
  p { color: ${theme.colors.textMuted}; font-size: ${theme.font.size.sm}; }
`;

/** The centred card every sign-in and sign-up page sits in. */
export function AuthShell({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <Page>
      <Panel>
        <Head>
          <LogoMark size={40} />
          <h1>{title}</h1>
          <p>{subtitle}</p>
        </Head>
        {children}
      </Panel>
    </Page>
  );
}
