import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { translateText } from '@/lib/i18n';

/**
 * What to show for a failed request or action, in the active language: the error's own message (a shared or
 * server message goes through `translateText`), or a generic one.
 */
export function errorMessage(error: unknown): string {
  return error instanceof Error
    ? translateText(error.message)
    : i18n._(msg`Something went wrong. Please try again.`);
}
