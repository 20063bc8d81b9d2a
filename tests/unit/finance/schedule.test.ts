/** The amortization schedule: what a lender charges, cent by cent (rounded payment, rounded interest, exact payoff). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amortizationSchedule,
  MAX_SCHEDULE_MONTHS,
  scheduleMonths,
  toCents,
  yearlyRows,
  type ScheduleRow,
} from '../../../src/lib/finance/loans/schedule';

/** Whole cents of a dollar amount that is already cents / 100 (independent of toCents, which is under test). */
const cents = (dollars: number): number => Math.round(dollars * 100);
const sumCents = (rows: readonly ScheduleRow[], key: 'payment' | 'principal' | 'interest' | 'extra'): number =>
  rows.reduce((total, row) => total + cents(row[key]), 0);

describe('toCents', () => {
  it('rounds halves up, including halves that binary floating point stores just below .5', () => {
    // 0.125 is exact in binary: 12.5 cents -> 13. 1.005 and 2.675 are stored as 1.00499999… and 2.67499999…,
    // but on paper they are halves, and a lender's decimal arithmetic rounds them up to 1.01 and 2.68.
    expect(toCents(0.125)).toBe(13);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(2.675)).toBe(268);
    expect(toCents(1896.2)).toBe(189_620);
    expect(toCents(0.004)).toBe(0);
  });
});

describe('scheduleMonths', () => {
  it('accepts a whole number of months, also when it comes from years x 12 or carries float noise', () => {
    expect(scheduleMonths(30)).toEqual({ ok: true, months: 30 });
    expect(scheduleMonths(2.5 * 12)).toEqual({ ok: true, months: 30 });
    // (0.1 + 0.2) x 100 = 30.000000000000004 in doubles: 30 months, not a fraction.
    expect(scheduleMonths((0.1 + 0.2) * 100)).toEqual({ ok: true, months: 30 });
  });

  it('refuses a fractional term: 30.1 years is 361.2 months', () => {
    expect(scheduleMonths(30.1 * 12)).toEqual({ ok: false, reason: 'fraction' });
  });

  it('draws at most 1,200 months (100 years)', () => {
    expect(MAX_SCHEDULE_MONTHS).toBe(1200);
    expect(scheduleMonths(1200)).toEqual({ ok: true, months: 1200 });
    expect(scheduleMonths(1201)).toEqual({ ok: false, reason: 'tooLong' });
  });
});

describe('amortizationSchedule', () => {
  it('charges Microsoft’s PMT example: 10,000 at 8 % over 10 months is 1,037.03 a month', () => {
    // Microsoft PMT docs: =PMT(8%/12, 10, 10000) = -$1,037.03.
    // Month 1: interest 10,000 x 0.08 / 12 = 66.666… -> 66.67; principal 1,037.03 - 66.67 = 970.36;
    //          balance 10,000 - 970.36 = 9,029.64.
    // Month 2: interest 9,029.64 x 0.08 / 12 = 722.3712 / 12 = 60.1976 -> 60.20; principal 976.83; balance 8,052.81.
    const schedule = amortizationSchedule({ principal: 10_000, annualPercent: 8, months: 10 });
    expect(schedule.payment).toBe(1037.03);
    expect(schedule.monthly[0]).toEqual({
      period: 1, opening: 10_000, payment: 1037.03, principal: 970.36, interest: 66.67, extra: 0, balance: 9029.64,
    });
    expect(schedule.monthly[1]).toEqual({
      period: 2, opening: 9029.64, payment: 1037.03, principal: 976.83, interest: 60.2, extra: 0, balance: 8052.81,
    });
  });

  it('settles the term’s last month with balance + interest, ending at exactly 0.00', () => {
    // Same loan, worked on: month 9 leaves 1,030.20. Month 10: interest 1,030.20 x 0.08 / 12 = 82.416 / 12
    // = 6.868 -> 6.87, so the last payment is 1,030.20 + 6.87 = 1,037.07 (4 cents more than P).
    // Interest by month: 66.67 + 60.20 + 53.69 + 47.13 + 40.53 + 33.89 + 27.20 + 20.47 + 13.69 + 6.87 = 370.34,
    // so 10,370.34 is paid in all (the formula's 10 x 1,037.032… = 10,370.32 ignores the rounding).
    const schedule = amortizationSchedule({ principal: 10_000, annualPercent: 8, months: 10 });
    expect(schedule.monthly).toHaveLength(10);
    expect(schedule.monthly[9]).toEqual({
      period: 10, opening: 1030.2, payment: 1037.07, principal: 1030.2, interest: 6.87, extra: 0, balance: 0,
    });
    expect(schedule.totals).toEqual({ payment: 10_370.34, principal: 10_000, interest: 370.34, extra: 0 });
  });

  it('charges the widely published $1,199.10 on $200,000 at 6 % for 30 years', () => {
    // r = 0.06 / 12 = 0.005. Month 1: interest 200,000 x 0.005 = 1,000.00 exactly; principal 1,199.10 - 1,000.00
    // = 199.10; balance 199,800.90. Month 2: interest 199,800.90 x 0.005 = 999.0045 -> 999.00; principal 200.10;
    // balance 199,600.80.
    const schedule = amortizationSchedule({ principal: 200_000, annualPercent: 6, months: 360 });
    expect(schedule.payment).toBe(1199.1);
    expect(schedule.monthly).toHaveLength(360);
    expect(schedule.monthly[0]).toMatchObject({ interest: 1000, principal: 199.1, balance: 199_800.9 });
    expect(schedule.monthly[1]).toMatchObject({ opening: 199_800.9, interest: 999, principal: 200.1, balance: 199_600.8 });
    expect(schedule.monthly.at(-1)?.balance).toBe(0);
    expect(schedule.totals.principal).toBe(200_000);
  });

  it('rounds a month’s interest half up: $100.50 at 12 % a year is 1.005 of interest, charged as 1.01', () => {
    // r = 0.12 / 12 = 0.01; 100.50 x 0.01 = 1.005 -> 1.01. A one-month term pays 100.50 + 1.01 = 101.51.
    const schedule = amortizationSchedule({ principal: 100.5, annualPercent: 12, months: 1 });
    expect(schedule.monthly).toEqual([
      { period: 1, opening: 100.5, payment: 101.51, principal: 100.5, interest: 1.01, extra: 0, balance: 0 },
    ]);
  });

  it('lets the last payment be above or below P, whichever settles the balance', () => {
    // $1.00 at 0 % over 3 months: P = 0.333… -> 0.33; 1.00 - 2 x 0.33 = 0.34 is left for month 3 (> P).
    const under = amortizationSchedule({ principal: 1, annualPercent: 0, months: 3 });
    expect(under.payment).toBe(0.33);
    expect(under.monthly.map((row) => row.payment)).toEqual([0.33, 0.33, 0.34]);
    // $2.00 over 3 months: P = 0.666… -> 0.67; 2.00 - 2 x 0.67 = 0.66 is left for month 3 (< P).
    const over = amortizationSchedule({ principal: 2, annualPercent: 0, months: 3 });
    expect(over.monthly.map((row) => row.payment)).toEqual([0.67, 0.67, 0.66]);
  });

  it('ends early when rounding P up overpays: $1.00 at 0 % over 150 months is paid off in month 100', () => {
    // P = 1.00 / 150 = 0.00666… -> 0.01, and 100 payments of 0.01 repay the 1.00.
    const schedule = amortizationSchedule({ principal: 1, annualPercent: 0, months: 150 });
    expect(schedule.payment).toBe(0.01);
    expect(schedule.monthly).toHaveLength(100);
    expect(schedule.monthly.at(-1)).toMatchObject({ period: 100, payment: 0.01, balance: 0 });
  });

  it('applies extra payments after the month’s principal and ends the loan early', () => {
    // $10,000 at 12 % over 12 months: r = 0.01, P = 10,000 x 0.01 / (1 - 1.01^-12) = 888.487… -> 888.49
    // (the standard textbook figure). Month 1: interest 100.00; principal 788.49; 10,000 - 788.49 = 9,211.51,
    // less the 1,000 extra = 8,211.51. Month 2: interest 82.1151 -> 82.12; principal 806.37; 8,211.51 - 806.37
    // - 1,000 = 6,405.14. Months 3-5 likewise leave 4,580.70, 2,738.02 and 876.91. Month 6: interest 8.7691
    // -> 8.77, and 876.91 + 8.77 = 885.68 < P settles it, with no extra needed.
    // Interest: 100 + 82.12 + 64.05 + 45.81 + 27.38 + 8.77 = 328.13.
    const schedule = amortizationSchedule({ principal: 10_000, annualPercent: 12, months: 12, extraMonthly: 1000 });
    expect(schedule.payment).toBe(888.49);
    expect(schedule.monthly[0]).toEqual({
      period: 1, opening: 10_000, payment: 888.49, principal: 788.49, interest: 100, extra: 1000, balance: 8211.51,
    });
    expect(schedule.monthly[1]).toMatchObject({ interest: 82.12, principal: 806.37, extra: 1000, balance: 6405.14 });
    expect(schedule.monthly).toHaveLength(6);
    expect(schedule.monthly[5]).toEqual({
      period: 6, opening: 876.91, payment: 885.68, principal: 876.91, interest: 8.77, extra: 0, balance: 0,
    });
    expect(schedule.totals).toEqual({ payment: 5328.13, principal: 5000, interest: 328.13, extra: 5000 });
  });

  it('caps an extra payment at what is left after the month’s principal', () => {
    // $1,000 at 12 % over 12 months: P = 888.487… / 10 = 88.8487… -> 88.85. Month 1: interest 10.00; principal
    // 78.85; 921.15 - 500 extra = 421.15. Month 2: interest 4.2115 -> 4.21; principal 84.64; 336.51 is left,
    // so the extra is 336.51, not 500.
    const schedule = amortizationSchedule({ principal: 1000, annualPercent: 12, months: 12, extraMonthly: 500 });
    expect(schedule.monthly).toHaveLength(2);
    expect(schedule.monthly[1]).toEqual({
      period: 2, opening: 421.15, payment: 88.85, principal: 84.64, interest: 4.21, extra: 336.51, balance: 0,
    });
  });

  it('rounds the amount borrowed and the extra payment to the cent first', () => {
    // 0.125 -> 0.13 borrowed, repaid in one month at 0 %; an extra of 0.004 rounds to nothing.
    const schedule = amortizationSchedule({ principal: 0.125, annualPercent: 0, months: 1, extraMonthly: 0.004 });
    expect(schedule.monthly).toEqual([
      { period: 1, opening: 0.13, payment: 0.13, principal: 0.13, interest: 0, extra: 0, balance: 0 },
    ]);
  });
});

describe('yearlyRows', () => {
  it('numbers full years 1, 2 … and a last partial year by its length to 2 decimals', () => {
    // 30 months = 2.5 years; 31 months = 2.5833… -> 2.58.
    const thirty = amortizationSchedule({ principal: 10_000, annualPercent: 5, months: 30 });
    expect(yearlyRows(thirty.monthly).map((row) => row.period)).toEqual([1, 2, 2.5]);
    const thirtyOne = amortizationSchedule({ principal: 10_000, annualPercent: 5, months: 31 });
    expect(yearlyRows(thirtyOne.monthly).map((row) => row.period)).toEqual([1, 2, 2.58]);
  });

  it('sums each year’s months to the cent and shows the balance at the end of its last month', () => {
    const { monthly, totals } = amortizationSchedule({ principal: 123_456.78, annualPercent: 7.25, months: 31, extraMonthly: 99.99 });
    const years = yearlyRows(monthly);
    years.forEach((year, index) => {
      const months = monthly.slice(index * 12, index * 12 + 12);
      for (const key of ['payment', 'principal', 'interest', 'extra'] as const) {
        expect(cents(year[key])).toBe(sumCents(months, key));
        expect(year[key]).toBe(sumCents(months, key) / 100);
      }
      expect(year.opening).toBe(months[0]?.opening);
      expect(year.balance).toBe(months.at(-1)?.balance);
    });
    expect(sumCents(years, 'interest')).toBe(cents(totals.interest));
  });

  it('gives no rows for no months', () => {
    expect(yearlyRows([])).toEqual([]);
  });
});

describe('amortizationSchedule properties', () => {
  // Random loans: $1 to $2,000,000 with cents, 0.01 % to 30 %, 1 to 480 months, extra $0 to $5,000 with cents.
  const loans = fc.record({
    principalCents: fc.integer({ min: 100, max: 200_000_000 }),
    annualPercent: fc.integer({ min: 1, max: 3000 }).map((hundredths) => hundredths / 100),
    months: fc.integer({ min: 1, max: 480 }),
    extraCents: fc.integer({ min: 0, max: 500_000 }),
  });
  const runs = { numRuns: 200 };

  it('repays exactly the amount borrowed, ends at 0.00, never goes negative and never outlasts the term', () => {
    fc.assert(
      fc.property(loans, ({ principalCents, annualPercent, months, extraCents }) => {
        const schedule = amortizationSchedule({ principal: principalCents / 100, annualPercent, months, extraMonthly: extraCents / 100 });
        const { monthly, totals } = schedule;
        expect(cents(totals.principal) + cents(totals.extra)).toBe(principalCents);
        expect(monthly.length).toBeGreaterThan(0);
        expect(monthly.length).toBeLessThanOrEqual(months);
        expect(monthly.at(-1)?.balance).toBe(0);
        // Each row's rules as plain checks, one expect for the first row that breaks any: an expect per value of
        // 96,000 rows made this test take seconds, and time out on a loaded machine.
        let opening = principalCents;
        const broken = monthly.flatMap((row, index) => {
          // Interest is the opening balance times the monthly rate, to the nearest cent.
          const exact = row.opening * 100 * (annualPercent / 1200);
          const rules = {
            numbered: row.period === index + 1,
            'opens at the last balance': cents(row.opening) === opening,
            'never negative': row.balance >= 0,
            'payment is principal plus interest': cents(row.payment) === cents(row.principal) + cents(row.interest),
            'balance follows': cents(row.opening) - cents(row.principal) - cents(row.extra) === cents(row.balance),
            'interest to the nearest cent': Math.abs(cents(row.interest) - exact) <= 0.5 + 1e-11 * exact + 1e-9,
            'whole cents': Object.values(row).every((value) => Math.round(value * 100) / 100 === value),
            'level payment but the last': index === monthly.length - 1 || row.payment === schedule.payment,
          };
          opening = cents(row.balance);
          return Object.entries(rules).flatMap(([rule, holds]) => (holds ? [] : [{ row: index + 1, rule, ...row }]));
        });
        expect(broken.slice(0, 1)).toEqual([]);
      }),
      runs,
    );
  });

  it('never charges more interest with extra payments than without', () => {
    fc.assert(
      fc.property(loans, ({ principalCents, annualPercent, months, extraCents }) => {
        const loan = { principal: principalCents / 100, annualPercent, months };
        const plain = amortizationSchedule(loan);
        const withExtra = amortizationSchedule({ ...loan, extraMonthly: extraCents / 100 });
        expect(cents(withExtra.totals.interest)).toBeLessThanOrEqual(cents(plain.totals.interest));
        expect(withExtra.monthly.length).toBeLessThanOrEqual(plain.monthly.length);
      }),
      runs,
    );
  });

  it('totals are the cent-exact sums of the months', () => {
    fc.assert(
      fc.property(loans, ({ principalCents, annualPercent, months, extraCents }) => {
        const { monthly, totals } = amortizationSchedule({ principal: principalCents / 100, annualPercent, months, extraMonthly: extraCents / 100 });
        for (const key of ['payment', 'principal', 'interest', 'extra'] as const) expect(totals[key]).toBe(sumCents(monthly, key) / 100);
      }),
      runs,
    );
  });
});
