import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_ORIGIN = 'http://127.0.0.1:3000';

// Packages every page needs go into one long-cached vendor chunk. Everything else is split
// along the lazy routes, so the landing page and the public board never download the
// dashboard or the payment pages.
const VENDOR =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|styled-components|stylis|@emotion[\\/](is-prop-valid|memoize|unitless)|swr|use-sync-external-store|cookie|set-cookie-parser)[\\/]/;

// react-router's package exports have no 'production' condition, so a plain build bundles
// its development files (dev warnings, bigger). Point production builds at its production files.
const routerProduction = (file: string) =>
  fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(mode === 'production'
        ? [
            { find: /^react-router$/, replacement: routerProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: routerProduction('dom-export.mjs') },
          ]
        : []),
    ],
  },
  server: {
    proxy: {
      '/api': API_ORIGIN,
      '/uploads': API_ORIGIN,
      '/sdk': API_ORIGIN,
    },
  },
  preview: {
    proxy: {
      '/api': API_ORIGIN,
      '/uploads': API_ORIGIN,
      '/sdk': API_ORIGIN,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/check-portal-budget.mjs reads the manifest to sum a route's first-load JS.
    manifest: true,
    rolldownOptions: {
      // The shared contract only declares things; marking it side-effect free lets pages that
      // need a label or the plan catalogue skip the zod schemas (and zod) they do not use.
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/]api[\\/]src[\\/]contract[\\/]/.test(id),
      },
      output: {
        codeSplitting: {
          groups: [{ name: 'vendor', test: VENDOR }],
        },
      },
    },
  },
}));
