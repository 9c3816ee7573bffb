// Stand-in for preact/jsx-runtime in our bundles (aliased in the Vite configs): the automatic
// JSX transform's calls mapped onto Preact's own `h`, which the bundle carries anyway. The
// real runtime adds ~0.1 KB gzip for dev-tool fields we do not use; the 8 KB budget is tight.
import { Fragment, h } from 'preact';

type Props = Record<string, unknown>;

export function jsx(type: Parameters<typeof h>[0], props: Props, key?: unknown) {
  return h(type, key === undefined ? props : { ...props, key });
}
export { Fragment, jsx as jsxs };
