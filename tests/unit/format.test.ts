/** How result numbers read: 2 decimals, `$` and `₹` grouping, percentages and counts, never `-0.00`. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CALCULATORS } from '../../src/config/calculators';
import { calculatorView } from '../../src/lib/calculatorView';
import { shownDifference } from '../../src/lib/compareRows';
import { formatCount, formatMoney, formatMonths, formatNumber, formatPercent, formatResult, formatYearsAndMonths, keepUnits, plural, yearLabel } from '../../src/lib/format';
import { formatMoneyAgainst } from '../../src/lib/formatAgainst';
import { withNoBreakUnits } from '../../integrations/no-break-units';
import { calculators, runCalculator } from '../../src/lib/finance';
import { resultOf } from './finance/helpers';

describe('formatMoney', () => {
  it('shows dollars US-style with 2 decimals: $1,234.56', () => {
    expect(formatMoney(1234.56, 'USD')).toBe('$1,234.56');
    expect(formatMoney(1854.0247200054619, 'USD')).toBe('$1,854.02');
    expect(formatMoney(0.5, 'USD')).toBe('$0.50');
  });

  it('shows rupees with Indian grouping: ₹12,34,567.89', () => {
    expect(formatMoney(1234567.89, 'INR')).toBe('₹12,34,567.89');
    expect(formatMoney(4068209.22, 'INR')).toBe('₹40,68,209.22');
  });

  it('puts the minus before the sign: -$5.00', () => {
    expect(formatMoney(-5, 'USD')).toBe('-$5.00');
  });

  it('never shows -0.00 for a value that rounds to zero', () => {
    expect(formatMoney(-0.001, 'USD')).toBe('$0.00');
    expect(formatMoney(-0, 'INR')).toBe('₹0.00');
  });

  it('shows the converter’s currencies with their own sign and 2 decimals', () => {
    expect(formatMoney(85.87, 'EUR')).toBe('€85.87');
    expect(formatMoney(85.87, 'GBP')).toBe('£85.87');
    expect(formatMoney(157.02, 'JPY')).toBe('¥157.02');
  });

  it('shows a dash, not NaN or ∞, for a number that is not finite', () => {
    expect(formatMoney(Number.NaN, 'USD')).toBe('—');
    expect(formatMoney(Infinity, 'USD')).toBe('—');
  });
});

describe('formatPercent', () => {
  it('shows a percentage value with 2 decimals: 12.5 -> 12.50%', () => {
    expect(formatPercent(12.5)).toBe('12.50%');
    expect(formatPercent(66.666666)).toBe('66.67%');
    expect(formatPercent(-2.1244)).toBe('-2.12%');
  });

  it('never shows -0.00%', () => {
    expect(formatPercent(-0.0001)).toBe('0.00%');
  });
});

describe('formatNumber', () => {
  it('groups thousands and shows 2 decimals by default', () => {
    expect(formatNumber(1234567.891)).toBe('1,234,567.89');
  });

  it('takes another number of decimals', () => {
    expect(formatNumber(3.14159, 4)).toBe('3.1416');
    expect(formatNumber(2.5, 0)).toBe('3');
  });

  it('never shows -0.00', () => {
    expect(formatNumber(-0.004)).toBe('0.00');
  });
});

describe('formatCount', () => {
  it('shows whole numbers without decimals and with grouping: 360 months, 1,250 units', () => {
    expect(formatCount(360)).toBe('360');
    expect(formatCount(1250)).toBe('1,250');
  });

  it('shows a fraction as needed: 4.5 years', () => {
    expect(formatCount(4.5)).toBe('4.5');
    expect(formatCount(5.4)).toBe('5.4');
  });
});

/**
 * The formats are Intl.NumberFormat's (en-US, and en-IN for the rupee) written out, so that no page pays for loading
 * the browser's locale data. Intl itself is the reference: every value, however it rounds, must read the same.
 */
describe('the formats match Intl.NumberFormat', () => {
  const currencies = ['USD', 'EUR', 'GBP', 'INR', 'JPY', 'CAD', 'AUD', 'CNY'] as const;
  const intlMoney = (currency: (typeof currencies)[number]) =>
    new Intl.NumberFormat(currency === 'INR' ? 'en-IN' : 'en-US', { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'negative' });
  const intlDecimal = (max: number, min: number) => new Intl.NumberFormat('en-US', { minimumFractionDigits: min, maximumFractionDigits: max, signDisplay: 'negative' });
  // Doubles of every size a calculator shows, halfway cases that are exact in binary (0.125, 2.5) and ones that are
  // not (1.005, 0.005), values that round to zero from below, amounts so large that a double's spacing is coarser
  // than a cent (73090061648352.1 is stored as …352.09375), and amounts past toFixed's range (1e21 and up).
  const edgeValues = [0, -0, 0.005, -0.005, 0.125, -0.125, 1.005, 2.5, -2.5, 999.995, 1000, 99999.999, 100000, 1e7, 73090061648352.1, 45035996273704.95, 1e15 + 0.5, 1e21, 1.5e22, -3.4e25, -0.004, 0.0049999];
  const anyValue = fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e25, max: 1e25 }), fc.constantFrom(...edgeValues), fc.integer().map((n) => n / 1000));

  it('money in each of the eight currencies', () => {
    for (const currency of currencies) {
      const intl = intlMoney(currency);
      for (const value of edgeValues) expect(formatMoney(value, currency)).toBe(intl.format(value));
      fc.assert(fc.property(anyValue, (value) => formatMoney(value, currency) === intl.format(value)), { numRuns: 2000 });
    }
  });

  it('percentages, plain numbers with 0 to 4 decimals, and counts', () => {
    fc.assert(fc.property(anyValue, (value) => formatPercent(value) === `${intlDecimal(2, 2).format(value)}%`), { numRuns: 2000 });
    fc.assert(fc.property(anyValue, (value) => formatCount(value) === intlDecimal(2, 0).format(value)), { numRuns: 2000 });
    for (const decimals of [0, 1, 2, 3, 4]) {
      const intl = intlDecimal(decimals, decimals);
      for (const value of edgeValues) expect(formatNumber(value, decimals)).toBe(intl.format(value));
      fc.assert(fc.property(anyValue, (value) => formatNumber(value, decimals) === intl.format(value)), { numRuns: 1000 });
    }
  });
});

describe('shownDifference (compare: kept, now and difference agree to the cent)', () => {
  it('is the difference of the two figures as shown: $30,774.80 kept and $28,999.20 now differ by −$1,775.60', () => {
    // $25,000 over 5 years at 8.5 % and at 6 %: the total payments, unrounded, as the loan formula gives them.
    const kept = resultOf(runCalculator(calculators.loan, { amount: '25000', rate: '8.5', years: '5' })).totalPayment;
    const now = resultOf(runCalculator(calculators.loan, { amount: '25000', rate: '6', years: '5' })).totalPayment;
    expect(formatMoney(kept, 'USD')).toBe('$30,774.80');
    expect(formatMoney(now, 'USD')).toBe('$28,999.20');
    expect(shownDifference(kept, now, 'money')).toBe(-1775.6);
  });

  it('rounds halves away from zero as the figures do, and never gives -0', () => {
    expect(shownDifference(0.004, 1.005, 'money')).toBe(1.01);
    expect(shownDifference(2.001, 2.004, 'percent')).toBe(0);
    expect(Object.is(shownDifference(2.004, 2.001, 'money'), -0)).toBe(false);
    expect(shownDifference(10, 13, 'count')).toBe(3);
  });
});

const NBSP = '\u00a0';

describe('keepUnits (a number and its unit never part at a line break)', () => {
  it('joins a number to %, months, years, days, lakh and crore with a no-break space', () => {
    expect(keepUnits('Needs (guide: 50 %) over 10 years, 27 months, 15 days, ₹20 lakh, ₹1 crore')).toBe(
      `Needs (guide: 50${NBSP}%) over 10${NBSP}years, 27${NBSP}months, 15${NBSP}days, ₹20${NBSP}lakh, ₹1${NBSP}crore`,
    );
  });

  it('leaves words that only start like a unit, and numbers without one, alone', () => {
    expect(keepUnits('5 yearsold? 12 monthsish, 3 dogs, year 5')).toBe('5 yearsold? 12 monthsish, 3 dogs, year 5');
  });

  it('is how spans of months read: 334 months (27 years 10 months)', () => {
    expect(formatMonths(334)).toBe(`334${NBSP}months (27${NBSP}years 10${NBSP}months)`);
    expect(formatMonths(1)).toBe(`1${NBSP}month`);
  });
});

describe('withNoBreakUnits (every static page, after the build)', () => {
  it('changes the text of a page, not its scripts, styles, attributes or calculator islands', () => {
    const page =
      '<p title="50 %">Save 20 % for 10 years</p><script>const a = "5 %";</script><style>a{}</style><astro-island props="x"><p>4 %</p></astro-island><p>6 %</p>';
    expect(withNoBreakUnits(page)).toBe(
      `<p title="50 %">Save 20${NBSP}% for 10${NBSP}years</p><script>const a = "5 %";</script><style>a{}</style><astro-island props="x"><p>4 %</p></astro-island><p>6${NBSP}%</p>`,
    );
  });
});

describe('yearLabel (a yearly table’s period, as a person says it)', () => {
  it('says a whole year as its number', () => {
    expect(yearLabel(1)).toBe('1');
    expect(yearLabel(30)).toBe('30');
  });

  it('says a last partial year as its number and months: 49 months is year 5 (1 month), 30 months year 3 (6 months)', () => {
    // DEPTH.md's periods: 49 months is 4.08 years, 30 months 2.5, 31 months 2.58, 47 months 3.92.
    expect(yearLabel(4.08)).toBe(`5 (1${NBSP}month)`);
    expect(yearLabel(2.5)).toBe(`3 (6${NBSP}months)`);
    expect(yearLabel(2.58)).toBe(`3 (7${NBSP}months)`);
    expect(yearLabel(3.92)).toBe(`4 (11${NBSP}months)`);
  });

  it('gives every whole number of months in a partial year, 1 to 11, as that many months', () => {
    for (let months = 1; months <= 11; months += 1) {
      const period = Math.round((2 + months / 12) * 100) / 100;
      expect(yearLabel(period)).toBe(`3 (${String(months)}${NBSP}month${months === 1 ? '' : 's'})`);
    }
  });

  it('keeps the decimals of a part of a year that is not whole months (2.3 years)', () => {
    expect(yearLabel(2.3)).toBe('2.3');
  });
});

describe('formatResult: words for a value a number would misstate', () => {
  it('shows the words given for that exact value, and the number for any other', () => {
    const words = { 0: 'no closing costs to pay back' };
    expect(formatResult(0, 'months', 'USD', words)).toBe('no closing costs to pay back');
    expect(formatResult(32, 'months', 'USD', words)).toBe('32\u00a0months (2\u00a0years 8\u00a0months)');
    expect(formatResult(0, 'months', 'USD')).toBe('0\u00a0months');
  });

  it('refinance’s break-even carries them into the page’s view', () => {
    const refinance = CALCULATORS.find((page) => page.id === 'refinance')!;
    const breakEven = calculatorView(refinance).results.find((result) => result.field === 'breakEvenMonths');
    expect(breakEven?.valueWords).toEqual({ 0: 'no closing costs to pay back' });
  });
});

describe('plural (a count and its unit, as a person says it)', () => {
  it('says 1 month and 1 year, never 1 months or 1 years', () => {
    expect(plural(1, 'month')).toBe(`1${NBSP}month`);
    expect(plural(1, 'year')).toBe(`1${NBSP}year`);
  });

  it('puts every other count in the plural, 0 and fractions included', () => {
    expect(plural(0, 'month')).toBe(`0${NBSP}months`);
    expect(plural(2, 'year')).toBe(`2${NBSP}years`);
    expect(plural(1.5, 'year')).toBe(`1.5${NBSP}years`);
    expect(plural(1_200, 'month')).toBe(`1,200${NBSP}months`);
  });

  it('takes an irregular plural', () => {
    expect(plural(3, 'person', 'people')).toBe(`3${NBSP}people`);
    expect(plural(1, 'person', 'people')).toBe(`1${NBSP}person`);
  });
});

describe('formatYearsAndMonths (a span of whole months, said once)', () => {
  it('says months under a year, years and months after: 10 months, 1 year, 6 years 10 months', () => {
    expect(formatYearsAndMonths(10)).toBe(`10${NBSP}months`);
    expect(formatYearsAndMonths(1)).toBe(`1${NBSP}month`);
    expect(formatYearsAndMonths(12)).toBe(`1${NBSP}year`);
    expect(formatYearsAndMonths(13)).toBe(`1${NBSP}year 1${NBSP}month`);
    // 82 = 6 × 12 + 10.
    expect(formatYearsAndMonths(82)).toBe(`6${NBSP}years 10${NBSP}months`);
  });

  it('is the part in brackets of formatMonths, which never says the months twice', () => {
    expect(formatMonths(82)).toBe(`82${NBSP}months (6${NBSP}years 10${NBSP}months)`);
    expect(formatMonths(12)).toBe(`12${NBSP}months (1${NBSP}year)`);
    expect(formatMonths(11)).toBe(`11${NBSP}months`);
  });
});

describe('formatMoneyAgainst (a figure beside the limit it is compared with)', () => {
  it('never rounds a figure under the limit up onto it: $399.996 under $400 is $399.99', () => {
    // 433.13 × 92.35 % = 399.995555: to the cent it would read $400.00; cut to the cent it is $399.99.
    expect(formatMoneyAgainst(433.13 * 0.9235, 400, 'USD')).toBe('$399.99');
    expect(formatMoneyAgainst(399.995, 400, 'USD')).toBe('$399.99');
  });

  it('shows a figure just over the limit with the decimal that tells them apart: $400.004 over $400', () => {
    expect(formatMoneyAgainst(400.004, 400, 'USD')).toBe('$400.004');
    expect(formatMoneyAgainst(400.0004, 400, 'USD')).toBe('$400.0004');
  });

  it('rounds as every figure does when the cents already keep the comparison true', () => {
    // 399.8755 (433 × 92.35 %) rounds to $399.88, still under $400.
    expect(formatMoneyAgainst(399.8755, 400, 'USD')).toBe('$399.88');
    expect(formatMoneyAgainst(1_234.567, 1_000, 'USD')).toBe('$1,234.57');
    expect(formatMoneyAgainst(400, 400, 'USD')).toBe('$400.00');
  });

  it('keeps the usual cents when the limit, shown to the cent, is those very cents: no digit of the figure can differ', () => {
    // $1.15 under a limit of $1.151, which shows as $1.15: cutting would not change a digit.
    expect(formatMoneyAgainst(1.15, 1.151, 'USD')).toBe('$1.15');
  });

  it('compares with the limit as shown to the cent, in rupees too', () => {
    // A limit of ₹1,500.004 shows as ₹1,500.00; ₹1,499.999 below it shows as ₹1,499.99, not ₹1,500.00.
    expect(formatMoneyAgainst(1_499.999, 1_500.004, 'INR')).toBe('₹1,499.99');
    expect(formatMoneyAgainst(1_49_999.996, 1_50_000, 'INR')).toBe('₹1,49,999.99');
  });
});
