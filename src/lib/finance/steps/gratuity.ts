/** The gratuity calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. */
import { exactMoney, places } from '../everydayWorking';
import { workingFor, type Working } from '../working';
import { type GratuityInputs, type GratuityResult, GRATUITY_CEILING } from '../calculators/gratuity';

/** India's formula, then (above ₹20 lakh) the Act's ceiling. */
export const working: (inputs: Required<GratuityInputs>, result: GratuityResult) => Working = ({ salary, years }, result) => {
  const w = workingFor('INR');
  const amount = w.money(result.gratuityAmount);
  const terms = [exactMoney(w, salary), '*', 15, '*', w.count(years, places(years)), '/', 26] as const;
  const steps = [
    w.step('gratuityAmount', "The gratuity: 15 days' wages for each year of service, a day's wage being the last monthly salary divided by 26 working days", terms, result.gratuityAmount, () => amount, {
      for: 'gratuityAmount',
    }),
  ];
  if (result.gratuityPayable !== undefined) {
    const ceiling = w.money(GRATUITY_CEILING);
    const text = 'What the employer must pay: the gratuity, up to ₹20 lakh, the ceiling of section 4(3) of the Payment of Gratuity Act, 1972';
    steps.push(w.step('gratuityPayable', text, ['min(', amount, ',', { ...ceiling, show: `the ${ceiling.show} ceiling` }, ')'], result.gratuityPayable, w.money, { for: 'gratuityPayable' }));
  }
  return steps;
};
