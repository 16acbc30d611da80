import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { featureBoundaries } from './eslint/feature-boundaries.js';
import { uiText } from './eslint/ui-text.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '**/data/**',
      'e2e/artifacts/**',
      'e2e/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Icons one module each (lucide-react/icons/x): the package's index imports every icon, and a build group that
    // took a page's modules with their imports took all of them, so other pages' icons came from that page's chunk.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'lucide-react',
              message: "Import each icon from 'lucide-react/icons/<name>'.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // Features never import each other (docs/architecture.md, "Web layout").
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    plugins: { 'feature-boundaries': featureBoundaries },
    rules: { 'feature-boundaries/no-cross-feature-imports': 'error' },
  },
  {
    // Every text people read is in the catalogs (decision 360); tests and test helpers may use literals.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/test-utils.tsx', 'apps/web/src/testing/**', 'apps/web/src/lib/testing/**'],
    plugins: { 'ui-text': uiText },
    rules: { 'ui-text/no-literal-ui-text': 'error' },
  },
  {
    // The server's mails too: their subjects, paragraphs and buttons are catalog messages (decision 361).
    files: ['apps/api/src/mail/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { 'ui-text': uiText },
    rules: { 'ui-text/no-literal-mail-text': 'error' },
  },
);
