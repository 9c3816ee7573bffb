import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { useAuthLinks } from '@/lib/auth/use-auth-links';
import { media, theme } from '@/styles/theme';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { navLinkStyle } from './nav-link-style';
import { SectionLink } from './section-link';
import { UserMenu } from './user-menu';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${theme.z.header};
  background: rgba(255, 255, 255, 0.9);
  backdrop-filter: saturate(180%) blur(10px);
  border-bottom: 1px solid ${theme.colors.border};
`;

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[4]};
  height: ${theme.layout.headerHeight};
`;

const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: ${theme.space[1]};
  ${media.mobile} { display: none; }
`;

const NavSection = styled(SectionLink)`${navLinkStyle}`;
const NavPage = styled(NavLink)`${navLinkStyle}`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
`;

const DesktopOnly = styled.div`
  display: flex;
  gap: ${theme.space[2]};
  ${media.mobile} { display: none; }
`;

const SkipLink = styled(Link)`
  position: absolute;
  left: -9999px;
  &:focus { left: ${theme.space[4]}; top: ${theme.space[2]}; z-index: 100; background: ${theme.colors.surface}; padding: ${theme.space[2]}; }
`;

/** The shared site header; the user is refreshed each time it loads (spec section 2). */
export function Header() {
  const { user, refresh } = useAuth();
  const authLinks = useAuthLinks();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  // A new page closes the phone menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is the trigger.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <Bar>
      <SkipLink to="#main">Skip to content</SkipLink>
      <Inner>
        <Logo />
        <Nav aria-label="Main">
          <NavSection section="how-it-works">How It Works</NavSection>
          <NavSection section="faq">FAQ</NavSection>
          <NavPage to={paths.pricing()}>Pricing</NavPage>
        </Nav>
        <Actions>
          {user ? (
            <UserMenu user={user} />
          ) : (
            <DesktopOnly>
              <ButtonLink to={authLinks.login} variant="ghost">
                Log in
              </ButtonLink>
              <ButtonLink to={authLinks.register}>Sign up</ButtonLink>
            </DesktopOnly>
          )}
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} signedIn={Boolean(user)} />
        </Actions>
      </Inner>
    </Bar>
  );
}
