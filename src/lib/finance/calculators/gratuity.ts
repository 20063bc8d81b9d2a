/** Gratuity (India): last salary x 15 x years / 26, payable after at least 5 years of service. */
import { formatMoneyAgainst } from '../../formatAgainst';
import { accept, defineCalculator, rejectFields, lazyWorking } from '../define';
import { inRupees } from '../rupees';
import { positive } from '../inputKinds';
import { monthly, termInYears } from '../units';

export const gratuityMinimumYears = 'Enter at least 5 years: gratuity needs 5 years of service.';

/** The minimum service for gratuity (SPEC.md section 9). */
export const GRATUITY_MINIMUM_YEARS = 5;

export type GratuityInputs = { salary: number; years: number };
/** The most an employer must pay under section 4(3) of the Payment of Gratuity Act, 1972 (₹20 lakh since 29 March 2018). */
export const GRATUITY_CEILING = 2_000_000;

/** `gratuityPayable`: the Act's ceiling, present only when the formula's amount is above it. */
export type GratuityResult = { gratuityAmount: number; gratuityPayable?: number };

export const gratuity = defineCalculator<GratuityInputs, GratuityResult>({
  id: 'gratuity',
  inputs: { salary: positive, years: positive },
  defaults: {},
  units: {
    // A month's salary of ₹10,00,000 or more is more likely a year's.
    salary: monthly('Last drawn monthly salary', { amount: 1_000_000 }),
    years: termInYears('Years of service'),
  },
  results: { gratuityAmount: 'money', gratuityPayable: 'money' },
  optionalResults: ['gratuityPayable'],
  ...inRupees,
  compute: ({ salary, years }) => {
    if (years < GRATUITY_MINIMUM_YEARS) {
      return rejectFields([{ field: 'years', message: gratuityMinimumYears }]);
    }
    const gratuityAmount = (salary * 15 * years) / 26;
    return accept(gratuityAmount > GRATUITY_CEILING ? { gratuityAmount, gratuityPayable: GRATUITY_CEILING } : { gratuityAmount });
  },
  details: (_inputs, { gratuityAmount, gratuityPayable }) => ({ notes: gratuityPayable === undefined ? [] : [gratuityCap(gratuityAmount)], charts: [] }),
  notesOnly: true,
  working: lazyWorking(() => import('../steps/gratuity')),
});

/** The formula's amount is named with the digits that keep it above the ceiling: never "₹20,00,000.00, more than ₹20,00,000". */
const gratuityCap = (amount: number) => ({
  name: 'gratuity-cap',
  text: `The formula gives ${formatMoneyAgainst(amount, GRATUITY_CEILING, 'INR')}, more than ₹20,00,000, the most an employer must pay under section 4(3) of the Payment of Gratuity Act, 1972. An employer may pay more by contract or as a reward. For employees other than government staff, up to ₹20 lakh of gratuity over a working life is free of income tax; any excess is taxed as salary at your slab rate.`,
});
