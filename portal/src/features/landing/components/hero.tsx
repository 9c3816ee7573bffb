import styled from 'styled-components';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { media, theme } from '@/styles/theme';
import { BoardPreview } from './board-preview';

const Wrap = styled.section`
  background: ${theme.gradient.hero};
  padding: ${theme.space[20]} 0 ${theme.space[16]};
  overflow: hidden;
  ${media.mobile} { padding: ${theme.space[12]} 0; }
`;

const Grid = styled(Container)`
  display: grid;
  grid-template-columns: 1.1fr 1fr;
  gap: ${theme.space[12]};
  align-items: center;
  ${media.tablet} { grid-template-columns: 1fr; }
`;

const Pill = styled.p`
  display: inline-flex;
  align-self: flex-start;
  gap: ${theme.space[2]};
  padding: ${theme.space[1]} ${theme.space[3]};
  border-radius: ${theme.radius.full};
  background: ${theme.colors.brandSoft};
  color: ${theme.colors.brandDark};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.semibold};
`;

const Copy = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[6]};
  min-width: 0;
`;

const Title = styled.h1`
  font-size: 3.5rem;
  font-weight: ${theme.font.weight.extrabold};
  letter-spacing: -0.03em;
  line-height: 1.05;
  ${media.mobile} { font-size: 2.4rem; }
  span { background: ${theme.gradient.brand}; -webkit-background-clip: text; background-clip: text; color: transparent; }
`;

const Lead = styled.p`
  font-size: ${theme.font.size.xl};
  color: ${theme.colors.textMuted};
  max-width: 560px;
  ${media.mobile} { font-size: ${theme.font.size.lg}; }
`;

const Ctas = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
`;

const Note = styled.p`font-size: ${theme.font.size.sm}; color: ${theme.colors.textSubtle};`;

/** The hero; its buttons depend on who is looking (spec section 2). */
export function Hero() {
  const { user } = useAuth();
  const owner = user?.isCompanyOwner && user.companySlug ? user.companySlug : null;
  return (
    <Wrap aria-labelledby="hero-title">
      <Grid>
        <Copy>
          <Pill>New · Embeddable feedback button</Pill>
          <Title id="hero-title">
            Build what your customers <span>actually want</span>
          </Title>
          <Lead>
            Sayso gives your company a public feedback board. Customers share ideas and vote, you see what
            matters most and keep everyone posted on your roadmap.
          </Lead>
          <Ctas>
            {owner ? (
              <ButtonLink to={paths.dashboard(owner)} size="lg">
                Go to Dashboard
              </ButtonLink>
            ) : user ? (
              <ButtonLink to={paths.signup()} size="lg">
                Create Your Page
              </ButtonLink>
            ) : (
              <>
                <ButtonLink to={`${paths.auth()}?tab=register`} size="lg">
                  Get Started
                </ButtonLink>
                <ButtonLink to={paths.auth()} size="lg" variant="outline">
                  Log In
                </ButtonLink>
              </>
            )}
          </Ctas>
          <Note>Free plan forever · Set up in 2 minutes · No credit card</Note>
        </Copy>
        <BoardPreview />
      </Grid>
    </Wrap>
  );
}
