// Amounts and dates as the signed-in area's recruitment screens show them (English, VND).
// The public board's Vietnamese formats are in lib/jobs/format.ts.

const vnd = new Intl.NumberFormat('vi-VN');
export const formatVnd = (amount: number) => `${vnd.format(amount)} VND`;

export function salaryText(min: number | null, max: number | null): string {
  if (min == null && max == null) return 'Salary not stated';
  if (min != null && max != null) return `${formatVnd(min)} – ${formatVnd(max)}`;
  return min != null ? `From ${formatVnd(min)}` : `Up to ${formatVnd(max ?? 0)}`;
}

/** Where the product lives: timestamps that belong to no other zone are shown in Vietnam time (decision 340). */
export const PRODUCT_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/** "GMT+7" for Vietnam, "GMT+1"/"GMT+2" for Berlin by season: the offset in force at that instant. */
export function zoneOffsetLabel(iso: string, timeZone: string): string {
  const part = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'shortOffset' })
    .formatToParts(new Date(iso))
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/**
 * One rule for every time on the recruitment screens (decision 340): the wall clock of the time's own zone (an
 * interview's zone; Vietnam time otherwise), labelled with its offset and zone, whatever the browser's zone.
 * "1 Dec 2026, 09:30 (GMT+7, Asia/Ho_Chi_Minh)".
 */
export function formatDateTime(iso: string, timeZone: string = PRODUCT_TIME_ZONE): string {
  const local = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso));
  return `${local} (${zoneOffsetLabel(iso, timeZone)}, ${timeZone})`;
}

/** "09:30 (GMT+7)": a time in its zone for tight places (the week grid), still labelled. */
export function formatTimeInZone(iso: string, timeZone: string): string {
  const time = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(iso));
  return `${time} (${zoneOffsetLabel(iso, timeZone)})`;
}

export function formatDate(iso: string | null): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Asia/Ho_Chi_Minh' }).format(
    new Date(iso),
  );
}
