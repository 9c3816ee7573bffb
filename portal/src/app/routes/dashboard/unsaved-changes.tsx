/**
 * The warning before unsaved settings are lost (issue 26). A settings section is a form with one
 * Save button; typing in it marks the dashboard dirty and submitting it clean. While dirty,
 * closing or reloading the tab asks the browser's own question (`beforeunload`), and following
 * any link inside the app (another section, the sidebar, the site header) asks first, and so do
 * the browser's Back and Forward. The router here is the declarative one, which has no navigation
 * blocker, so links are caught at the document before the router sees them, and history moves
 * through a copy of the page's entry (below).
 */
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';

export const UNSAVED_MESSAGE = 'You have unsaved changes. Leave this section and lose them?';

interface UnsavedApi {
  dirty: boolean;
  setDirty: (dirty: boolean) => void;
}

const UnsavedContext = createContext<UnsavedApi>({ dirty: false, setDirty: () => {} });

/** Is this click a link the app's router would follow to another page? */
function leavingLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
    return null;
  const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!link || link.target === '_blank' || link.origin !== window.location.origin) return null;
  return link.pathname === window.location.pathname ? null : link;
}

/** Holds the dashboard's dirty flag and asks before it is lost. */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const [dirty, setDirty] = useState(false);

  useEffect(() => {
    if (!dirty) return;
    const onUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (!leavingLink(event)) return;
      if (window.confirm(UNSAVED_MESSAGE)) setDirty(false);
      else {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', onUnload);
    // Capture: before react-router's own click handler on the link.
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);

  // Back and Forward: while dirty, a copy of this page's history entry sits on top, so the first
  // step lands on the same page (nothing is lost) and asks there; staying puts the copy back,
  // leaving takes the step the person asked for.
  useEffect(() => {
    if (!dirty) return;
    let leaving = false;
    const copyEntry = () => window.history.pushState(window.history.state, '', window.location.href);
    copyEntry();
    const onPop = () => {
      if (leaving) return;
      if (!window.confirm(UNSAVED_MESSAGE)) return copyEntry();
      leaving = true;
      setDirty(false);
      window.history.back();
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [dirty]);

  const api = useMemo(() => ({ dirty, setDirty }), [dirty]);
  return <UnsavedContext.Provider value={api}>{children}</UnsavedContext.Provider>;
}

/**
 * Wraps one settings section: an edit in any of its forms marks it dirty, a submit (its Save)
 * marks it clean, and leaving the section (once confirmed) forgets the edits.
 */
export function TrackUnsaved({ children }: { children: ReactNode }) {
  const { setDirty } = useContext(UnsavedContext);
  const markDirty = useCallback(() => setDirty(true), [setDirty]);
  useEffect(() => () => setDirty(false), [setDirty]);
  return (
    <div onInput={markDirty} onChange={markDirty} onSubmit={() => setDirty(false)}>
      {children}
    </div>
  );
}
