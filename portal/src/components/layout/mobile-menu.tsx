import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '@/components/ui/button';
import { Menu, MenuPopup, MenuTrigger } from '@/components/ui/menu';
import { paths } from '@/config/paths';
import { useAuthLinks } from '@/lib/auth/use-auth-links';
import { media, theme } from '@/styles/theme';
import { navLinkStyle } from './nav-link-style';
import { SectionLink } from './section-link';

// No box of its own: the toggle stays an item of the header's row, the panel spans the header.
const Root = styled(Menu)`display: contents;`;

const Toggle = styled(MenuTrigger)`
  display: none;
  width: 40px;
  height: 40px;
  align-items: center;
  justify-content: center;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  cursor: pointer;
  ${media.mobile} { display: inline-flex; }
`;

const Panel = styled(MenuPopup)`
  position: absolute;
  top: ${theme.layout.headerHeight};
  left: 0;
  right: 0;
  padding: ${theme.space[4]};
  background: ${theme.colors.surface};
  border-bottom: 1px solid ${theme.colors.border};
  box-shadow: ${theme.shadow.md};
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
`;

const Item = styled(NavLink)`${navLinkStyle} font-size: ${theme.font.size.md};`;
const SectionItem = styled(SectionLink)`${navLinkStyle} font-size: ${theme.font.size.md};`;

const Buttons = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${theme.space[2]};
  margin-top: ${theme.space[3]};
`;

interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  signedIn: boolean;
}

/**
 * The phone navigation (below 768 px): a menu button that shows the links in a panel. A
 * disclosure, not an ARIA menu: site navigation stays a list of links (WAI-ARIA APG).
 */
export function MobileMenu({ open, onOpenChange, signedIn }: MobileMenuProps) {
  const authLinks = useAuthLinks();
  return (
    <Root kind="disclosure" open={open} onOpenChange={onOpenChange}>
      <Toggle aria-label={open ? 'Close menu' : 'Open menu'}>
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
          {open ? (
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          ) : (
            <path d="M3 6h14M3 10h14M3 14h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          )}
        </svg>
      </Toggle>
      <Panel>
        <nav aria-label="Mobile" style={{ display: 'contents' }}>
          <SectionItem section="how-it-works">How It Works</SectionItem>
          <SectionItem section="faq">FAQ</SectionItem>
          <Item to={paths.pricing()}>Pricing</Item>
          {signedIn && <Item to={paths.account()}>Account settings</Item>}
        </nav>
        {!signedIn && (
          <Buttons>
            <ButtonLink to={authLinks.login} variant="outline">
              Log in
            </ButtonLink>
            <ButtonLink to={authLinks.register}>Sign up</ButtonLink>
          </Buttons>
        )}
      </Panel>
    </Root>
  );
}
