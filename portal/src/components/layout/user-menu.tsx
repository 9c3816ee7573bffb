import { PLANS, type PublicUser } from '@sayso/api/contract';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Menu, MenuPopup, MenuTrigger } from '@/components/ui/menu';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { theme } from '@/styles/theme';

const Wrap = styled(Menu)`position: relative;`;

const Trigger = styled(MenuTrigger)`
  display: inline-flex;
  padding: 2px;
  border: 0;
  border-radius: ${theme.radius.full};
  background: transparent;
  cursor: pointer;
  &:focus-visible { outline: none; box-shadow: ${theme.shadow.focus}; }
`;

const Panel = styled(MenuPopup)`
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  z-index: ${theme.z.dropdown};
  width: min(280px, calc(100vw - 32px));
  padding: ${theme.space[2]};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.lg};
`;

const Who = styled.div`
  padding: ${theme.space[2]} ${theme.space[3]} ${theme.space[3]};
  border-bottom: 1px solid ${theme.colors.border};
  margin-bottom: ${theme.space[1]};
  overflow-wrap: anywhere;
`;

const Name = styled.p`font-weight: ${theme.font.weight.semibold};`;
const Email = styled.p`font-size: ${theme.font.size.sm}; color: ${theme.colors.textMuted};`;

const itemStyle = `
  display: block;
  width: 100%;
  padding: ${theme.space[2]} ${theme.space[3]};
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.colors.text};
  font-size: ${theme.font.size.sm};
  text-align: left;
  cursor: pointer;
  &:hover, &:focus-visible { background: ${theme.colors.surfaceSunken}; text-decoration: none; outline: none; }
`;
const ItemLink = styled(Link)`${itemStyle}`;
const ItemButton = styled.button`${itemStyle}`;

/**
 * The signed-in avatar menu: name, email, plan, the dashboard link for owners, settings, Log out.
 * A disclosure, not an ARIA menu: the panel shows text besides its choices, and its links and
 * button stay links and a button.
 */
export function UserMenu({ user }: { user: PublicUser }) {
  const { logout } = useAuth();
  const navigate = useNavigate();

  const onLogout = async () => {
    await logout();
    navigate(paths.home());
  };

  const plan = PLANS[user.subscriptionPlan] ?? PLANS.free;
  return (
    <Wrap kind="disclosure">
      <Trigger aria-label={`Account menu for ${user.name}`}>
        <Avatar name={user.name} size={36} />
      </Trigger>
      <Panel>
        <Who>
          <Name>{user.name}</Name>
          <Email>{user.email}</Email>
          <Badge $fg={theme.colors.brandDark} $bg={theme.colors.brandSoft} style={{ marginTop: 8 }}>
            {plan.name} plan
          </Badge>
        </Who>
        {user.companySlug && <ItemLink to={paths.dashboard(user.companySlug)}>Company Dashboard</ItemLink>}
        <ItemLink to={paths.pricing()}>Plans &amp; billing</ItemLink>
        <ItemLink to={paths.account()}>Account settings</ItemLink>
        <ItemButton type="button" onClick={onLogout}>
          Log out
        </ItemButton>
      </Panel>
    </Wrap>
  );
}
