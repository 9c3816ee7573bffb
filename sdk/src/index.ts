// @sayso/sdk: the floating feedback button. Importing this module does nothing by itself
// (safe under server rendering); `init` adds the launcher.
export { DEFAULTS } from './core/options';
export { STUB_SNIPPET } from './core/stub';
export type {
  SaysoColors,
  SaysoCommand,
  SaysoEventMap,
  SaysoEventName,
  SaysoFeatureEvent,
  SaysoListener,
  SaysoOptions,
  Unsubscribe,
} from './core/types';
export { close, destroy, init, on, open } from './core/widget';
export { htmlSnippet, reactSnippet, type SnippetOptions } from './snippets';
