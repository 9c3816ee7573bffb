import { attachSheet, type ManagedSheet } from './styles';

export const HOST_TAG = 'sayso-widget';

/** The widget's place in the page: one element, its open shadow root and the styles in it. */
export interface Mount {
  host: HTMLElement;
  container: HTMLElement;
  theme: ManagedSheet;
  remove(): void;
}

/** Adds the widget's only node to the page: a custom element holding an open shadow root. */
export function createMount(baseCss: string, themeCss: string, nonce: string | undefined): Mount {
  const host = document.createElement(HOST_TAG);
  const root = host.attachShadow({ mode: 'open' });
  const base = attachSheet(root, baseCss, nonce);
  const theme = attachSheet(root, themeCss, nonce);
  // Preact renders into its own element so it never touches a fallback <style> beside it.
  const container = document.createElement('div');
  root.append(container);
  document.body.append(host);
  return {
    host,
    container,
    theme,
    remove() {
      base.remove();
      theme.remove();
      host.remove();
    },
  };
}
