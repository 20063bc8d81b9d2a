import { describe, expect, it } from 'vitest';
import { CALCULATOR_IDS, calculatorFor } from '../../../src/lib/finance';
import { guideExample } from '../../../src/lib/calculatorGuide';
import { STEPS_MODULES, workedOutcome } from './workingRules';

describe('every calculator has its working', () => {
  it('has one working module per calculator, and no other', () => {
    expect(Object.keys(STEPS_MODULES).sort()).toEqual([...CALCULATOR_IDS].sort());
  });
  for (const id of CALCULATOR_IDS) {
    it(`${id}: the page's working, fetched with its first answer, is its module's`, async () => {
      expect(calculatorFor(id).working).toBeTypeOf('function');
      const { outcome, steps } = workedOutcome(id, guideExample(id));
      expect(await outcome.working?.()).toEqual(steps);
    });
  }
});
