/** Colours of the launcher: a gradient from `from` to `to`, with `text` on top. */
export interface SaysoColors {
  from?: string;
  to?: string;
  text?: string;
}

/** Everything `init` accepts. Only `company` is required. */
export interface SaysoOptions {
  /** The company's slug, as in `https://HOST/company/{slug}`. */
  company: string;
  /**
   * A board's slug, as in `https://HOST/company/{slug}/board/{board}`: the panel opens that
   * board. Default: the company's default board (the first of its switcher).
   */
  board?: string;
  /** Launcher label; an empty string falls back to 'Sayso'. */
  text?: string;
  colors?: SaysoColors;
  position?: 'right' | 'left';
  /**
   * `false`: no floating button. The page opens the panel itself, with `open()` /
   * `Sayso('open')` or any element carrying `data-sayso-open`. Default `true`.
   */
  launcher?: boolean;
  /** z-index of the launcher (the open panel sits in the top layer, above any z-index). */
  zIndex?: number;
  /** CSP nonce for the `<style>` fallback of browsers without constructable stylesheets. */
  nonce?: string;
  /** Where the Sayso portal lives. Defaults to the origin `sayso.js` was loaded from. */
  baseUrl?: string;
  /**
   * An identify token your server signed (`signIdentifyToken` from `@sayso/sdk/server`): the
   * panel then votes, submits and comments as that person. Same as `identify({ token })`.
   */
  token?: string;
}

/** The panel's two views: the board (the default) and the changelog's "What's new". */
export type SaysoView = 'feedback' | 'changelog';

/** What `open` takes: which view to show. Without it, the panel shows the view it showed last. */
export interface SaysoOpenOptions {
  view?: SaysoView;
}

/** What `identify` takes: a token from your server, or null to forget the person. */
export type SaysoIdentity = { token: string } | null;

/** Payload of the events the portal reports: the idea submitted or voted for. */
export interface SaysoIdeaEvent {
  featureId: number;
}

export interface SaysoEventMap {
  open: undefined;
  close: undefined;
  submit: SaysoIdeaEvent;
  vote: SaysoIdeaEvent;
}

export type SaysoEventName = keyof SaysoEventMap;
export type SaysoListener<E extends SaysoEventName> = (detail: SaysoEventMap[E]) => void;
export type Unsubscribe = () => void;

/**
 * `window.Sayso`: the command function of the script tag. Before `sayso.js` has loaded it is
 * the queue stub, which returns nothing, so `on` returns its unsubscribe only once loaded.
 */
export interface SaysoCommand {
  (command: 'init', options: SaysoOptions): void;
  (command: 'open', options?: SaysoOpenOptions): void;
  (command: 'close' | 'destroy'): void;
  (command: 'identify', identity: SaysoIdentity): void;
  <E extends SaysoEventName>(command: 'on', event: E, callback: SaysoListener<E>): Unsubscribe | undefined;
  /** Calls made before the script loaded (the stub's queue). */
  q?: { push(args: ArrayLike<unknown>): unknown };
}

declare global {
  interface Window {
    Sayso?: SaysoCommand;
  }
}
