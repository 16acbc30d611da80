// Calendar checks without zod or Intl, shared by the forms and the server (decision 285).
import { i18nText } from './i18n/mark';

export const DATE_MESSAGES = {
  dateShape: i18nText('Use a date (YYYY-MM-DD) or an ISO date-time'),
  realDate: i18nText('Enter a real date (that day does not exist in the calendar)'),
  realDateTime: i18nText('Enter a real date and time (that day or hour does not exist)'),
  deadlinePast: i18nText('The deadline has passed; choose today or a later day'),
  interviewPast: i18nText('The interview must start in the future'),
  interviewTooFar: i18nText('An interview can start at most five years from now'),
} as const;

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-](\d{2}):(\d{2}))?)?$/;

/** True when the year, month (1–12) and day exist in the proleptic Gregorian calendar. */
export function isRealDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

/**
 * True when `YYYY-MM-DD`, `YYYY-MM-DDTHH:mm[:ss[.sss]]` or the same with `Z`/`±HH:mm` names a real day
 * and a real clock time (00:00–23:59:59, offsets up to ±14:00). 2027-02-31 and 25:00 are not.
 * A text of another shape is false too.
 */
export function isRealDateTimeText(value: string): boolean {
  const m = DATE_TIME.exec(value);
  if (!m) return false;
  const [, y, mo, d, hh, mi, ss, , oh, om] = m;
  if (!isRealDate(Number(y), Number(mo), Number(d))) return false;
  if (hh !== undefined && (Number(hh) > 23 || Number(mi) > 59 || Number(ss ?? 0) > 59)) return false;
  if (oh !== undefined && (Number(oh) > 14 || Number(om) > 59)) return false;
  return true;
}

/** The shapes a date or date-time field accepts (checked before the calendar). */
export const isDateTimeShape = (value: string) => DATE_TIME.test(value);
