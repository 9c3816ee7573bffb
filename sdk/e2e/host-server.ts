// The host site of the end-to-end tests: a plain node:http server on another origin than
// Sayso (127.0.0.1:4180 vs localhost:4173), like a customer's website. Each spec file gets
// its own port, since Playwright runs files in parallel workers.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';

// The Sayso server of playwright.config.ts; SAYSO_E2E_URL points a local run at another one.
export const SAYSO_URL = process.env.SAYSO_E2E_URL ?? `http://localhost:${process.env.E2E_PORT ?? 4173}`;
export const SDK_URL = `${SAYSO_URL}/sdk/v1/sayso.js`;
const sdkFile = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url));
/** The versioned, immutable URL of this version's release (sdk/releases) and its SRI hash. */
const VERSION = JSON.parse(sdkFile('package.json').toString('utf8')).version;
const VERSIONED_URL = `${SAYSO_URL}/sdk/${VERSION}/sayso.js`;
const INTEGRITY = JSON.parse(sdkFile('releases/manifest.json').toString('utf8'))[VERSION]['sayso.js'];
export const NONCE = 'e2eNonce123';

// The aggressive stylesheet, linked (not inline) so it also passes `style-src 'self'`.
const AGGRESSIVE_CSS = '* { font-size: 40px !important } button { background: red !important }';

const page = (head: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title>${head}</head><body>${body}</body></html>`;

const hostButton =
  '<main><h1>Host page</h1><button type="button" id="host-button">Host button</button></main>';

/** Records CSP violations from the first moment, in a nonce'd script. */
const violationRecorder = `<script nonce="${NONCE}">window.__violations=[];document.addEventListener('securitypolicyviolation',function(e){window.__violations.push(e.violatedDirective+' '+e.blockedURI)});</script>`;

const stub = `window.Sayso=window.Sayso||function(){(Sayso.q=Sayso.q||[]).push(arguments)};`;

const pages: Record<string, { body: string; headers?: Record<string, string> }> = {
  '/aggressive.html': {
    body: page(
      '<link rel="stylesheet" href="/aggressive.css">',
      `${hostButton}<script>window.__events=[];</script>` +
        `<script>${stub}Sayso('on','vote',function(e){__events.push('vote '+e.featureId)});Sayso('on','close',function(){__events.push('close')});</script>` +
        `<script src="${SDK_URL}" data-company="demo" async></script>`,
    ),
  },
  '/csp.html': {
    headers: {
      'Content-Security-Policy': `script-src 'nonce-${NONCE}'; style-src 'self'`,
    },
    body: page(
      `${violationRecorder}<link rel="stylesheet" href="/aggressive.css">`,
      `${hostButton}<script nonce="${NONCE}">${stub}Sayso('init',{company:'demo',text:'Feedback',nonce:'${NONCE}'});</script>` +
        `<script nonce="${NONCE}" src="${SDK_URL}" async></script>`,
    ),
  },
  '/blank.html': { body: page('', hostButton) },
  // `launcher: false`: the host's own button opens the panel, from the integrity-checked file.
  '/own-button.html': {
    body: page(
      '',
      '<main><h1>Host page</h1><button type="button" id="own" data-sayso-open>Send feedback</button></main>' +
        `<script>${stub}Sayso('init',{company:'demo',launcher:false});</script>` +
        `<script src="${VERSIONED_URL}" integrity="${INTEGRITY}" crossorigin="anonymous" async></script>`,
    ),
  },
};

/** The host site's origin on `port`. */
export const hostOrigin = (port: number) => `http://127.0.0.1:${port}`;

/** Starts the host site; also serves a built folder (the React example) under /react/. */
export async function startHostServer(port: number, reactDist?: string): Promise<() => Promise<void>> {
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', hostOrigin(port));
    if (url.pathname === '/aggressive.css') {
      res.writeHead(200, { 'Content-Type': 'text/css' }).end(AGGRESSIVE_CSS);
      return;
    }
    const known = pages[url.pathname];
    if (known) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ...known.headers }).end(known.body);
      return;
    }
    if (reactDist && url.pathname.startsWith('/react/')) {
      const rel = url.pathname.slice('/react/'.length) || 'index.html';
      const file = path.join(reactDist, path.normalize(rel).replace(/^(\.\.[/\\])+/, ''));
      try {
        const type = file.endsWith('.js')
          ? 'text/javascript'
          : file.endsWith('.css')
            ? 'text/css'
            : 'text/html';
        res.writeHead(200, { 'Content-Type': type }).end(await readFile(file));
      } catch {
        res.writeHead(404).end();
      }
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return () =>
    new Promise((resolve) => {
      // The browser keeps idle keep-alive sockets open; close() alone would wait for them.
      server.closeAllConnections();
      server.close(() => resolve());
    });
}
