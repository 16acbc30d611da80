export { i18n } from '@lingui/core';
export { activateLocale, catalogNames, loadCatalogs, withCatalogs } from './catalogs';
export type { CatalogName } from './catalogs';
export { detectLocale, LOCALE_PARAM, LOCALE_STORAGE_KEY, markDocumentLocale, rememberLocale } from './locale';
export type { Locale } from './locale';
export { adoptLocale, chooseLocale, onLocaleChosen, useLocale } from './use-locale';

/**
 * A text from packages/shared or the server (a validation message, a reply's message) in the active
 * language. Shared messages are keyed by their English text; any other text comes back as it is
 * (the server already answers in the language the client asked for).
 */
export { translateText } from './translate-text';
