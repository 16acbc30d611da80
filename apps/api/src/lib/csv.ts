import { wallClockOf } from '@app/shared';

/**
 * CSV for spreadsheets (RFC 4180, decision 300). Every cell is quoted with its quotes doubled, so commas and line
 * breaks stay inside it; a cell that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, or a tab or CR before
 * one) starts with an apostrophe instead (OWASP "CSV injection").
 */

export type CsvCell = string | number | boolean | Date | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '""';
  if (typeof value === 'number' || typeof value === 'boolean') return `"${String(value)}"`;
  const text = value instanceof Date ? value.toISOString() : value;
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Rows joined with CRLF, with a trailing CRLF; a UTF-8 BOM so Excel reads Vietnamese text right. */
export function toCsv(header: string[], rows: CsvCell[][]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/**
 * The day an export is named after: today in Vietnam, where the product's staff work (an export made at 06:00 in Hanoi
 * is dated that day, not the day before as UTC would have it).
 */
export const exportDay = (now: Date): string => wallClockOf(now, 'Asia/Ho_Chi_Minh').date;
