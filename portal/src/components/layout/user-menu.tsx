import { PLANS, type PublicUser } from '@sayso/api/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { theme } from '@/styles/theme';

const Wrap = styled.div`position: relative;`;

const Trigger = styled.button`
  display: inline-flex;
  padding: 2px;
  border: 0;
  border-radius: ${theme.radius.full};
  background: transparent;
  cursor: pointer;
  &:focus-visible { outline: none; box-shadow: ${theme.shadow.focus}; }
`;

const Panel = styled.div`
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

/** The signed-in avatar menu: name, email, plan, the dashboard link for owners, settings, Log out. */
export function UserMenu({ user }: { user: PublicUser }) {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const onLogout = async () => {
    setOpen(false);
    await logout();
    navigate(paths.home());
  };

  const plan = PLANS[user.subscriptionPlan] ?? PLANS.free;
  return (
    <Wrap ref={wrapRef}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`Account menu for ${user.name}`}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar name={user.name} size={36} />
      </Trigger>
      {open && (
        <Panel id={panelId}>
          <Who>
            <Name>{user.name}</Name>
            <Email>{user.email}</Email>
            <Badge $fg={theme.colors.brandDark} $bg={theme.colors.brandSoft} style={{ marginTop: 8 }}>
              {plan.name} plan
            </Badge>
          </Who>
          {user.companySlug && (
            <ItemLink to={paths.dashboard(user.companySlug)} onClick={() => setOpen(false)}>
              Company Dashboard
            </ItemLink>
          )}
          <ItemLink to={paths.pricing()} onClick={() => setOpen(false)}>
            Plans &amp; billing
          </ItemLink>
          <ItemLink to={paths.account()} onClick={() => setOpen(false)}>
            Account settings
          </ItemLink>
          <ItemButton type="button" onClick={onLogout}>
            Log out
          </ItemButton>
        </Panel>
      )}
    </Wrap>
  );
}
