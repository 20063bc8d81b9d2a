/** Gratuity (India): last salary x 15 x years / 26, payable after at least 5 years of service. */
import { accept, defineCalculator, rejectFields } from '../define';
import { positive } from '../inputKinds';
import { messages } from '../messages';

/** The minimum service for gratuity (SPEC.md section 9). */
export const GRATUITY_MINIMUM_YEARS = 5;

export type GratuityInputs = { salary: number; years: number };
export type GratuityResult = { gratuityAmount: number };

export const gratuity = defineCalculator<GratuityInputs, GratuityResult>({
  id: 'gratuity',
  inputs: { salary: positive, years: positive },
  defaults: {},
  results: { gratuityAmount: 'money' },
  currency: 'INR',
  compute: ({ salary, years }) => {
    if (years < GRATUITY_MINIMUM_YEARS) {
      return rejectFields([{ field: 'years', message: messages.gratuityMinimumYears }]);
    }
    return accept({ gratuityAmount: (salary * 15 * years) / 26 });
  },
});
