// Where the script-tag file of this very release lives, and its Subresource Integrity hash.
// The npm build defines both when dist/sayso.js (built first) is the released file of its
// version (sdk/releases), null otherwise; run from source (tests, the portal's dev server)
// they are absent. Without them snippets use the short-cached, unversioned URL instead.
declare const __SAYSO_SCRIPT__: ScriptInfo | null | undefined;

export interface ScriptInfo {
  /** The package version, the path segment of the immutable `/sdk/{version}/sayso.js`. */
  version: string;
  /** `sha384-…` of dist/sayso.js, for `integrity="…"`. */
  integrity: string;
}

export const SCRIPT: ScriptInfo | undefined =
  typeof __SAYSO_SCRIPT__ === 'undefined' ? undefined : (__SAYSO_SCRIPT__ ?? undefined);
