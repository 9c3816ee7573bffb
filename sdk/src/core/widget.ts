import { createRef, render } from 'preact';
import type { NewsTarget } from '../news/dot';
import { scrollLockCss, themeCss, widgetCss } from '../ui/styles';
import { Widget } from '../ui/widget';
import { createEmitter } from './emitter';
import { createMount, HOST_TAG, type Mount } from './mount';
import {
  embedUrl,
  mergeOptions,
  type ResolvedOptions,
  report,
  resolveOptions,
  type ScriptDefaults,
} from './options';
import type { SaysoMessage } from './protocol';
import { attachSheet, type ManagedSheet } from './styles';
import { listenToPortal } from './transport';
import type {
  SaysoEventName,
  SaysoIdentity,
  SaysoListener,
  SaysoOpenOptions,
  SaysoOptions,
  Unsubscribe,
} from './types';

/** sayso-news.js's SRI hash, written by the build (vite.script.config.ts); '' in tests. */
declare const __SAYSO_NEWS__: string;

// Short field names: the minifier keeps property names as written, and the 8 KB budget is tight.
interface Instance {
  /** What `init` was given so far; an update merges into it. */
  given: Partial<SaysoOptions>;
  options: ResolvedOptions;
  mount: Mount;
  /** The embed view's URL, null until the panel is first wanted. */
  src: string | null;
  open: boolean;
  /** The host page's scroll lock while the panel is open full-screen. */
  lock: ManagedSheet | null;
  /** Stops listening to the portal and the host's triggers. */
  stop: () => void;
}

// One widget per page: `init` again updates it, so there is never a second launcher.
let instance: Instance | null = null;
let defaults: ScriptDefaults = {};
// The host's identify token, in memory only: posted to the panel, never put in a URL or stored.
// '' (no one) is posted too: the panel starts with no one, so it changes nothing there.
let token = '';
const emitter = createEmitter();
// The unread dot's script, once appended: `w` hands it the widget, `s` is its start once loaded.
let newsScript: (HTMLScriptElement & { w?: NewsTarget; s?: (target: NewsTarget) => void }) | undefined;
const refs = {
  launcher: createRef<HTMLButtonElement>(),
  dialog: createRef<HTMLDialogElement>(),
  frame: createRef<HTMLIFrameElement>(),
};

/** The script tag passes where `sayso.js` came from and its nonce; npm users pass options. */
export function setDefaults(next: ScriptDefaults): void {
  defaults = next;
}

/** Subscribes to `open`, `close`, `submit` or `vote`; returns the unsubscribe. */
export function on<E extends SaysoEventName>(event: E, callback: SaysoListener<E>): Unsubscribe {
  return emitter.on(event, callback);
}

function paint(): void {
  const it = instance;
  if (!it) return;
  render(Widget(it.options, it.open, it.src, refs, open, warm, close, onClosed), it.mount.container);
}

/**
 * Counts a widget step for the board's Insights: first-party, one number per day, with the
 * page's origin and path only; nothing under Do Not Track (the server also honours the header).
 */
function track(event: string): void {
  const o = instance?.options;
  if (o && navigator.doNotTrack !== '1')
    navigator.sendBeacon?.(
      `${o.baseUrl}/api/companies/${o.company}/usage`,
      JSON.stringify({ event, source: 'widget', host: location.origin + location.pathname }),
    );
}

/** Posts the token to the panel, to the portal's origin only (again on each 'ready'). */
function send(): void {
  // A frame is only ever rendered for an instance.
  refs.frame.current?.contentWindow?.postMessage(
    { source: 'sayso', type: 'identify', token },
    (instance as Instance).options.origin,
  );
}

/** Identifies the person with a token your server signed; null forgets them. */
export function identify(identity: SaysoIdentity): void {
  token = identity?.token ?? '';
  send();
}

function handleMessage(message: SaysoMessage): void {
  if (message.type === 'ready') send();
  else if (message.type === 'submit' || message.type === 'vote') {
    track(message.type === 'vote' ? 'voted' : 'idea_submitted');
    emitter.emit(message.type, { featureId: message.featureId });
  } else if (message.type === 'close') {
    close();
  } else if (message.type === 'brand' && !(instance as Instance).given.colors?.from) {
    // The company's accent takes the place of the default launcher colours, never of colours the
    // host chose; through `init`, so the colours are checked as every colour is and kept on updates.
    init({ colors: message.colors } as SaysoOptions);
  }
}

function create(given: Partial<SaysoOptions>, options: ResolvedOptions): Instance | null {
  if (document.querySelector(HOST_TAG)) {
    report('init', 'one copy');
    return null;
  }
  return {
    given,
    options,
    mount: createMount(widgetCss, themeCss(options), options.nonce),
    src: null,
    open: false,
    lock: null,
    stop: listenToPortal(
      () => instance?.options.origin,
      () => refs.frame.current?.contentWindow,
      handleMessage,
      open,
    ),
  };
}

/** Shows the launcher, or updates it when it is already shown. */
export function init(options: SaysoOptions): void {
  if (typeof options !== 'object' || options === null) {
    report('init', 'an object', options);
    return;
  }
  const given = mergeOptions(instance?.given ?? {}, options);
  const resolved = resolveOptions(given, defaults);
  if (!resolved) return;
  if (options.token !== undefined) identify(options as { token: string });
  if (!instance) {
    instance = create(given, resolved);
    if (resolved.launcher) track('launcher_shown');
  } else {
    instance.given = given;
    instance.options = resolved;
    instance.mount.theme.set(themeCss(resolved));
    // A different company or portal means a different board: reload the frame.
    if (instance.src) instance.src = embedUrl(resolved, location.origin);
  }
  paint();
  if (instance) loadNews(instance);
}

/**
 * The unread dot lives in its own small file (sayso-news.js, with its SRI hash), appended only
 * once a launcher shows: a page without one, or before it, pays no byte and no request for it.
 */
function loadNews(it: Instance): void {
  const src = defaults.news;
  if (!src || !it.options.launcher) return;
  if (!newsScript) {
    newsScript = Object.assign(document.createElement('script'), {
      src,
      integrity: __SAYSO_NEWS__,
      crossOrigin: '',
      // undefined reads "undefined": no nonce a policy would accept, as none was given.
      nonce: it.options.nonce as string,
    });
    document.head.append(newsScript);
  }
  newsScript.w = it;
  newsScript.s?.(it);
}

/** Starts loading the board before it is needed (launcher hover or focus). */
function warm(): void {
  if (!instance || instance.src) return;
  instance.src = embedUrl(instance.options, location.origin);
  paint();
}

/**
 * Opens the panel as a modal dialog in the top layer, on `view` when given (else as it was).
 * Only the two names count: React's `onClick={open}` passes an event, whose `view` is the window.
 */
export function open(options?: SaysoOpenOptions): void {
  const it = instance;
  if (!it) report('open', 'init');
  const dialog = refs.dialog.current;
  if (!it || !dialog) return;
  const view = options?.view;
  // Points the frame at that view; without one it stays where the visitor left it (the embed
  // switches views itself). Preact writes src only when it changes.
  if (view === 'changelog' || view === 'feedback')
    it.src = embedUrl(it.options, location.origin, view === 'changelog');
  warm();
  if (dialog.open) {
    paint();
    return;
  }
  dialog.showModal();
  it.open = true;
  it.lock = attachSheet(document, scrollLockCss, it.options.nonce);
  paint();
  track('panel_opened');
  emitter.emit('open', undefined);
}

/** Closes the panel; the dialog's own `close` event finishes the job (onClosed). */
export function close(): void {
  if (refs.dialog.current?.open) refs.dialog.current.close();
}

// Every way of closing (ESC, close button, backdrop, close(), the portal) ends here,
// in the dialog's `close` event.
function onClosed(): void {
  const it = instance;
  if (!it?.open) return;
  it.open = false;
  it.lock?.remove();
  it.lock = null;
  paint();
  const active = document.activeElement;
  // Focus returns to the launcher unless the page already moved it somewhere of its own.
  // Without a launcher the browser's own dialog focus restore gives it back to the opener.
  if (!active || active === document.body || active === it.mount.host) refs.launcher.current?.focus();
  emitter.emit('close', undefined);
}

/** Removes every node, stylesheet and listener the widget added. Subscriptions made with `on` stay. */
export function destroy(): void {
  const it = instance;
  if (!it) return;
  instance = null;
  token = '';
  it.stop();
  it.lock?.remove();
  // Gone with its element: a next widget appends it afresh.
  newsScript?.remove();
  newsScript = undefined;
  render(null, it.mount.container);
  it.mount.remove();
}
