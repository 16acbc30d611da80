import { defineConfig } from '@lingui/cli';
import type { ExtractorType } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import ts from 'typescript';

// `tr` is the name the server gives a translator bound to one language (apps/api/src/lib/i18n.ts,
// translatorFor): `tr('Hello {name},', { name })` in the mail templates.
const MARKERS = new Set(['i18nText', 'i18nFormat', 'tr']);

/**
 * The shared catalog has no macros (the server runs under tsx without Babel): messages are the first
 * argument of `i18nText('…')` and `i18nFormat('…', values)` (src/i18n/text.ts). That argument must be a
 * string literal, or extraction fails, so a message cannot escape the catalog.
 */
const markerExtractor: ExtractorType = {
  match: (filename) => /\.tsx?$/.test(filename) && !/\.test\.tsx?$/.test(filename),
  extract(filename, code, onMessageExtracted) {
    if (!/\b(i18nText|i18nFormat|tr)\(/.test(code)) return;
    const source = ts.createSourceFile(filename, code, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        MARKERS.has(node.expression.text)
      ) {
        const [first] = node.arguments;
        const { line, character } = source.getLineAndCharacterOfPosition(node.getStart(source));
        if (!first || !(ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))) {
          throw new Error(
            `${filename}:${line + 1}:${character + 1}: ${node.expression.text} takes a string literal as its first argument`,
          );
        }
        onMessageExtracted({ id: first.text, origin: [filename, line + 1, character + 1] });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  },
};

// Two catalogs without macros (issue 17, decision 360): packages/shared's (zod messages, MESSAGES), which the
// web app loads too, and the server's (API errors, mails, .ics texts), which only the server needs. Ids are
// the English text; en.po leaves msgstr empty, vi.po holds the translations.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'vi'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  extractors: [markerExtractor],
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', '**/node_modules/**'],
    },
    {
      path: '<rootDir>/../../apps/api/src/i18n/locales/{locale}',
      include: ['<rootDir>/../../apps/api/src'],
      exclude: ['**/*.test.*', '**/node_modules/**'],
    },
  ],
});
