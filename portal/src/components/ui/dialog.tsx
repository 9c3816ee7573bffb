import { createContext, type ReactNode, useContext, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { media, theme } from '@/styles/theme';
import { CloseButton } from './close-button';

/**
 * Where dialogs mount: the body, or a company's branded page (components/board/branded-page.tsx),
 * so a dialog opened on it takes the page's theme and accent.
 */
export const DialogContainerContext = createContext<HTMLElement | null>(null);

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${theme.z.dialog};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${theme.space[4]};
  background: ${theme.colors.overlay};
  ${media.mobile} { align-items: flex-end; padding: 0; }
`;

const Panel = styled.div`
  position: relative;
  width: 100%;
  max-width: 560px;
  max-height: calc(100vh - 32px);
  overflow-y: auto;
  background: ${theme.colors.surface};
  border-radius: ${theme.radius.xl};
  box-shadow: ${theme.shadow.lg};
  padding: ${theme.space[6]};
  &:focus { outline: none; }
  ${media.mobile} { max-height: 92vh; border-radius: ${theme.radius.xl} ${theme.radius.xl} 0 0; padding: ${theme.space[5]}; }
`;

const Title = styled.h2`
  font-size: ${theme.font.size.xl};
  font-weight: ${theme.font.weight.bold};
  padding-right: ${theme.space[8]};
`;

const Description = styled.p`
  margin-top: ${theme.space[1]};
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.size.sm};
`;

const Close = styled(CloseButton)`
  position: absolute;
  top: ${theme.space[4]};
  right: ${theme.space[4]};
`;

const Body = styled.div`margin-top: ${theme.space[5]};`;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * A modal dialog: labelled by its title, ESC and the overlay close it, Tab stays inside,
 * focus returns to where it was on close, and the page behind does not scroll.
 */
export function Dialog({ open, onClose, title, description, children, className }: DialogProps) {
  const container = useContext(DialogContainerContext);
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    const first = panel?.querySelector<HTMLElement>(
      'input:not([disabled]), textarea:not([disabled]), select:not([disabled])',
    );
    (first ?? panel)?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const head = items[0];
      const tail = items[items.length - 1];
      if (!head || !tail) return event.preventDefault();
      if (event.shiftKey && (document.activeElement === head || document.activeElement === panel)) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && document.activeElement === tail) {
        event.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <Overlay
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={className}
      >
        <Title id={titleId}>{title}</Title>
        {description && <Description id={descriptionId}>{description}</Description>}
        <Close type="button" aria-label="Close" onClick={onClose}>
          ×
        </Close>
        <Body>{children}</Body>
      </Panel>
    </Overlay>,
    container ?? document.body,
  );
}
