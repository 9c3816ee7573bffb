import { useEffect, useRef } from 'react';

/** Handlers by `KeyboardEvent.key` ('j', '1', '/', '?'). */
export type Shortcuts = Record<string, (event: KeyboardEvent) => void>;

const TYPING_INPUTS = new Set([
  'text',
  'search',
  'email',
  'number',
  'password',
  'tel',
  'url',
  'date',
  'datetime-local',
  'month',
  'week',
  'time',
]);

/** True while the user types: in a text field, a text area, a select or editable content. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && TYPING_INPUTS.has(target.type);
}

/**
 * Single-key shortcuts for a page (Gmail-style). They never fire while typing, with Ctrl, Alt
 * or Meta held (the browser's and the screen reader's own keys), or while a modal dialog is
 * open (its own keys win). The handler runs with the default prevented.
 */
export function useKeyboardShortcuts(shortcuts: Shortcuts, enabled = true): void {
  const latest = useRef(shortcuts);
  latest.current = shortcuts;
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return;
      if (isTyping(event.target) || document.querySelector('[aria-modal="true"]')) return;
      const handler = latest.current[event.key];
      if (!handler) return;
      event.preventDefault();
      handler(event);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
