import { formatDay } from '@app/shared';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Locale } from '@app/shared';
import { translateText } from '@/lib/i18n';

/** A failed request's message in the reader's language (the server's own words, or a generic one). */
export function errorText(error: unknown, i18n: I18n): string {
  return error instanceof Error
    ? translateText(error.message)
    : i18n._(msg`Something went wrong. Please try again.`);
}

/** A calendar day in Vietnam, or a dash when there is none. */
export function dayText(iso: string | null, i18n: I18n): string {
  return iso ? formatDay(iso, i18n.locale as Locale) : '—';
}
