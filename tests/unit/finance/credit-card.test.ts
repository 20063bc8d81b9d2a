import { describe, expect, it } from 'vitest';
import { calculatorFor } from '@/lib/finance';
import { runCalculatorWithDetails } from '@/lib/finance/readInputs';

const card = calculatorFor('creditCard');
const EXAMPLE = { balance: '5000', apr: '22', minPercent: '1', minRule: 'percentPlusInterest', minFloor: '25', payment: '200' };
const run = (inputs: Record<string, string>) => runCalculatorWithDetails(card, inputs);
const result = (inputs: Record<string, string>) => {
  const outcome = run(inputs);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
  return outcome;
};

/**
 * The test's own schedule, in cents, written from DATED.md's words: interest = balance × apr / 1200 to the cent;
 * minimum = the larger of the floor and the share (+ interest), at most balance + interest.
 */
function schedule(balanceDollars: number, apr: number, percent: number, plusInterest: boolean, floor: number, fixed?: number) {
  let balance = Math.round(balanceDollars * 100);
  let interestTotal = 0;
  let months = 0;
  const balances: number[] = [];
  while (balance > 0 && months < 1200) {
    const interest = Math.round((balance * apr) / 1200);
    const minimum = Math.min(Math.max(floor * 100, Math.round((balance * percent) / 100) + (plusInterest ? interest : 0)), balance + interest);
    const pay = fixed === undefined ? minimum : Math.min(fixed * 100, balance + interest);
    balance += interest - pay;
    interestTotal += interest;
    months += 1;
    balances.push(balance);
  }
  return { months, interest: interestTotal / 100, paidOff: balance <= 0, balances };
}

describe('creditCard', () => {
  it('works out month 1 from the reader’s numbers: $5,000 at 22 % is $91.67 of interest, so the minimum is $50.00 + $91.67', () => {
    // 5,000 × 22 / 1,200 = 91.6666… → $91.67; 1 % of $5,000 = $50.00.
    expect(result(EXAMPLE).result['minimumFirstPayment']).toBe(141.67);
  });

  it('follows the minimum and a fixed payment month by month to the cent, and what paying more saves', () => {
    const minimum = schedule(5000, 22, 1, true, 25);
    const fixed = schedule(5000, 22, 1, true, 25, 200);
    // Month 2 by hand: $4,950.00 × 22 / 1,200 = $90.75; the minimum $49.50 + $90.75 = $140.25; $4,950 + 90.75 − 140.25.
    expect(minimum.balances.slice(0, 2)).toEqual([495000, 490050]);
    const { result: r } = result(EXAMPLE);
    expect(r).toMatchObject({ minimumMonths: minimum.months, minimumInterest: minimum.interest, fixedMonths: fixed.months, fixedInterest: fixed.interest });
    expect(r['interestSaved']).toBeCloseTo(minimum.interest - fixed.interest, 9);
    expect(r['monthsSaved']).toBe(minimum.months - fixed.months);
    // The guide's figures, which the build proves against the page.
    expect([minimum.months, minimum.interest, fixed.months, fixed.interest]).toEqual([230, 8099.7, 34, 1749.9]);
  });

  it('gives the statement’s 36-month payment as the level payment at apr / 1200', () => {
    const r = 22 / 1200;
    expect(result(EXAMPLE).result['payoffIn36']).toBeCloseTo((5000 * r) / (1 - (1 + r) ** -36), 9);
    // Regulation Z's model statement (12 CFR 1026, appendix G-18(B)): a $1,784.53 balance at 14.99 % prints "$62" a
    // month for 3 years, $2,232 in all.
    const model = result({ ...EXAMPLE, balance: '1784.53', apr: '14.99', payment: '' }).result['payoffIn36']!;
    expect(Math.round(model)).toBe(62);
    expect(Math.round(model) * 36).toBe(2232);
  });

  it('uses the $25 floor when the share is smaller, and caps the minimum at the balance plus its interest', () => {
    // $1,000 at 18 %: interest $15.00, 1 % = $10.00 → $25.00 is more.
    expect(result({ ...EXAMPLE, balance: '1000', apr: '18', payment: '' }).result['minimumFirstPayment']).toBe(25);
    // $20 at 12 %: interest $0.20, so the most the minimum can be is $20.20, below the floor.
    expect(result({ ...EXAMPLE, balance: '20', apr: '12', payment: '' }).result).toMatchObject({ minimumFirstPayment: 20.2, minimumMonths: 1, minimumInterest: 0.2 });
  });

  it('takes the share alone under the percent rule', () => {
    // 2 % of $5,000 = $100.00, no interest added.
    const { result: r } = result({ ...EXAMPLE, minRule: 'percent', minPercent: '2', payment: '' });
    const own = schedule(5000, 22, 2, false, 25);
    expect(r).toMatchObject({ minimumFirstPayment: 100, minimumMonths: own.months, minimumInterest: own.interest });
  });

  it('says when the minimum never repays the card, with the balance after 10 years, and leaves minimumMonths out', () => {
    // 1 % of the balance against 22 % / 12 = 1.83 % of interest: the balance grows.
    const inputs = { ...EXAMPLE, minRule: 'percent', payment: '' };
    const outcome = result(inputs);
    const own = schedule(5000, 22, 1, false, 25);
    expect(own.paidOff).toBe(false);
    expect(outcome.result['minimumMonths']).toBeUndefined();
    const note = outcome.details!.notes.find((each) => each.name === 'minimum-never');
    const after10 = (own.balances[119]! / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
    expect(note?.text).toContain(`$${after10}`);
    expect(outcome.details!.notes.map((each) => each.name)).toContain('statement');
  });

  it('says what a statement prints only when the minimum takes longer than 36 months', () => {
    expect(result(EXAMPLE).details!.notes.find((each) => each.name === 'statement')?.text).toMatch(/36 months.*\$191/);
    // $500 at 12 % with a $25 floor: 21 months at most, so no statement figure.
    expect(result({ ...EXAMPLE, balance: '500', apr: '12', payment: '' }).details?.notes.map((each) => each.name) ?? []).not.toContain('statement');
  });

  it('rejects a payment below month 1’s minimum, or not above month 1’s interest, naming the figure', () => {
    const low = run({ ...EXAMPLE, payment: '141.66' });
    expect(low).toMatchObject({ ok: false, errors: [{ field: 'payment', message: expect.stringContaining('$141.67') }] });
    // Percent rule with no floor: 0.5 % of $5,000 = $25.00 is below the $91.67 of interest.
    const interest = run({ ...EXAMPLE, minRule: 'percent', minPercent: '0.5', minFloor: '0', payment: '91.67' });
    expect(interest).toMatchObject({ ok: false, errors: [{ field: 'payment', message: expect.stringContaining('$91.67') }] });
    expect(run({ ...EXAMPLE, minRule: 'percent', minPercent: '0.5', minFloor: '0', payment: '91.68' }).ok).toBe(true);
  });

  it('rejects a balance or APR of 0, a minimum % above 100 and a negative floor', () => {
    const outcome = run({ ...EXAMPLE, balance: '0', apr: '0', minPercent: '101', minFloor: '-1' });
    expect(outcome.ok ? [] : outcome.errors.map((each) => each.field)).toEqual(['balance', 'apr', 'minPercent', 'minFloor']);
  });

  it('reads blanks as the documented defaults: 1 %, interest added, a $25 floor, no fixed payment', () => {
    const { result: r } = result({ balance: '5000', apr: '22' });
    expect(r['minimumFirstPayment']).toBe(141.67);
    expect(r['fixedMonths']).toBeUndefined();
  });

  it('draws both balances by year and a yearly table of what each plan pays and owes', () => {
    const { details } = result(EXAMPLE);
    const chart = details!.charts.find((each) => each.name === 'balance');
    expect(chart?.kind === 'series' ? chart.series.map((each) => each.tone) : []).toEqual(['balance', 'savings']);
    const table = details!.table!;
    expect(table.columns.map((each) => each.key)).toEqual(['paidMinimum', 'balanceMinimum', 'paidFixed', 'balanceFixed']);
    // 230 months: 19 whole years and 2 months, 19.17 years.
    expect(table.yearly.at(-1)!.period).toBe(19.17);
    const own = schedule(5000, 22, 1, true, 25);
    expect(table.yearly[0]!.values[1]).toBe(own.balances[11]! / 100);
    // Year 3 of the fixed plan ends it (34 months): a balance of 0.
    expect(table.yearly[2]!.values[3]).toBe(0);
    expect(table.totals).toEqual([5000 + 8099.7, null, 5000 + 1749.9, null]);
  });
});
