import { describe, expect, it } from 'vitest';
import { expectWorkingHoldsLater, stepNamed } from './workingRules';

/**
 * The working of a loan with events (WORKING.md, DATED.md): every result it adds is worked out from what the page
 * shows, the payment after the last change from the balance of the month before it, and the payoff month as rows.
 */
describe('loan events working', async () => {
  it('works a mortgage with prepayments and rate changes, the payment after the last change worked out again', async () => {
    const steps = await expectWorkingHoldsLater({ id: 'mortgage', inputs: { price: '400000', downPayment: '80000', rate: '6.5', years: '30', prepayments: '12 10000; 24 10000', rateChanges: '61 7.25; 121 5.75', rateChangeEffect: 'payment' } });
    expect(stepNamed(steps, 'changeBalance')).toMatchObject({ kind: 'row', table: 'monthly', period: 120 });
    expect(stepNamed(steps, 'finalPayment').for).toBe('finalPayment');
    expect(stepNamed(steps, 'payoffMonths')).toMatchObject({ kind: 'row', table: 'monthly' });
  });
  it('says the payment is the level one when no event changes it (prepayments that shorten the loan)', async () => {
    const steps = await expectWorkingHoldsLater({ id: 'loan', inputs: { amount: '25000', rate: '8.5', years: '5', prepayments: '12 2000', extraMonthly: '50' } });
    expect(stepNamed(steps, 'finalPayment').expr).toMatch(/^round\(/);
    expect(steps.map((step) => step.name)).toEqual(expect.arrayContaining(['monthsSaved', 'interestSaved', 'totalInterestWithExtra']));
  });
  it('works an EMI whose floating rate resets move the end month, and a prepayment that lowers the EMI', async () => {
    await expectWorkingHoldsLater({ id: 'emi', inputs: { amount: '5000000', rate: '8.5', months: '240', prepayments: '12 1 lakh', rateChanges: '25 9.5; 61 8', prepaymentEffect: 'payment' } });
    await expectWorkingHoldsLater({ id: 'emi', inputs: { amount: '5000000', rate: '8.5', months: '240', yearlyPrepayment: '50000', rateChanges: '25 9.5' } });
  });
  it('works a payment the ten-year cap raised', async () => {
    const steps = await expectWorkingHoldsLater({ id: 'emi', inputs: { amount: '5000000', rate: '8.5', months: '240', rateChanges: '25 30' } });
    expect(stepNamed(steps, 'changeBalance').text).toContain('more than 10 years past its term');
  });
  it('holds across many loans with events', async () => {
    let seed = 47;
    const next = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    for (let index = 0; index < 40; index += 1) {
      const years = 1 + Math.floor(next() * 30);
      const n = years * 12;
      const prepayments = Array.from({ length: Math.floor(next() * 4) }, () => `${1 + Math.floor(next() * n)} ${(100 + next() * 20000).toFixed(2)}`).join('; ');
      const changes = [...new Set(Array.from({ length: Math.floor(next() * 3) }, () => 2 + Math.floor(next() * (n - 1))))].sort((a, b) => a - b).map((month) => `${month} ${(1 + next() * 14).toFixed(2)}`).join('; ');
      const inputs = {
        amount: (5000 + next() * 500000).toFixed(2),
        rate: (1 + next() * 12).toFixed(3),
        years: String(years),
        prepayments,
        rateChanges: changes,
        yearlyPrepayment: next() < 0.3 ? (next() * 3000).toFixed(0) : '',
        extraMonthly: next() < 0.3 ? (next() * 300).toFixed(0) : '',
        prepaymentEffect: next() < 0.5 ? 'tenure' : 'payment',
        rateChangeEffect: next() < 0.5 ? 'tenure' : 'payment',
      };
      if (!prepayments && !changes && !inputs.yearlyPrepayment) continue;
      await expectWorkingHoldsLater({ id: 'loan', inputs });
    }
  });
});
