import { describe, expect, it } from 'vitest';
import { DAY_MS, chargeFor, periodEnd, periodStartBefore, proratedDifference, vatOf } from './periods';

// Issue 19, decisions 801 and 803: the arithmetic of periods, on its own.

const vn = (text: string) => new Date(`${text}+07:00`);

describe('periodEnd: one calendar month in Vietnam', () => {
  it('ends at the same time a month later', () => {
    expect(periodEnd(vn('2026-03-15T09:30:00'))).toEqual(vn('2026-04-15T09:30:00'));
    // Early morning in Vietnam is still the previous day in UTC: the month is Vietnam’s.
    expect(periodEnd(vn('2026-03-01T06:00:00'))).toEqual(vn('2026-04-01T06:00:00'));
    expect(periodEnd(vn('2026-12-20T23:59:59'))).toEqual(vn('2027-01-20T23:59:59'));
  });

  it('ends on the last day of a shorter month', () => {
    expect(periodEnd(vn('2026-01-31T10:00:00'))).toEqual(vn('2026-02-28T10:00:00'));
    expect(periodEnd(vn('2028-01-31T10:00:00'))).toEqual(vn('2028-02-29T10:00:00'));
    expect(periodEnd(vn('2026-05-31T00:30:00'))).toEqual(vn('2026-06-30T00:30:00'));
  });

  it('goes back a month by the same rule, and uses thirty days of a shortened day', () => {
    expect(periodStartBefore(vn('2026-04-15T09:30:00'))).toEqual(vn('2026-03-15T09:30:00'));
    expect(periodStartBefore(vn('2026-03-31T10:00:00'))).toEqual(vn('2026-02-28T10:00:00'));
    const start = new Date('2026-01-01T00:00:00Z');
    expect(periodEnd(start, 1_000).getTime() - start.getTime()).toBe(30_000);
    expect(periodStartBefore(periodEnd(start, 1_000), 1_000)).toEqual(start);
  });
});

describe('proratedDifference: a dearer plan for the days left', () => {
  const paidUntil = vn('2026-04-15T09:30:00'); // a 31-day period from 15 March
  it('charges the difference of the monthly prices times the days left over the period’s days', () => {
    expect(
      proratedDifference({ fromPrice: 199_000, toPrice: 499_000, now: vn('2026-03-25T09:30:00'), paidUntil }),
    ).toBe(Math.round((300_000 * 21) / 31));
    // A started day counts whole.
    expect(
      proratedDifference({ fromPrice: 199_000, toPrice: 499_000, now: vn('2026-03-25T10:00:00'), paidUntil }),
    ).toBe(Math.round((300_000 * 21) / 31));
    expect(
      proratedDifference({ fromPrice: 199_000, toPrice: 499_000, now: vn('2026-04-15T09:00:00'), paidUntil }),
    ).toBe(Math.round(300_000 / 31));
    // The whole period at its very start.
    expect(
      proratedDifference({ fromPrice: 199_000, toPrice: 499_000, now: vn('2026-03-15T09:30:00'), paidUntil }),
    ).toBe(300_000);
  });

  it('charges a month renewed early in full: the dearer plan runs through it too', () => {
    const renewedUntil = periodEnd(paidUntil); // 15 May: the next month was paid before 15 April
    expect(
      proratedDifference({
        fromPrice: 199_000,
        toPrice: 499_000,
        now: vn('2026-03-25T09:30:00'),
        paidUntil: renewedUntil,
      }),
    ).toBe(300_000 + Math.round((300_000 * 21) / 31));
    // In the renewed month itself, only its own days left.
    expect(
      proratedDifference({
        fromPrice: 199_000,
        toPrice: 499_000,
        now: vn('2026-04-25T09:30:00'),
        paidUntil: renewedUntil,
      }),
    ).toBe(Math.round((300_000 * 20) / 30));
  });
});

describe('proratedDifference: the real start of a month cut short (decision 1039)', () => {
  const start = vn('2027-01-31T10:00:00');
  const paidUntil = periodEnd(start); // 28 February: 28 days, not the 31 from 28 January
  const starts = new Map([[paidUntil.getTime(), start]]);

  it('prices the days left by the days the month from 31 January really has', () => {
    expect(paidUntil).toEqual(vn('2027-02-28T10:00:00'));
    const now = vn('2027-02-14T10:00:00'); // 14 days left
    expect(proratedDifference({ fromPrice: 199_000, toPrice: 499_000, now, paidUntil, starts })).toBe(
      Math.round((300_000 * 14) / 28),
    );
    // At its very start, the whole difference, not 28/31 of it.
    expect(proratedDifference({ fromPrice: 199_000, toPrice: 499_000, now: start, paidUntil, starts })).toBe(
      300_000,
    );
  });

  it('prices a month shortened to a share (decision 1144) by the day of a whole month', () => {
    const shortEnd = new Date(start.getTime() + 14 * DAY_MS);
    const now = vn('2027-02-07T10:00:00'); // 7 days left of 14
    expect(
      proratedDifference({
        fromPrice: 199_000,
        toPrice: 499_000,
        now,
        paidUntil: shortEnd,
        starts: new Map([[shortEnd.getTime(), start]]),
      }),
    ).toBe(Math.round((300_000 * 7) / 28));
  });
});

describe('VAT', () => {
  it('is inside the price when prices include it, added when they do not', () => {
    const included = { vat_percent: 10, prices_include_vat: true, free_published_postings: null };
    expect(chargeFor(199_000, included)).toBe(199_000);
    expect(chargeFor(199_000, { ...included, prices_include_vat: false })).toBe(218_900);
    expect(vatOf(199_000, 10)).toEqual({ vat: 18_091, net: 180_909 });
    expect(vatOf(218_900, 10)).toEqual({ vat: 19_900, net: 199_000 });
    expect(vatOf(199_000, 0)).toEqual({ vat: 0, net: 199_000 });
  });
});
