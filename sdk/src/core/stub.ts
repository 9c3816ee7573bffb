/**
 * The queue stub, exactly as site owners paste it before `Sayso(...)` calls. It records every
 * call in `Sayso.q` until `sayso.js` has loaded and replays them. Also built to dist/stub.js.
 */
export const STUB_SNIPPET = 'window.Sayso=window.Sayso||function(){(Sayso.q=Sayso.q||[]).push(arguments)};';
