// @sayso/sdk: the floating feedback button. Importing this module does nothing by itself
// (safe under server rendering); `init` adds the launcher.
import type { SaysoIdeaEvent, SaysoOptions } from './core/types';
import { init as initWidget } from './core/widget';

export { DEFAULTS } from './core/options';
export type { SaysoHostMessage, SaysoMessage, SaysoPortalEvent } from './core/protocol';
export { STUB_SNIPPET } from './core/stub';
export type {
  SaysoColors,
  SaysoCommand,
  SaysoEventMap,
  SaysoEventName,
  SaysoIdeaEvent,
  SaysoIdentity,
  SaysoListener,
  SaysoOpenOptions,
  SaysoOptions,
  SaysoView,
  Unsubscribe,
} from './core/types';
export { close, destroy, identify, on, open } from './core/widget';

/** Shows the launcher, or updates it when it is already shown; does nothing under server rendering. */
export function init(options: SaysoOptions): void {
  // Server rendering: there is no page to add a launcher to. (The script tag always has one,
  // so this check lives here, out of its 8 KB budget.)
  if (typeof document !== 'undefined') initWidget(options);
}
export { htmlSnippet, reactSnippet, type SnippetOptions } from './snippets';

/** @deprecated Use `SaysoIdeaEvent`: the same payload under the name Sayso uses for ideas. */
export type SaysoFeatureEvent = SaysoIdeaEvent;
