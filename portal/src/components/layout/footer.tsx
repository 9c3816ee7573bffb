import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container } from '@/components/ui/container';
import { CONTACT_EMAIL, paths } from '@/config/paths';
import { media, theme } from '@/styles/theme';
import { LogoMark } from './logo';
import { SectionLink } from './section-link';
import { SocialLinks } from './social-links';

const Bar = styled.footer`
  margin-top: auto;
  border-top: 1px solid ${theme.colors.border};
  background: ${theme.colors.surfaceMuted};
  padding: ${theme.space[12]} 0 ${theme.space[8]};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: 2fr 1fr 1fr 1fr;
  gap: ${theme.space[8]};
  ${media.mobile} { grid-template-columns: 1fr 1fr; gap: ${theme.space[6]}; }
`;

const Brand = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  ${media.mobile} { grid-column: 1 / -1; }
`;

const BrandName = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  font-weight: ${theme.font.weight.extrabold};
  font-size: ${theme.font.size.lg};
`;

const Blurb = styled.p`color: ${theme.colors.textMuted}; font-size: ${theme.font.size.sm}; max-width: 320px;`;

const Column = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  font-size: ${theme.font.size.sm};
  h2 { font-size: ${theme.font.size.sm}; font-weight: ${theme.font.weight.semibold}; margin-bottom: ${theme.space[1]}; }
  a { color: ${theme.colors.textMuted}; }
  a:hover { color: ${theme.colors.text}; }
`;

const Bottom = styled.p`
  margin-top: ${theme.space[10]};
  padding-top: ${theme.space[6]};
  border-top: 1px solid ${theme.colors.border};
  color: ${theme.colors.textSubtle};
  font-size: ${theme.font.size.sm};
`;

/** The shared site footer (spec section 2). */
export function Footer() {
  return (
    <Bar>
      <Container>
        <Grid>
          <Brand>
            <BrandName>
              <LogoMark size={26} /> Sayso
            </BrandName>
            <Blurb>
              Collect feedback, let customers vote, and ship what matters. A public feedback board for every
              company.
            </Blurb>
            <SocialLinks />
          </Brand>
          <Column aria-labelledby="footer-product">
            <h2 id="footer-product">Product</h2>
            <SectionLink section="features">Features</SectionLink>
            <Link to={paths.pricing()}>Pricing</Link>
            <SectionLink section="how-it-works">How It Works</SectionLink>
          </Column>
          <Column aria-labelledby="footer-company">
            <h2 id="footer-company">Company</h2>
            <SectionLink section="about">About</SectionLink>
            <a href={`mailto:${CONTACT_EMAIL}`}>Contact</a>
          </Column>
          <Column aria-labelledby="footer-legal">
            <h2 id="footer-legal">Legal</h2>
            <Link to={paths.privacy()}>Privacy Policy</Link>
            <Link to={paths.terms()}>Terms of Service</Link>
          </Column>
        </Grid>
        <Bottom>© {new Date().getFullYear()} Sayso. All rights reserved.</Bottom>
      </Container>
    </Bar>
  );
}
