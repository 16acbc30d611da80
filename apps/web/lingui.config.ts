import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// Catalogs per folder, so each page loads only the messages of the features it shows (decision 360).
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'vi'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  // Values that look like tags are shown as written, not read as the message's tags (src/lib/i18n/trans.tsx).
  runtimeConfigModule: { Trans: ['@/lib/i18n/trans', 'Trans'] },
  catalogs: [
    {
      // The shell, shared components and helpers: loaded before the first page renders.
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src/app', '<rootDir>/src/components', '<rootDir>/src/lib'],
      exclude: ['**/*.test.*', '**/testing/**'],
    },
    {
      // The public site is split by folder (layout, home, pages, content): `/` loads only its own.
      path: '<rootDir>/src/features/site/{name}/locales/{locale}',
      include: ['<rootDir>/src/features/site/{name}/'],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/features/{name}/'],
      exclude: ['**/*.test.*', '<rootDir>/src/features/site/'],
    },
  ],
});
