// Amounts and dates as the signed-in area's recruitment screens show them (English, VND).
// The public board's Vietnamese formats are in lib/jobs/format.ts.

const vnd = new Intl.NumberFormat('vi-VN');
export const formatVnd = (amount: number) => `${vnd.format(amount)} VND`;

export function salaryText(min: number | null, max: number | null): string {
  if (min == null && max == null) return 'Salary not stated';
  if (min != null && max != null) return `${formatVnd(min)} – ${formatVnd(max)}`;
  return min != null ? `From ${formatVnd(min)}` : `Up to ${formatVnd(max ?? 0)}`;
}

export function formatDateTime(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso));
}

export function formatDate(iso: string | null): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Asia/Ho_Chi_Minh' }).format(
    new Date(iso),
  );
}
