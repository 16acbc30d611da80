import { BILLING_RULES } from '@app/shared';
import type { Settings } from '@app/shared';

/**
 * The arithmetic of paid periods (issue 19, decisions 801 and 803), pure so that tests can check it on its own.
 * A "day" is 24 hours, shortened only by the e2e stack (BILLING_DAY_MS).
 */

export const DAY_MS = 24 * 3_600_000;
const VIETNAM_OFFSET_MS = 7 * 3_600_000;

/**
 * The end of a period that starts at `start`: the same time one calendar month later in Vietnam (GMT+7, no daylight
 * saving), or the last day of that month when it is shorter (31 January → 28/29 February). With a shortened day,
 * thirty of them.
 */
export function periodEnd(start: Date, dayMs = DAY_MS): Date {
  if (dayMs !== DAY_MS) return new Date(start.getTime() + 30 * dayMs);
  const local = new Date(start.getTime() + VIETNAM_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const next = new Date(
    Date.UTC(
      year,
      month,
      Math.min(local.getUTCDate(), lastDay),
      local.getUTCHours(),
      local.getUTCMinutes(),
      local.getUTCSeconds(),
      local.getUTCMilliseconds(),
    ),
  );
  return new Date(next.getTime() - VIETNAM_OFFSET_MS);
}

/** The start of the period that ends at `end` (one calendar month before, by the same rule). */
export function periodStartBefore(end: Date, dayMs = DAY_MS): Date {
  if (dayMs !== DAY_MS) return new Date(end.getTime() - 30 * dayMs);
  const local = new Date(end.getTime() + VIETNAM_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth() - 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const previous = new Date(
    Date.UTC(
      year,
      month,
      Math.min(local.getUTCDate(), lastDay),
      local.getUTCHours(),
      local.getUTCMinutes(),
      local.getUTCSeconds(),
      local.getUTCMilliseconds(),
    ),
  );
  return new Date(previous.getTime() - VIETNAM_OFFSET_MS);
}

/** When the package ends if the period is not renewed: `graceDays` after the paid period. */
export const graceEnd = (paidUntil: Date, dayMs = DAY_MS) =>
  new Date(paidUntil.getTime() + BILLING_RULES.graceDays * dayMs);

/** What an order charges for a plan price: the price itself when prices include VAT, else the price plus VAT. */
export function chargeFor(price: number, billing: Settings['billing']): number {
  return billing.prices_include_vat ? price : price + Math.round((price * billing.vat_percent) / 100);
}

/** The VAT inside a charged amount, and the amount before it (receipts). */
export function vatOf(amount: number, vatPercent: number): { vat: number; net: number } {
  const vat = Math.round((amount * vatPercent) / (100 + vatPercent));
  return { vat, net: amount - vat };
}

/**
 * A change to a dearer plan during a paid period (decision 803): the difference of the two monthly prices, times the
 * days left (a started day counts whole) over the days of the current period, rounded to the VND. A month renewed
 * early is still to come and is charged whole (decision 1141). The period's end does not move.
 */
export function proratedDifference(input: {
  fromPrice: number;
  toPrice: number;
  now: Date;
  paidUntil: Date;
  dayMs?: number;
  /**
   * The real start of a paid period by the time of its end (the paid orders'). A month from 31 January ends on
   * 28 February: going back a month from its end would give 28 January, three days too many (decision 1039).
   */
  starts?: ReadonlyMap<number, Date>;
}): number {
  const dayMs = input.dayMs ?? DAY_MS;
  const monthly = input.toPrice - input.fromPrice;
  const knownStart = (at: Date) => {
    const start = input.starts?.get(at.getTime());
    return start && start.getTime() < at.getTime() ? start : undefined;
  };
  const startOf = (at: Date) => knownStart(at) ?? periodStartBefore(at, dayMs);
  let end = input.paidUntil;
  let start = startOf(end);
  let wholeMonths = 0;
  while (start.getTime() > input.now.getTime()) {
    wholeMonths += 1;
    end = start;
    start = startOf(end);
  }
  // The days the monthly price buys: the month that starts where the period did (a period shortened to a share of a
  // month, decision 1144, is still priced by the day of a whole month).
  const monthEnd = knownStart(end) ? periodEnd(start, dayMs) : end;
  const periodDays = Math.round((monthEnd.getTime() - start.getTime()) / dayMs);
  const daysLeft = Math.min(
    periodDays,
    Math.max(1, Math.ceil((end.getTime() - input.now.getTime()) / dayMs)),
  );
  return Math.round(monthly * wholeMonths + (monthly * daysLeft) / periodDays);
}
