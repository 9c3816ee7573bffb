import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import styled, { keyframes } from 'styled-components';
import { media, theme } from '@/styles/theme';
import { CloseButton } from './close-button';

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it hides; spec section 9 default 5000. */
  duration?: number;
  /** One button beside the text (e.g. Undo); the toast closes when it is pressed. */
  action?: { label: string; onClick: () => void };
}

interface ShownToast extends Required<Omit<ToastOptions, 'description' | 'action'>> {
  id: number;
  description?: string;
  action?: ToastOptions['action'];
}

interface ToastApi {
  /** Shows a toast, replacing the one on screen (at most one at a time, spec section 9). */
  toast: (options: ToastOptions) => void;
  dismiss: () => void;
}

const TOAST_DURATION = 5000;

const ToastContext = createContext<ToastApi | null>(null);

/** The one toast system: `const { toast } = useToast(); toast({ title: 'Saved' })`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ShownToast | null>(null);
  const nextId = useRef(1);

  const toast = useCallback((options: ToastOptions) => {
    setCurrent({
      id: nextId.current++,
      title: options.title,
      description: options.description,
      variant: options.variant ?? 'default',
      duration: options.duration ?? TOAST_DURATION,
      action: options.action,
    });
  }, []);
  const dismiss = useCallback(() => setCurrent(null), []);
  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  useEffect(() => {
    if (!current) return;
    const timer = window.setTimeout(() => setCurrent(null), current.duration);
    return () => window.clearTimeout(timer);
  }, [current]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Viewport aria-live="polite" aria-label="Notifications">
        {current && (
          <Item
            key={current.id}
            $variant={current.variant}
            role={current.variant === 'destructive' ? 'alert' : 'status'}
            data-testid="toast"
          >
            <div>
              <ToastTitle>{current.title}</ToastTitle>
              {current.description && <ToastText>{current.description}</ToastText>}
            </div>
            {current.action && (
              <ActionButton
                type="button"
                onClick={() => {
                  current.action?.onClick();
                  setCurrent(null);
                }}
              >
                {current.action.label}
              </ActionButton>
            )}
            <Dismiss type="button" aria-label="Dismiss notification" onClick={dismiss}>
              ×
            </Dismiss>
          </Item>
        )}
      </Viewport>
    </ToastContext.Provider>
  );
}

const slideIn = keyframes`from { opacity: 0; transform: translateY(12px); } to { opacity: 1; transform: none; }`;

const Viewport = styled.section`
  position: fixed;
  right: ${theme.space[6]};
  bottom: ${theme.space[6]};
  z-index: ${theme.z.toast};
  width: min(380px, calc(100vw - 32px));
  ${media.mobile} { right: ${theme.space[4]}; bottom: ${theme.space[4]}; }
`;

const accents: Record<ToastVariant, { border: string; bg: string; fg: string }> = {
  default: { border: theme.colors.border, bg: theme.colors.surface, fg: theme.colors.text },
  destructive: { border: theme.colors.dangerBorder, bg: theme.colors.dangerSoft, fg: theme.colors.danger },
  success: { border: theme.colors.successBorder, bg: theme.colors.successSoft, fg: theme.colors.success },
};

const Item = styled.div<{ $variant: ToastVariant }>`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]};
  border: 1px solid ${({ $variant }) => accents[$variant].border};
  border-left: 4px solid ${({ $variant }) => ($variant === 'default' ? theme.colors.brand : accents[$variant].fg)};
  border-radius: ${theme.radius.md};
  background: ${({ $variant }) => accents[$variant].bg};
  color: ${({ $variant }) => accents[$variant].fg};
  box-shadow: ${theme.shadow.lg};
  animation: ${slideIn} 180ms ease-out;
`;

const ToastTitle = styled.p`font-weight: ${theme.font.weight.semibold}; font-size: ${theme.font.size.sm};`;
const ToastText = styled.p`margin-top: 2px; font-size: ${theme.font.size.sm}; color: ${theme.colors.textMuted};`;

const ActionButton = styled.button`
  flex: none;
  align-self: center;
  min-height: 32px;
  padding: 0 ${theme.space[3]};
  border: 1px solid currentColor;
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-weight: ${theme.font.weight.semibold};
  font-size: ${theme.font.size.sm};
  cursor: pointer;
  &:focus-visible { outline: 2px solid ${theme.colors.brand}; outline-offset: 2px; }
`;

// Smaller than in dialogs, and in the toast's own colour, because it sits on a tinted card.
const Dismiss = styled(CloseButton)`
  flex: none;
  width: 28px;
  height: 28px;
  color: inherit;
  font-size: 18px;
  line-height: inherit;
  &:hover { background: rgba(15, 23, 42, 0.06); color: inherit; }
`;
