import { i18n } from '@lingui/core';
import { translateText as translateShared } from '@app/shared';

/**
 * A text from packages/shared or the server in the active language: shared messages are keyed by their
 * English text (and those built with values are rebuilt in the language); any other text comes back
 * as it is (the server already answers in the language the client sent).
 */
export const translateText = (text: string): string => translateShared(i18n, text);
