import type { RefObject } from 'preact';
import type { ResolvedOptions } from '../core/options';
import { ChatIcon, CloseIcon } from './icons';
import { CLOSE_LABEL, FRAME_TITLE, PANEL_LABEL } from './strings';

export const PANEL_ID = 'sayso-panel';

export interface WidgetRefs {
  launcher: RefObject<HTMLButtonElement>;
  dialog: RefObject<HTMLDialogElement>;
  frame: RefObject<HTMLIFrameElement>;
}

/**
 * The launcher and its panel; all state lives in core/widget.ts. A plain function of positional
 * arguments, called directly (no component, no props object): the 8 KB budget is tight.
 * `frameSrc` is null until the panel is first wanted: the board costs the host page nothing before.
 */
export function Widget(
  options: ResolvedOptions,
  open: boolean,
  frameSrc: string | null,
  refs: WidgetRefs,
  onOpen: () => void,
  onWarm: () => void,
  onClose: () => void,
  onClosed: () => void,
) {
  return (
    <div class={options.position}>
      {options.launcher && (
        <button
          ref={refs.launcher}
          type="button"
          class="launcher"
          aria-haspopup="dialog"
          // Preact writes false as "false" on aria-* attributes (not removing them).
          aria-expanded={open}
          aria-controls={PANEL_ID}
          onClick={onOpen}
          onPointerEnter={onWarm}
          onFocus={onWarm}
        >
          <ChatIcon />
          <span>{options.text}</span>
        </button>
      )}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click's keyboard twin is ESC, native to the modal dialog. */}
      <dialog
        ref={refs.dialog}
        id={PANEL_ID}
        aria-label={PANEL_LABEL}
        onClose={onClosed}
        // A click on the dialog element itself is on its backdrop: the content covers the rest.
        onClick={(event) => event.target === refs.dialog.current && onClose()}
      >
        {/* One header, the board's own (with the company's name): the close button floats over its
            end, drawn here so it works even when the board cannot load. */}
        <button type="button" class="x" aria-label={CLOSE_LABEL} onClick={onClose}>
          <CloseIcon />
        </button>
        {frameSrc && <iframe ref={refs.frame} title={FRAME_TITLE} src={frameSrc} />}
      </dialog>
    </div>
  );
}
