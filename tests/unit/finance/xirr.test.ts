import { describe, expect, it } from 'vitest';
import { runCalculatorWithDetails } from '../../../src/lib/finance';
import { calculators } from '../../../src/lib/finance/calculators.generated';
import { irrToasts } from '../../../src/lib/finance/calculators/irr';
import { xirrNeedsBothSigns, xirrNeedsTwoDates } from '../../../src/lib/finance/calculators/xirr';

const run = (cashFlows: string, dateOrder?: string) => runCalculatorWithDetails(calculators.xirr, { cashFlows, ...(dateOrder ? { dateOrder } : {}) });
const resultOf = (cashFlows: string, dateOrder?: string) => {
  const outcome = run(cashFlows, dateOrder);
  if (!outcome.ok || !outcome.details) throw new Error(JSON.stringify(outcome));
  return { result: outcome.result as Record<'xirr' | 'totalInvested' | 'totalReturned' | 'gain' | 'absoluteReturn' | 'days', number>, details: outcome.details };
};
const messageOf = (cashFlows: string, dateOrder?: string) => {
  const outcome = run(cashFlows, dateOrder);
  return outcome.ok ? '' : outcome.errors.map((error) => error.message).join(' ');
};

describe('xirr', () => {
  it("gives Excel's documented XIRR example: 0.373362535 (Microsoft's XIRR help page)", () => {
    const { result } = resultOf('2008-01-01 -10000; 1 Mar 2008 2750; Oct 30, 2008 4250; 15/02/2009 3250; 01/04/2009 2750');
    expect(result.xirr).toBeCloseTo(37.3362535, 6);
    // 2,750 + 4,250 + 3,250 + 2,750 = 13,000 back on 10,000: a gain of 3,000, 30 %.
    expect(result).toMatchObject({ totalInvested: 10000, totalReturned: 13000, gain: 3000, absoluteReturn: 30 });
    // 1 Jan 2008 to 1 Apr 2009: 366 days of 2008 + 31 + 28 + 31 = 456.
    expect(result.days).toBe(456);
  });
  it('solves a fund statement: monthly SIP, lakh amounts, the value today, each flow worth 0 together at the rate', () => {
    const text = '05/01/2024 -10,000\n05/02/2024 -10000\n05/03/2024 -10000\n05/04/2024 -10000\n05/05/2024 -10000\n05/06/2024 -10000\n15/12/2024 0.64 lakh';
    const { result, details } = resultOf(text);
    const days = [0, 31, 60, 91, 121, 152, 345];
    const amounts = [-10000, -10000, -10000, -10000, -10000, -10000, 64000];
    const value = amounts.reduce((sum, amount, i) => sum + amount / (1 + result.xirr / 100) ** ((days[i] ?? 0) / 365), 0);
    expect(Math.abs(value)).toBeLessThan(1e-6);
    expect(result.xirr).toBeCloseTo(9.13, 2);
    expect(result).toMatchObject({ totalInvested: 60000, totalReturned: 64000, gain: 4000, days: 345 });
    expect(result.absoluteReturn).toBeCloseTo((4000 / 60000) * 100, 10);
    expect(details.breakdown?.lines.map((line) => line.name)).toEqual(['flow1', 'flow2', 'flow3', 'flow4', 'flow5', 'flow6', 'flow7']);
    expect(details.breakdown?.lines[6]).toMatchObject({ label: '15 Dec 2024', values: [64000, 345, 345 / 365] });
    expect(details.notes.some((note) => note.name === 'several-rates')).toBe(false);
  });
  it('sorts flows typed out of date order and reads slashed dates by dateOrder', () => {
    const dmy = resultOf('01/04/2009 2750; 2008-01-01 -10000; 15/02/2009 3250; 01/03/2008 2750; 30/10/2008 4250', 'dmy');
    const mdy = resultOf('04/01/2009 2750; 2008-01-01 -10000; 02/15/2009 3250; 03/01/2008 2750; 10/30/2008 4250', 'mdy');
    expect(dmy.result.xirr).toBeCloseTo(37.3362535, 6);
    expect(mdy.result.xirr).toBeCloseTo(dmy.result.xirr, 10);
  });
  it('rejects an entry that is not a date and an amount, or a date that does not exist, naming it', () => {
    expect(messageOf('2024-01-15 -5000; hello 300')).toContain('“hello 300” is not a date and an amount');
    expect(messageOf('2024-01-15 -5000; 2024-06-01')).toContain('“2024-06-01”');
    expect(messageOf('2024-01-15 -5000; 31/04/2024 6000')).toContain('“31/04/2024 6000”: that date does not exist');
    expect(messageOf('2024-01-15 -5000; 13/05/2024 6000', 'mdy')).toContain('“13/05/2024 6000”: that date does not exist');
  });
  it('needs one amount put in, one taken out, and two different dates', () => {
    expect(messageOf('2024-01-15 -5000; 2024-06-01 -300')).toBe(xirrNeedsBothSigns);
    expect(messageOf('2024-01-15 5000; 2024-06-01 300')).toBe(xirrNeedsBothSigns);
    expect(messageOf('2024-01-15 -5000; 15 Jan 2024 6000')).toBe(xirrNeedsTwoDates);
  });
  it('says "several-rates" when the amounts in date order change sign more than once, zeros skipped', () => {
    // -100, +230, -132 (NPV 0 at 10 % and 20 % per year, a year apart): two changes of sign.
    const { details } = resultOf('2020-01-01 -100; 2021-01-01 230; 2021-06-01 0; 2022-01-01 -132');
    expect(details.notes.map((note) => note.name)).toContain('several-rates');
    const once = resultOf('2020-01-01 -100; 2020-06-01 0; 2021-01-01 -10; 2022-01-01 132');
    expect(once.details.notes.map((note) => note.name)).not.toContain('several-rates');
  });
  it('fails with the IRR page\'s "Calculation Failed" toast when no rate is found', () => {
    // Put in 100, take out 10, put in 100 later: at every rate the value stays below 0.
    const outcome = run('2020-01-01 -100; 2021-01-01 10; 2022-01-01 -100');
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.toast).toEqual(irrToasts.calculationFailed);
  });
});
