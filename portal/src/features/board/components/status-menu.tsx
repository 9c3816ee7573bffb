import { STATUS_LABELS, STATUSES, type Status } from '@sayso/api/contract';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

interface StatusMenuProps {
  title: string;
  current: Status;
  onSelect: (status: Status) => void;
}

/**
 * The owner's 'Mark as …' menu on an idea card: a menu button with arrow-key navigation,
 * ESC and outside click close it and focus goes back to the button (WAI-ARIA menu button).
 */
export function StatusMenu({ title, current, onSelect }: StatusMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemsRef = useRef<Array<HTMLButtonElement | null>>([]);

  useEffect(() => {
    if (!open) return;
    itemsRef.current[0]?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const items = itemsRef.current.filter(Boolean) as HTMLButtonElement[];
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    const focus = (i: number) => items[(i + items.length) % items.length]?.focus();
    if (event.key === 'Escape') close();
    else if (event.key === 'ArrowDown') focus(index + 1);
    else if (event.key === 'ArrowUp') focus(index - 1);
    else if (event.key === 'Home') focus(0);
    else if (event.key === 'End') focus(items.length - 1);
    else if (event.key === 'Tab') setOpen(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <Root ref={rootRef}>
      <Trigger
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`Change status of ${title}`}
        onClick={() => setOpen((value) => !value)}
      >
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
          <circle cx="3" cy="8" r="1.5" fill="currentColor" />
          <circle cx="8" cy="8" r="1.5" fill="currentColor" />
          <circle cx="13" cy="8" r="1.5" fill="currentColor" />
        </svg>
      </Trigger>
      {open && (
        <Menu id={menuId} role="menu" aria-label={`Status of ${title}`} onKeyDown={onKeyDown}>
          {STATUSES.map((status, i) => (
            <Item
              key={status}
              ref={(el) => {
                itemsRef.current[i] = el;
              }}
              type="button"
              role="menuitemradio"
              aria-checked={status === current}
              tabIndex={-1}
              onClick={() => {
                close();
                if (status !== current) onSelect(status);
              }}
            >
              Mark as {STATUS_LABELS[status]}
            </Item>
          ))}
        </Menu>
      )}
    </Root>
  );
}

const Root = styled.div`
  position: relative;
`;

const Trigger = styled.button`
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

const Menu = styled.div`
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

const Item = styled.button`
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
