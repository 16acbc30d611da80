import { i18n } from '@lingui/core';
import { formatDateTimeInZone, formatDay, formatNumber } from '@app/shared';
import type { Locale } from '@app/shared';

// Amounts and dates as the signed-in area's recruitment screens show them, in the active language (read when
// called, during a render). The public board's Vietnamese formats are in lib/jobs/format.ts.

/** The active language of the interface. */
const active = (): Locale => i18n.locale as Locale;

/**
 * "199,000 VND" / "199.000 VND": a VND amount grouped for the active language (decision 360: "199,000 VND/month" in
 * English outside /plans, whose Vietnamese prices are the spec's and use `formatMonthlyPrice`; decision 1083).
 */
export const formatVnd = (amount: number, locale: Locale = active()) => `${formatNumber(amount, locale)} VND`;

/** Where the product lives: timestamps that belong to no other zone are shown in Vietnam time (decision 340). */
export const PRODUCT_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/** "GMT+7" for Vietnam, "GMT+1"/"GMT+2" for Berlin by season: the offset in force at that instant. */
export function zoneOffsetLabel(iso: string, timeZone: string): string {
  // The label reads the same in both languages ("GMT+7").
  const part = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'shortOffset' })
    .formatToParts(new Date(iso))
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/**
 * One rule for every time on the recruitment screens (decision 340): the wall clock of the time's own zone (an
 * interview's zone; Vietnam time otherwise), labelled with its offset and zone, whatever the browser's zone.
 * "1 Dec 2026, 09:30 (GMT+7, Asia/Ho_Chi_Minh)"; "09:30 1 thg 12, 2026 (GMT+7, Asia/Ho_Chi_Minh)" in Vietnamese.
 */
export function formatDateTime(
  iso: string,
  timeZone: string = PRODUCT_TIME_ZONE,
  locale: Locale = active(),
): string {
  return formatDateTimeInZone(iso, timeZone, locale);
}

/** "09:30 (GMT+7)": a time in its zone for tight places (the week grid), still labelled. */
export function formatTimeInZone(iso: string, timeZone: string, locale: Locale = active()): string {
  const time = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(iso));
  return `${time} (${zoneOffsetLabel(iso, timeZone)})`;
}

/** "5 Nov 2026" / "5 thg 11, 2026": a day in Vietnam time; "—" when there is none. */
export function formatDate(iso: string | null, locale: Locale = active()): string {
  if (!iso) return '—';
  return formatDay(iso, locale, PRODUCT_TIME_ZONE);
}

/**
 * "Wednesday, 25 November 2026" / "Thứ Tư, 25 tháng 11, 2026": a day written out in full (the dashboard's today),
 * in Vietnam time like every other day the dashboard shows (decision 1168): a job posted "29 Nov" under a header
 * reading "Saturday, 28 November" in a browser behind Vietnam's clock read as posted tomorrow.
 */
export function formatLongDay(date: Date, locale: Locale = active()): string {
  // The same Intl locales as @app/shared's formatters (British English; Vietnamese).
  return new Intl.DateTimeFormat(locale === 'vi' ? 'vi' : 'en-GB', {
    dateStyle: 'full',
    timeZone: PRODUCT_TIME_ZONE,
  }).format(date);
}

/** A word's first letter with its accents (also typed decomposed), or a digit. */
const LEADING_LETTER = /[\p{L}\p{N}]\p{M}*/u;

/**
 * The first letter or digit of a name, upper-cased, for an avatar: "Ánh" → "Á", "😀 Bob" → "B"; "?" when it has
 * none. Never half of a UTF-16 pair, which `charAt(0)` gives for an emoji and prints as "�" (decision 1213).
 */
export const initialOf = (name: string): string =>
  LEADING_LETTER.exec(name.normalize('NFC'))?.[0].toUpperCase() ?? '?';
