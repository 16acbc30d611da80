import { REPORT_DAYS } from '@app/shared';
import type { Preset } from './labels';

const DAY = 86_400_000;
const OFFSET = 7 * 3_600_000;

/** Today in Vietnam (the reports' calendar, decision 905), as YYYY-MM-DD. */
export const todayInVietnam = (now = new Date()) =>
  new Date(now.getTime() + OFFSET).toISOString().slice(0, 10);

const minusDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - n * DAY).toISOString().slice(0, 10);

/** The days a preset covers, both ends included, up to today. */
export function presetRange(preset: Exclude<Preset, 'custom'>, today: string): { from: string; to: string } {
  if (preset === 'quarter') {
    const [year, month] = today.split('-').map(Number) as [number, number];
    const first = Math.floor((month - 1) / 3) * 3 + 1;
    return { from: `${year}-${String(first).padStart(2, '0')}-01`, to: today };
  }
  return { from: minusDays(today, Number(preset) - 1), to: today };
}

/**
 * Whether an address's `from` or `to` is a calendar day written YYYY-MM-DD that exists (2026-02-30 does not) between
 * 2000 and 2099 (decision 1067), as the server takes it: a shared or hand-edited link with anything else falls back to
 * the default period.
 */
export function isDay(value: string | null): value is string {
  if (value === null || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  if (value < REPORT_DAYS.first || value > REPORT_DAYS.last) return false;
  const at = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === value;
}
