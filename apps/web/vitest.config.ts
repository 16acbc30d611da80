import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import { getConfig } from '@lingui/conf';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { routeCatalogs } from './build/route-catalogs';

process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= '1';
// Found from here whatever the working directory (the root's `npm test` runs every project).
const configPath = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));

export default defineProject({
  plugins: [
    react(),
    babel({
      presets: [linguiTransformerBabelPreset({ linguiConfig: getConfig({ configPath }) }, { configPath })],
    }),
    lingui({ configPath }),
    routeCatalogs(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    restoreMocks: true,
    // Vitest's 5 s is too short on a loaded CI machine for the longer journeys (a page, several requests, a retry);
    // a test asserts behaviour, never a time.
    testTimeout: 30_000,
  },
});
