import { defineConfig } from 'vite';

// dist/sayso-news.js: the launcher's unread dot (src/news), plain DOM, loaded by sayso.js only
// once a launcher shows. Built first: the script-tag build writes its SRI hash into sayso.js.
export default defineConfig({
  build: {
    target: 'es2020',
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    minify: 'terser',
    terserOptions: {
      ecma: 2020,
      compress: { passes: 3, unsafe_arrows: true, pure_getters: true },
      mangle: { toplevel: true },
      format: { comments: false },
    },
    lib: {
      entry: 'src/news/news-script.ts',
      name: 'SaysoNews',
      formats: ['iife'],
      fileName: () => 'sayso-news.js',
    },
  },
});
