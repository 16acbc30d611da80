/**
 * Translating shared-catalog texts with a Lingui instance that holds the compiled catalog: light enough for
 * the web app's first chunk (no message compiler here; ./text.ts formats new messages). See ./README.md.
 */
import type { I18n } from '@lingui/core';
import type { Locale } from './format';
import { isMarked } from './mark';
import type { MessageValues } from './mark';

type Formatted = { id: string; values: MessageValues } | { texts: Partial<Record<Locale, string>> };

/**
 * Formatted texts and what they were made from, so a translator that only gets the English text (a zod
 * issue's message, an error's message) can format it again in another language. Bounded: the oldest entries
 * go first (messages made at module load are re-registered each time they are formatted again).
 */
// One registry per process, kept on globalThis: the server also loads the web's server renderer, a bundle with its own
// copy of this package and of zod. zod keeps its configuration on globalThis, so that copy's `customError` (./zod.ts)
// replaces the API's and writes the texts it makes into its own copy's registry; with a registry per copy the API's
// translator no longer found them, and every such refusal made after the first rendered page stayed in English.
const REGISTRY = Symbol.for('app.shared.i18n.formatted');
const formatted: Map<string, Formatted> = ((globalThis as Record<symbol, unknown>)[REGISTRY] ??= new Map<
  string,
  Formatted
>()) as Map<string, Formatted>;
const FORMATTED_MAX = 5000;

export function remember(text: string, entry: Formatted): void {
  formatted.delete(text);
  formatted.set(text, entry);
  if (formatted.size > FORMATTED_MAX) formatted.delete(formatted.keys().next().value!);
}

/** Registers the same text already written in other languages (zod's own messages from its locales). */
export function registerTranslations(english: string, texts: Partial<Record<Locale, string>>): void {
  remember(english, { texts });
}

function formatIn(i18n: I18n, id: string, values?: MessageValues): string | null {
  if (!Object.prototype.hasOwnProperty.call(i18n.messages, id)) return null;
  if (!values) return i18n._(id);
  const translated: MessageValues = {};
  for (const [key, value] of Object.entries(values)) {
    // A value registered with its other languages (a zoned time in an error) is translated like a marked one.
    translated[key] =
      typeof value === 'string' && (isMarked(value) || formatted.has(value))
        ? translateText(i18n, value)
        : value;
  }
  return i18n._(id, translated);
}

/**
 * A shared-catalog text in the language of `i18n` (an instance holding the compiled shared catalog): a marked
 * text, a text made by i18nFormat, or an id with its values. Any other text comes back unchanged.
 */
export function translateText(i18n: I18n, text: string, values?: MessageValues): string {
  const entry = formatted.get(text);
  if (entry && !values) {
    if ('texts' in entry) return entry.texts[i18n.locale as Locale] ?? text;
    return formatIn(i18n, entry.id, entry.values) ?? text;
  }
  return formatIn(i18n, text, values) ?? text;
}
