/**
 * Messages of the shared catalog (src/i18n/locales/{en,vi}.po): the texts of packages/shared (zod messages,
 * MESSAGES). Their id is the English text itself, so a text that is not in the catalog passes through
 * unchanged. See ./README.md. Translating them is ./translate.ts.
 *
 * No Lingui macro here: the server runs under tsx without Babel. `i18nText('…')` and `i18nFormat('…', values)`
 * are the markers `lingui extract` finds (the extractor in packages/shared/lingui.config.ts); their first
 * argument must be a string literal.
 */
import { setupI18n } from '@lingui/core';
import type { I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { remember } from './translate';
import type { Message, MessageValues } from './mark';

export type { Message, MessageValues } from './mark';
export { i18nText } from './mark';

// English messages are their own ids: formatted from the source, compiled on first use (made lazily, so a
// bundle that only translates never runs this).
let english: I18n | undefined;
const englishCache = new Map<string, ReturnType<typeof compileMessage>>();

function formatEnglish(id: string, values: MessageValues): string {
  english ??= setupI18n({ locale: 'en', messages: { en: {} } });
  let compiled = englishCache.get(id);
  if (!compiled) {
    compiled = compileMessage(id);
    englishCache.set(id, compiled);
    english.load('en', { [id]: compiled });
  }
  return english._(id, values);
}

/**
 * Marks an English ICU message (a string literal such as `'{label} is required'` or
 * `'{count, plural, one {# posting} other {# postings}}'`) and formats it in English with `values`. The
 * result translates with translateText: the message is formatted again in the reader's language, and every
 * value that is itself a marked text is translated first.
 */
export function i18nFormat(id: string, values: MessageValues): Message {
  const text = formatEnglish(id, values);
  remember(text, { id, values });
  return text as Message;
}
