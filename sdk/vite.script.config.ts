import { defineConfig, type Plugin } from 'vite';
import { STUB_SNIPPET } from './src/core/stub';
import { preactJsx } from './vite.shared';

// dist/stub.js: the queue stub as a file, so its size is budgeted like the rest.
const stubFile: Plugin = {
  name: 'sayso-stub',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'stub.js', source: `${STUB_SNIPPET}\n` });
  },
};

// The script-tag build: one self-contained IIFE, dist/sayso.js, served at
// /sdk/{version}/sayso.js (and /sdk/sayso.js). Runs first: the npm build hashes its output.
export default defineConfig({
  ...preactJsx,
  build: {
    target: 'es2020',
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // terser packs the widget some 60 bytes (gzip) tighter than the default minifier: that
    // room pays for the Insights usage counts within the 8 KB budget. `unsafe_methods` turns
    // the object literals' arrows into methods (none uses `this`, none is called with `new`):
    // 9 bytes more, which pay for the `board` option.
    minify: 'terser',
    terserOptions: {
      ecma: 2020,
      compress: { passes: 3, unsafe_arrows: true, pure_getters: true, unsafe_methods: true },
      mangle: { toplevel: true },
      format: { comments: false },
    },
    lib: {
      entry: 'src/script-tag.ts',
      name: 'SaysoScript',
      formats: ['iife'],
      fileName: () => 'sayso.js',
    },
  },
  plugins: [stubFile],
});
