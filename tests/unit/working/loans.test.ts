import { describe, it } from 'vitest';
import { expectWorkingFollows, expectWorkingHolds } from './workingRules';

describe('loan working', () => {
  it('works a typical loan from its rate to its totals', () => {
    expectWorkingHolds({ id: 'loan', inputs: { amount: '25000', rate: '7.5', years: '5' } });
  });
  it('keeps its figures to the cent on a large loan at a high rate over a long term', () => {
    expectWorkingHolds({ id: 'loan', inputs: { amount: '250000000', rate: '24', years: '40', extraMonthly: '1000000' } });
  });
  it('shows the month extra payments end the loan and the month before it', () => {
    expectWorkingHolds({ id: 'loan', inputs: { amount: '320000', rate: '6.5', years: '30', extraMonthly: '200' } });
  });
  it('follows the inputs', () => {
    expectWorkingFollows({ id: 'loan', inputs: { amount: '25000', rate: '7.5', years: '5' } }, { id: 'loan', inputs: { amount: '25000', rate: '7.6', years: '5' } });
  });
});
