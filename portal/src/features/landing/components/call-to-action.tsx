import styled from 'styled-components';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { media, theme } from '@/styles/theme';

const Band = styled.div`
  border-radius: ${theme.radius.xl};
  background: ${theme.gradient.brand};
  color: ${theme.colors.textOnBrand};
  padding: ${theme.space[16]} ${theme.space[8]};
  text-align: center;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space[5]};
  box-shadow: ${theme.shadow.brand};
  h2 { font-size: ${theme.font.size['4xl']}; font-weight: ${theme.font.weight.extrabold}; }
  p { font-size: ${theme.font.size.lg}; max-width: 560px; color: ${theme.colors.brandSoft}; }
  ${media.mobile} {
    padding: ${theme.space[10]} ${theme.space[5]};
    h2 { font-size: ${theme.font.size['2xl']}; }
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space[3]};
  a:first-child { background: ${theme.colors.surface}; color: ${theme.colors.brandDark}; box-shadow: none; }
  a:last-child { background: transparent; color: ${theme.colors.textOnBrand}; border-color: rgba(255, 255, 255, 0.6); }
`;

const Wrap = styled.section`padding: ${theme.space[12]} 0;`;

/** The closing call to action. */
export function CallToAction() {
  return (
    <Wrap aria-labelledby="cta-title">
      <Container>
        <Band>
          <h2 id="cta-title">Start hearing what your customers want</h2>
          <p>Create your feedback page for free. Upgrade when you outgrow it.</p>
          <Buttons>
            <ButtonLink to={`${paths.auth()}?tab=register`} size="lg">
              Create your free page
            </ButtonLink>
            <ButtonLink to={paths.pricing()} size="lg" variant="outline">
              See pricing
            </ButtonLink>
          </Buttons>
        </Band>
      </Container>
    </Wrap>
  );
}
