/**
 * DEPTH.md's loans on top of the contract: extra payments, the whole cost of a home, and the schedule, charts and
 * notes a loan page draws. Expected figures were worked independently of this code, with Python's decimal module
 * following DEPTH.md's rules (each month's interest rounded to the cent, halves up; the last month settles).
 */
import { describe, expect, it } from 'vitest';
import { emi, loan, mortgage, runCalculatorWithDetails } from '../../../src/lib/finance';
import { resultOf } from './helpers';

const HOME = { price: 400_000, downPayment: 40_000, rate: 6.5, years: 30 };

describe('extra payments', () => {
  it('$200 a month on $320,000 at 6.5 % for 30 years: paid off in 281 months, 79 sooner, $105,427.85 less interest', () => {
    // Without extra the schedule charges 408,140.64 of interest over 360 months; with it, 302,712.79 over 281.
    const result = resultOf(loan.calculate({ amount: 320_000, rate: 6.5, years: 30, extraMonthly: 200 }));
    expect(result).toMatchObject({ payoffMonths: 281, monthsSaved: 79, interestSaved: 105_427.85 });
  });

  it('keeps the contract’s results with their formula meaning: the payment without extra', () => {
    const plain = resultOf(loan.calculate({ amount: 320_000, rate: 6.5, years: 30 }));
    const withExtra = resultOf(loan.calculate({ amount: 320_000, rate: 6.5, years: 30, extraMonthly: 200 }));
    expect(withExtra.monthlyPayment).toBe(plain.monthlyPayment);
    expect(withExtra.totalInterest).toBe(plain.totalInterest);
  });

  it('adds no extra results without extra payments', () => {
    expect(Object.keys(resultOf(loan.calculate({ amount: 10_000, rate: 12, years: 1 })))).toEqual(['monthlyPayment', 'totalPayment', 'totalInterest']);
  });

  it('works on the EMI page in months: ₹5,00,000 at 10 % for 60 months with ₹5,000 extra ends in month 38', () => {
    const result = resultOf(emi.calculate({ amount: 500_000, rate: 10, months: 60, extraMonthly: 5000 }));
    // Interest without extra 137,411.38, with it 83,985.00.
    expect(result).toMatchObject({ payoffMonths: 38, monthsSaved: 22, interestSaved: 53_426.38 });
  });
});

describe('the whole cost of a home', () => {
  it('charges PMI while the balance starting a month is above 80 % of the price: 95 months on a 90 % loan', () => {
    expect(resultOf(mortgage.calculate({ ...HOME, pmi: 0.5 })).pmiMonths).toBe(95);
  });

  it('counts extra payments in the PMI months: 64 with $200 extra', () => {
    expect(resultOf(mortgage.calculate({ ...HOME, pmi: 0.5, extraMonthly: 200 })).pmiMonths).toBe(64);
  });

  it('has no PMI months on a loan that starts at 80 % of the price', () => {
    expect(resultOf(mortgage.calculate({ ...HOME, downPayment: 80_000, pmi: 0.5 })).pmiMonths).toBe(0);
  });

  it('adds a twelfth of the tax and insurance, the first month’s PMI and HOA to the payment', () => {
    const result = resultOf(mortgage.calculate({ ...HOME, propertyTax: 1.2, homeInsurance: 1500, pmi: 0.5, hoa: 100 }));
    // 400,000 x 1.2 % / 12 = 400; 1,500 / 12 = 125; 360,000 x 0.5 % / 12 = 150; HOA 100.
    expect(result.monthlyTotal! - result.monthlyPayment).toBeCloseTo(775, 9);
  });

  it('shows the home costs only when one of them is entered', () => {
    const result = resultOf(mortgage.calculate(HOME));
    expect(result.monthlyTotal).toBeUndefined();
    expect(result.pmiMonths).toBeUndefined();
  });
});

describe('loan details', () => {
  it('draw a yearly and a monthly schedule whose principal and extra add up to the amount borrowed', () => {
    const outcome = runCalculatorWithDetails(mortgage, { price: '400000', downPayment: '40000', rate: '6.5', years: '30', extraMonthly: '200' });
    const table = outcome.details?.table;
    expect(table?.monthly).toHaveLength(287);
    expect(table?.yearly.map((row) => row.period).at(-1)).toBe(23.92);
    expect(table?.csvName).toBe('mortgage-schedule.csv');
    const [, principal, , extra] = table?.totals ?? [];
    expect(Math.round((principal! + extra!) * 100)).toBe(36_000_000);
    expect(outcome.details?.charts.map((chart) => chart.name)).toEqual(['principal-interest', 'balance']);
  });

  it('add the breakdown chart and the 80 % rule sentence with home costs', () => {
    const outcome = runCalculatorWithDetails(mortgage, { price: '400000', downPayment: '40000', rate: '6.5', years: '30', pmi: '0.5', hoa: '100' });
    expect(outcome.details?.charts.map((chart) => chart.name)).toEqual(['breakdown', 'principal-interest', 'balance']);
    const breakdown = outcome.details?.charts[0];
    expect(breakdown?.kind === 'share' && breakdown.parts.map((part) => part.label)).toEqual(['Principal and interest', 'PMI', 'HOA']);
    expect(outcome.details?.notes.map((note) => note.text)).toEqual([expect.stringContaining('PMI stops after payment 95, in year 8')]);
  });

  it('say why there is no schedule for a term longer than 100 years', () => {
    const long = runCalculatorWithDetails(loan, { amount: '10000', rate: '12', years: '101' });
    expect(long.details?.notes.map((note) => note.text)).toContainEqual(expect.stringMatching(/up to 100 years/));
  });
});
