// @sayso/sdk: the floating feedback button. Importing this module does nothing by itself
// (safe under server rendering); `init` adds the launcher.
import type { SaysoIdeaEvent } from './core/types';

export { DEFAULTS } from './core/options';
export type { SaysoMessage, SaysoPortalEvent } from './core/protocol';
export { STUB_SNIPPET } from './core/stub';
export type {
  SaysoColors,
  SaysoCommand,
  SaysoEventMap,
  SaysoEventName,
  SaysoIdeaEvent,
  SaysoListener,
  SaysoOptions,
  Unsubscribe,
} from './core/types';
export { close, destroy, init, on, open } from './core/widget';
export { htmlSnippet, reactSnippet, type SnippetOptions } from './snippets';

/** @deprecated Use `SaysoIdeaEvent`: the same payload under the name Sayso uses for ideas. */
export type SaysoFeatureEvent = SaysoIdeaEvent;
