import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '@/components/ui/container';
import { media, theme } from '@/styles/theme';

/** The narrow centred column every payment page uses. */
export function BillingShell({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Page>
      <Container>
        <Column>
          <Head>
            <h1>{title}</h1>
            {intro && <p>{intro}</p>}
          </Head>
          {children}
        </Column>
      </Container>
    </Page>
  );
}

const Page = styled.div`
  background: ${theme.gradient.hero};
  padding: ${theme.space[16]} 0 ${theme.space[20]};
  min-height: 60vh;
  ${media.mobile} { padding: ${theme.space[8]} 0; }
`;

const Column = styled.div`
  max-width: 560px;
  margin: 0 auto;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[6]};
`;

const Head = styled.header`
  text-align: center;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  h1 { font-size: ${theme.font.size['3xl']}; font-weight: ${theme.font.weight.extrabold}; letter-spacing: -0.02em; }
  p { color: ${theme.colors.textMuted}; }
`;
