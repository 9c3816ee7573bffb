import { STATUSES, type Status } from '@sayso/api/contract';
import styled from 'styled-components';
import { Menu, MenuItem, MenuPopup, MenuTrigger } from '@/components/ui/menu';
import { labelIn, useStatusLabels } from '@/lib/board/board-settings';
import { theme } from '@/styles/theme';

interface StatusMenuProps {
  title: string;
  current: Status;
  onSelect: (status: Status) => void;
}

/** The owner's 'Mark as …' menu on an idea card: one radio item per status. */
export function StatusMenu({ title, current, onSelect }: StatusMenuProps) {
  const labels = useStatusLabels();
  return (
    <Root>
      <Trigger aria-label={`Change status of ${title}`}>
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
          <circle cx="3" cy="8" r="1.5" fill="currentColor" />
          <circle cx="8" cy="8" r="1.5" fill="currentColor" />
          <circle cx="13" cy="8" r="1.5" fill="currentColor" />
        </svg>
      </Trigger>
      <Popup aria-label={`Status of ${title}`}>
        {STATUSES.map((status) => (
          <Item
            key={status}
            checked={status === current}
            onClick={() => {
              if (status !== current) onSelect(status);
            }}
          >
            Mark as {labelIn(labels, status)}
          </Item>
        ))}
      </Popup>
    </Root>
  );
}

const Root = styled(Menu)`
  position: relative;
`;

const Trigger = styled(MenuTrigger)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border: 1px solid transparent;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.colors.textMuted};
  cursor: pointer;
  &:hover { background: ${theme.colors.surfaceSunken}; color: ${theme.colors.text}; }
  &:focus-visible { outline: none; box-shadow: ${theme.shadow.focus}; }
`;

const Popup = styled(MenuPopup)`
  position: absolute;
  right: 0;
  top: calc(100% + 4px);
  z-index: ${theme.z.dropdown};
  min-width: 200px;
  padding: ${theme.space[1]};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  box-shadow: ${theme.shadow.lg};
`;

const Item = styled(MenuItem)`
  display: block;
  width: 100%;
  padding: ${theme.space[2]} ${theme.space[3]};
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  text-align: left;
  font-size: ${theme.font.size.sm};
  cursor: pointer;
  &[aria-checked='true'] { font-weight: ${theme.font.weight.semibold}; color: ${theme.colors.brandDark}; }
  &:hover, &:focus { outline: none; background: ${theme.colors.brandSoft}; }
`;
