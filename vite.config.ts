import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const API_ORIGIN = 'http://127.0.0.1:8080';

/** Paths the API server answers; in development the browser reaches them through Vite. */
const API_PREFIXES = ['/api', '/account', '/upload', '/device', '/docs'];

/**
 * Large libraries each get a chunk of their own so that they are cached across
 * releases of the console, which changes far more often than they do.
 */
const VENDOR_CHUNKS: { name: string; test: RegExp }[] = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
  // Not MUI X (charts): it stays with the screens that draw charts, never loaded with the sign-in page.
  { name: 'mui', test: /node_modules[\\/](@mui[\\/](?!x-)|@emotion|@popperjs|react-transition-group)/ },
  // react-admin's core (data, auth, i18n, forms), wanted from the start. Its components
  // (ra-ui-materialui) are not grouped: a component only a screen uses stays with that screen.
  {
    name: 'react-admin',
    test: /node_modules[\\/](ra-core|@tanstack|react-hook-form|node-polyglot|inflection|query-string|lodash)[\\/]/,
  },
];

/**
 * A production build is a production build whatever NODE_ENV the shell has: the test
 * runner's NODE_ENV=test would otherwise bundle React's development build, more than
 * twice the size. Vite reads NODE_ENV after the plugins' `config` hooks.
 */
const productionNodeEnv: Plugin = {
  name: 'production-node-env',
  apply: (_config, { command, mode }) => command === 'build' && mode === 'production',
  config() {
    process.env.NODE_ENV = 'production';
  },
};

export default defineConfig({
  plugins: [react(), productionNodeEnv],
  server: {
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: API_ORIGIN, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Read by `npm run build`'s report of what /login loads first (server/web-build-size.ts).
    manifest: true,
    // exceljs alone is over 900 kB; it is loaded only when a list is exported.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      treeshake: {
        // The app's own modules do nothing when imported but define things, so a module whose
        // exports no one uses is left out: what an index re-exports for the lazy screens
        // stays out of the sign-in page's JavaScript. Libraries keep their own declarations.
        moduleSideEffects: (id: string) => !/[\\/]src[\\/].*\.tsx?$/.test(id) || /[\\/]src[\\/]main\.tsx$/.test(id),
      },
      output: {
        codeSplitting: {
          groups: VENDOR_CHUNKS.map((chunk, index) => ({
            name: chunk.name,
            test: chunk.test,
            priority: VENDOR_CHUNKS.length - index,
          })),
        },
      },
    },
  },
});
