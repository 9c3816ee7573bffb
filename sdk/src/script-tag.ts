// The script-tag build (dist/sayso.js, served at /sdk/{version}/sayso.js, /sdk/sayso.js and,
// for embeds made before versioned URLs, /sdk/v1/sayso.js): reads its own <script>
// element, then takes over `window.Sayso` and replays the queue.
import { installGlobal } from './core/command';
import { setDefaults } from './core/widget';

/** The portal's base URL: the script's URL without `/sdk/[segment/]sayso.js` (and any query). */
const baseUrlOf = (script: HTMLScriptElement | null) =>
  script?.src.replace(/\/sdk\/([^/]+\/)?sayso\.js(\?.*)?$/, '');

// currentScript is only set while this file first runs, so read it before anything waits.
const script = document.currentScript as HTMLScriptElement | null;
// The script's own nonce also serves the <style> fallback when `init` names none.
// The unread dot's file sits beside this one (same version folder, so its SRI hash matches).
setDefaults({
  baseUrl: baseUrlOf(script),
  nonce: script?.nonce || undefined,
  news: script?.src && new URL('sayso-news.js', script.src).href,
});
// The short form, `<script src=… data-company="acme" data-board="mobile" async>`: everything
// else goes through `Sayso('init', {...})`, which takes every option.
const { company, board } = script?.dataset ?? {};
const boot = () => installGlobal(window, company ? { company, board } : null);

// An async script can run before <body> exists; the launcher needs it.
if (document.body) boot();
else document.addEventListener('DOMContentLoaded', boot, { once: true });
