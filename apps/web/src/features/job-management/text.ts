import { formatDay, formatNumber } from '@app/shared';
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

/** "30,000,000 VND – 50,000,000 VND", "From 30,000,000 VND": a posting's monthly range in the reader's format. */
export function salaryText(min: number | null, max: number | null, i18n: I18n): string {
  const locale = i18n.locale as Locale;
  if (min == null && max == null) return i18n._(msg`Salary not stated`);
  const low = min == null ? '' : `${formatNumber(min, locale)} VND`;
  const high = max == null ? '' : `${formatNumber(max, locale)} VND`;
  if (min != null && max != null) return `${low} – ${high}`;
  return min != null ? i18n._(msg`From ${low}`) : i18n._(msg`Up to ${high}`);
}

/** A calendar day in Vietnam, or a dash when there is none. */
export function dayText(iso: string | null, i18n: I18n): string {
  return iso ? formatDay(iso, i18n.locale as Locale) : '—';
}
