import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import { STUB_SNIPPET } from './src/core/stub';
import { preactJsx } from './vite.shared';

// sayso.js loads dist/sayso-news.js (built just before, vite.news.config.ts) with this hash, so
// the SRI chain from the customer's tag holds for the file sayso.js adds. SHA-256 (SRI's
// shortest): its 44 characters do not compress, and sayso.js has no byte to spare.
const newsIntegrity = `sha256-${createHash('sha256')
  .update(readFileSync(new URL('./dist/sayso-news.js', import.meta.url)))
  .digest('base64')}`;

// dist/stub.js: the queue stub as a file, so its size is budgeted like the rest.
const stubFile: Plugin = {
  name: 'sayso-stub',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'stub.js', source: `${STUB_SNIPPET}\n` });
  },
};

// The script-tag build: one self-contained IIFE, dist/sayso.js, served at
// /sdk/{version}/sayso.js (and /sdk/sayso.js). Runs after the news file's build and before the
// npm build, which hashes its output.
export default defineConfig({
  ...preactJsx,
  define: { __SAYSO_NEWS__: JSON.stringify(newsIntegrity) },
  build: {
    target: 'es2020',
    outDir: 'dist',
    // Keeps sayso-news.js, built first.
    emptyOutDir: false,
    sourcemap: false,
    // terser packs the widget some 60 bytes (gzip) tighter than the default minifier: that
    // room pays for the Insights usage counts within the 8 KB budget. `unsafe_methods` turns
    // the object literals' arrows into methods (none uses `this`, none is called with `new`):
    // 9 bytes more, which pay for the `board` option.
    minify: 'terser',
    terserOptions: {
      ecma: 2020,
      compress: { passes: 3, unsafe_arrows: true, pure_getters: true, unsafe_methods: true, inline: 1 },
      mangle: { toplevel: true, properties: { regex: /^__[a-zA-Z]$|^_sb$/ } },
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
