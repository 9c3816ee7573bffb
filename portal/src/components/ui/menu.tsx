import {
  type ButtonHTMLAttributes,
  createContext,
  type HTMLAttributes,
  type MouseEvent,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
  type RefObject,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';

/**
 * 'menu': a WAI-ARIA menu button, a popup of actions (`role="menu"`, arrow keys move between
 * items). 'disclosure': a button that shows a panel of ordinary links and buttons, which keep
 * their own roles (navigation, or a panel with text besides its choices).
 */
export type MenuKind = 'menu' | 'disclosure';

type FocusTarget = 'first' | 'last';

interface MenuState {
  kind: MenuKind;
  open: boolean;
  popupId: string;
  triggerRef: RefObject<HTMLButtonElement | null>;
  popupRef: RefObject<HTMLDivElement | null>;
  setOpen: (open: boolean) => void;
  openAt: (target: FocusTarget) => void;
  close: (returnFocus: boolean) => void;
}

const MenuContext = createContext<MenuState | null>(null);

function useMenu(): MenuState {
  const menu = useContext(MenuContext);
  if (!menu) throw new Error('Menu parts must be inside <Menu>');
  return menu;
}

const ITEM_SELECTOR = '[role^="menuitem"]:not([disabled])';

function menuItems(popup: HTMLElement | null): HTMLElement[] {
  return popup ? [...popup.querySelectorAll<HTMLElement>(ITEM_SELECTOR)] : [];
}

interface MenuProps {
  kind?: MenuKind;
  /** Controlled use, for a parent that also closes it (e.g. when the page changes). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The wrapper's layout, from `styled(Menu)`; outside clicks are those outside it. */
  className?: string;
  children: ReactNode;
}

/**
 * A trigger button and its popup (`MenuTrigger`, `MenuPopup`, `MenuItem` inside): closes on an
 * outside click, on ESC (focus back on the trigger) and once an item is chosen.
 */
export function Menu({ kind = 'menu', open: controlled, onOpenChange, className, children }: MenuProps) {
  const [uncontrolled, setUncontrolled] = useState(false);
  const open = controlled ?? uncontrolled;
  const popupId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<FocusTarget>('first');

  // The latest callback, so a parent's inline function does not re-run the effects below.
  const onOpenChangeRef = useRef(onOpenChange);
  useEffect(() => {
    onOpenChangeRef.current = onOpenChange;
  });
  const setOpen = useCallback((next: boolean) => {
    setUncontrolled(next);
    onOpenChangeRef.current?.(next);
  }, []);

  const close = useCallback(
    (returnFocus: boolean) => {
      setOpen(false);
      if (returnFocus) triggerRef.current?.focus();
    },
    [setOpen],
  );

  const openAt = (target: FocusTarget) => {
    focusOnOpen.current = target;
    if (open)
      menuItems(popupRef.current)
        .at(target === 'first' ? 0 : -1)
        ?.focus();
    else setOpen(true);
  };

  // A menu of actions takes focus when it opens (APG); a disclosure leaves it on the trigger.
  useEffect(() => {
    if (!open || kind !== 'menu') return;
    menuItems(popupRef.current)
      .at(focusOnOpen.current === 'first' ? 0 : -1)
      ?.focus();
    focusOnOpen.current = 'first';
  }, [open, kind]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close(true);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close]);

  const state: MenuState = { kind, open, popupId, triggerRef, popupRef, setOpen, openAt, close };
  return (
    <MenuContext.Provider value={state}>
      <div ref={rootRef} className={className}>
        {children}
      </div>
    </MenuContext.Provider>
  );
}

type TriggerProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'onClick' | 'onKeyDown' | 'aria-expanded' | 'aria-controls' | 'aria-haspopup'
>;

/** The button that opens and closes the popup; give it an accessible name. */
export function MenuTrigger(props: TriggerProps) {
  const menu = useMenu();
  const onKeyDown = (event: ReactKeyboardEvent<HTMLButtonElement>) => {
    if (menu.kind !== 'menu' || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    event.preventDefault();
    menu.openAt(event.key === 'ArrowDown' ? 'first' : 'last');
  };
  return (
    <button
      {...props}
      ref={menu.triggerRef}
      type="button"
      aria-haspopup={menu.kind === 'menu' ? 'menu' : undefined}
      aria-expanded={menu.open}
      // Only while the popup exists: an id that points at nothing is an ARIA error.
      aria-controls={menu.open ? menu.popupId : undefined}
      onClick={() => menu.setOpen(!menu.open)}
      onKeyDown={onKeyDown}
    />
  );
}

type PopupProps = Omit<HTMLAttributes<HTMLDivElement>, 'id' | 'role' | 'onClick' | 'onKeyDown'>;

/** The popup, rendered only while open. A 'menu' popup needs an aria-label. */
export function MenuPopup(props: PopupProps) {
  const menu = useMenu();
  if (!menu.open) return null;
  const isMenu = menu.kind === 'menu';

  // Choosing any link, button or item closes it; after an action focus goes back to the trigger.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const chosen = (event.target as Element).closest(`a, button, ${ITEM_SELECTOR}`);
    if (chosen && event.currentTarget.contains(chosen)) menu.close(isMenu);
  };

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Tab') {
      menu.setOpen(false);
      return;
    }
    const items = menuItems(event.currentTarget);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index < 0 ? -1 : index - 1,
      Home: 0,
      End: items.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined || items.length === 0) return;
    event.preventDefault();
    items[(next + items.length) % items.length]?.focus();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it only hears clicks bubbling up from the links and buttons inside.
    <div
      {...props}
      ref={menu.popupRef}
      id={menu.popupId}
      role={isMenu ? 'menu' : undefined}
      onClick={onClick}
      onKeyDown={isMenu ? onKeyDown : undefined}
    />
  );
}

interface MenuItemProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'role'> {
  /** Makes it one choice of several (`menuitemradio`), checked when it is the current one. */
  checked?: boolean;
}

/** One action in a 'menu' popup; only the arrow keys reach it (roving focus, APG). */
export function MenuItem({ checked, ...props }: MenuItemProps) {
  if (checked === undefined) return <button {...props} type="button" role="menuitem" tabIndex={-1} />;
  return <button {...props} type="button" role="menuitemradio" aria-checked={checked} tabIndex={-1} />;
}
