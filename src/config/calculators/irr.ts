import { defineCalculatorPage } from './types';

export const irr = defineCalculatorPage({
  id: 'irr',
  rank: 200,
  title: 'IRR Calculator',
  path: '/irr-calculator',
  category: 'business-and-everyday',
  icon: 'target',
  gradient: ['#be185d', '#831843'],
  searchTerms: ['internal rate of return', 'cash flow return'],
  description: 'Internal rate of return of an investment from its cash flows.',
  intro:
    'The internal rate of return is the yearly rate at which an investment’s cash flows exactly pay back what you put in. Enter the cash flows in order, starting with the initial investment as a negative number, followed by what you receive or pay in each later year.',
  fields: {
    cashFlows: {
      label: 'Cash flows',
      hint: 'Separate with commas, e.g. -10000, 3000, 4200, 6800; the first, negative value is the initial investment',
    },
  },
  results: {
    irr: { label: 'Internal rate of return (IRR)' },
  },
  method: [
    'The IRR is the rate R that makes CF0 + CF1 ÷ (1 + R) + CF2 ÷ (1 + R)^2 + … + CFn ÷ (1 + R)^n equal to zero, where CF0 is the first value you enter, at the start, and each later value comes one period after the one before. With yearly flows, R is a yearly rate; it is shown as a percentage.',
    'R is found by Newton’s method, starting from 10% and stopping when a step moves the rate by less than 0.00001 percentage points, for at most 100 steps. If that does not settle, the calculator searches rates from −99.99% upward for a point where the value changes sign and narrows it down by bisection. When the flows change sign more than once there can be several such rates, and only one is shown: the one Newton’s method reaches, or else the one the search finds nearest 10%. If no rate makes the sum zero, the calculator says it could not find a solution.',
    'At least two cash flows are needed, the first one negative. The IRR assumes the flows are evenly spaced and ignores taxes, fees and inflation unless they are part of the figures.',
  ],
});
