import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import { getConfig } from '@lingui/conf';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { publicChunks } from './build/public-chunks';
import { routeCatalogs } from './build/route-catalogs';

process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= '1';
// Found from here whatever the working directory (the root's `npm test` runs every project).
const configPath = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));

/**
 * Builds (the browser's and the server renderer's) run on Preact with its compat layer in place of React DOM
 * (decision 1012). The dev server and unit tests keep React DOM: its Fast Refresh works there.
 */
const PREACT = [
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
  {
    find: /^@\/lib\/renderer-parity$/,
    replacement: fileURLToPath(new URL('./src/lib/renderer-parity.preact.ts', import.meta.url)),
  },
];

/**
 * React Router's package names only its development build (its `ENABLE_DEV_WARNINGS` on); builds take the
 * production one beside it, whose warnings and their messages the minifier then drops (decision 1036).
 */
const REACT_ROUTER_PRODUCTION = [
  {
    find: /^react-router$/,
    replacement: fileURLToPath(
      new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
    ),
  },
  {
    find: /^react-router\/dom$/,
    replacement: fileURLToPath(
      new URL('../../node_modules/react-router/dist/production/dom-export.mjs', import.meta.url),
    ),
  },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  // Lingui's macros compile messages to ids; .po catalogs are compiled when imported (decision 360).
  plugins: [
    react(),
    babel({
      presets: [linguiTransformerBabelPreset({ linguiConfig: getConfig({ configPath }) }, { configPath })],
    }),
    lingui({ configPath }),
    routeCatalogs(),
    publicChunks(),
    tailwindcss(),
  ],
  resolve: {
    alias: [
      ...(command === 'build' ? [...PREACT, ...REACT_ROUTER_PRODUCTION] : []),
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // React 19 has useSyncExternalStore: no shim in the bundle (decision 1010).
      {
        find: /^use-sync-external-store\/shim(?:\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url)),
      },
    ],
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  // No preload helper: the server names a rendered page's chunks in <link rel="modulepreload"> (decision 1003).
  // The particles' worker (decision 1033) is a module, like the page's own chunks.
  worker: { format: 'es' },
  build: { target: 'es2022', sourcemap: false, manifest: true, modulePreload: false },
  // The server renderer (src/entry-server.tsx, decision 1000) is one self-contained file for Node.
  ssr: { noExternal: true },
  // React's production build on the server too, whatever NODE_ENV the server runs with.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
}));
