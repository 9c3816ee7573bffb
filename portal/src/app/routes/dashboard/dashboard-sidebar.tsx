import type { Company } from '@sayso/api/contract';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';
import type { sectionsFor } from '@/lib/dashboard/dashboard-access';
import { media, theme } from '@/styles/theme';

interface SidebarProps {
  company: Company;
  sections: ReturnType<typeof sectionsFor>;
}

/**
 * The dashboard's sidebar: a compact company header (logo, name, a link to the public board) and
 * the sections, the open one marked aria-current="page" (NavLink). On a phone it folds into a
 * Menu button that opens the list and closes again once a section is chosen.
 */
export function DashboardSidebar({ company, sections }: SidebarProps) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // A section was chosen (or the URL changed otherwise): the phone's menu has done its job.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new path
  useEffect(() => setOpen(false), [pathname]);

  return (
    <Side>
      <CompanyBar>
        <Logo>
          <Avatar name={company.name} src={company.logoUrl} size={36} square singleLetter />
        </Logo>
        <NameBlock>
          <CompanyName>{company.name}</CompanyName>
          <PublicLink to={paths.company(company.slug)}>View public board</PublicLink>
        </NameBlock>
        <MenuButton
          type="button"
          aria-expanded={open}
          aria-controls="dashboard-nav"
          onClick={() => setOpen((value) => !value)}
        >
          Menu
        </MenuButton>
      </CompanyBar>
      <Nav id="dashboard-nav" aria-label="Dashboard" $open={open}>
        <ul>
          {sections.map((section) => (
            <li key={section.id}>
              <NavLink to={paths.dashboardSection(company.slug, section.id)}>{section.label}</NavLink>
            </li>
          ))}
        </ul>
      </Nav>
    </Side>
  );
}

const Side = styled.aside`
  border-right: 1px solid ${theme.colors.border};
  background: ${theme.colors.surfaceMuted};
  padding: ${theme.space[4]} ${theme.space[3]};
  ${media.mobile} { border-right: 0; border-bottom: 1px solid ${theme.colors.border}; padding: ${theme.space[3]}; }
`;

const CompanyBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  padding: 0 ${theme.space[2]} ${theme.space[4]};
  ${media.mobile} { padding: 0; }
`;

const Logo = styled.div`
  flex: none;
`;

const NameBlock = styled.div`
  min-width: 0;
  flex: 1;
`;

const CompanyName = styled.p`
  font-weight: ${theme.font.weight.semibold};
  font-size: ${theme.font.size.sm};
  overflow-wrap: anywhere;
  line-height: ${theme.font.lineHeight.tight};
`;

const PublicLink = styled(Link)`
  font-size: ${theme.font.size.xs};
  color: ${theme.colors.brandDark};
`;

const MenuButton = styled.button`
  display: none;
  flex: none;
  min-height: 40px;
  padding: 0 ${theme.space[4]};
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-weight: ${theme.font.weight.medium};
  &:focus-visible { outline: 2px solid ${theme.colors.brand}; outline-offset: 2px; }
  ${media.mobile} { display: inline-flex; align-items: center; }
`;

const Nav = styled.nav<{ $open: boolean }>`
  ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 2px; }
  a {
    display: flex;
    align-items: center;
    min-height: 40px;
    padding: 0 ${theme.space[3]};
    border-radius: ${theme.radius.sm};
    color: ${theme.colors.text};
    font-weight: ${theme.font.weight.medium};
    text-decoration: none;
  }
  a:hover { background: ${theme.colors.surface}; }
  a[aria-current='page'] { background: ${theme.colors.brandSoft}; color: ${theme.colors.brandDark}; }
  a:focus-visible { outline: 2px solid ${theme.colors.brand}; outline-offset: 2px; }
  ${media.mobile} {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
    margin-top: ${theme.space[3]};
  }
`;
