// Where the script-tag file of this very release lives, and its Subresource Integrity hash.
// The npm build computes both from dist/sayso.js (built first) and defines them; run from
// source (tests, the portal's dev server) they are absent and snippets use the short-cached,
// unversioned URL instead.
declare const __SAYSO_SCRIPT__: ScriptInfo | undefined;

export interface ScriptInfo {
  /** The package version, the path segment of the immutable `/sdk/{version}/sayso.js`. */
  version: string;
  /** `sha384-…` of dist/sayso.js, for `integrity="…"`. */
  integrity: string;
}

export const SCRIPT: ScriptInfo | undefined =
  typeof __SAYSO_SCRIPT__ === 'undefined' ? undefined : __SAYSO_SCRIPT__;
