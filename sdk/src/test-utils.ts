// Helpers for the unit tests (excluded from the published types).
import { HOST_TAG } from './core/mount';

export const BASE = 'https://feedback.example.com';
const PORTAL_ORIGIN = BASE;

export const host = () => document.querySelector(HOST_TAG) as HTMLElement | null;
export const shadow = () => host()?.shadowRoot ?? null;
export const launcher = () => shadow()?.querySelector<HTMLButtonElement>('button.launcher') ?? null;
export const dialog = () => shadow()?.querySelector('dialog') ?? null;
export const iframe = () => shadow()?.querySelector('iframe') ?? null;

/** Gives the (unloaded) iframe a window of its own so messages can claim to come from it. */
export function fakeFrameWindow(frame: HTMLIFrameElement): Window {
  const win = { postMessage() {} } as unknown as Window;
  Object.defineProperty(frame, 'contentWindow', { configurable: true, get: () => win });
  return win;
}

/** A message as the browser would deliver it from `source` at `origin`. */
export function post(data: unknown, origin = PORTAL_ORIGIN, source: unknown = iframe()?.contentWindow): void {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
}
