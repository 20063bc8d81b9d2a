/**
 * The working of home affordability (WORKING.md): both debt-to-income limits, the smaller as the budget (a `min`),
 * then the price it buys (with PMI, the larger of that price and the 20 %-down price: a `max`), the loan, its payment
 * and the whole monthly cost.
 */
import type { AffordabilityInputs } from '../calculators/affordability';
import type { Figure, Term, Working } from '../working';
import { affordability, DEFAULT_BACK_RATIO, DEFAULT_FRONT_RATIO } from './affordability';
import { fixedCosts, monthlyOf, perDollar, sum, typed, writer } from './homesWorking';

/** Affordability: the front-end and back-end limits, the smaller as the budget, and the price, loan and costs it gives. */
export function affordabilityWorking(inputs: Required<AffordabilityInputs>): Working {
  const home = affordability(inputs);
  if (!home.ok) return [];
  const context = writer();
  const { w, steps, add } = context;
  const income = typed(w, inputs.income);
  const limit = (name: string, text: string, ratio: number): Figure => {
    const share = w.percent(ratio);
    return add(name, text, [income, '/', 12, '*', share, '/', 100], ((income.value / 12) * share.value) / 100);
  };
  const front = limit('frontEndLimit', `The front-end limit for housing: the yearly income over 12 months, times the front-end ratio (${String(DEFAULT_FRONT_RATIO)} % by default) over 100`, inputs.frontRatio);
  let back = limit('backEndLimit', `The back-end limit for housing and other debts together: the monthly income times the back-end ratio (${String(DEFAULT_BACK_RATIO)} % by default) over 100`, inputs.backRatio);
  if (inputs.debts > 0) {
    const debts = typed(w, inputs.debts);
    back = add('backEndHousing', 'What the back-end limit leaves for housing once the other debt payments are made', [back, '-', debts], back.value - debts.value);
  }
  const binds = home.limit === 'front' ? 'the front-end limit (the back-end one leaves at least as much)' : `the back-end limit${inputs.debts > 0 ? ', lower once the debts are paid' : ''}`;
  const budget = add('housingBudget', `The housing budget: the smaller of the two, ${binds} (the results round it to the cent)`, ['min(', front, ',', back, ')'], home.housingBudget, undefined, { for: 'housingBudget' });

  const { A } = perDollar(context, inputs.rate, inputs.years);
  const taxRate = inputs.propertyTaxUnit === 'percent' && inputs.propertyTax > 0 ? w.percent(inputs.propertyTax) : undefined;
  const t = taxRate && add('taxRate', 'The property tax a month on each $1 of price: the yearly % over 12 months and 100', monthlyOf(taxRate), taxRate.value / 12 / 100, w.factor);
  const f = fixedCosts(context, [inputs.homeInsurance, inputs.propertyTaxUnit === 'dollars' ? inputs.propertyTax : 0], inputs.hoa);
  const D = typed(w, inputs.downPayment);
  const down = D.value > 0;
  const usesPmi = inputs.pmi > 0 && (home.pmiStep || home.underTwentyPercent);
  // The price at which the down payment is exactly 20 %: PMI is charged on any dearer home.
  const twenty = down && inputs.pmi > 0 ? add('pmiFreePrice', 'The dearest home with no PMI, where the down payment is 20 % of the price: the down payment times 100, over 20', [D, '*', 100, '/', 20], (D.value * 100) / 20, w.money) : undefined;
  const price = (extra: Figure | undefined): { terms: Term[]; value: number } => {
    const perDollarOwed: Term[] = extra ? ['(', A, '+', extra, ')'] : [A];
    const costs = [A, ...(t ? [t] : []), ...(extra ? [extra] : [])];
    return {
      terms: ['(', budget, ...(f ? ['-', f] : []), ...(down ? ['+', D, '*', ...perDollarOwed] : []), ')', '/', ...(costs.length > 1 ? ['(', ...sum(costs.map((c) => [c])), ')'] : costs)] as Term[],
      value: (budget.value - (f?.value ?? 0) + D.value * (A.value + (extra?.value ?? 0))) / costs.reduce<number>((total, c) => total + (c as Figure).value, 0),
    };
  };
  const plain = price(undefined);
  const priceText = 'the budget less the fixed costs, plus the down payment times the payment per $1, over the payment per $1 plus the tax per $1';
  let maxPrice: Figure;
  let q: Figure | undefined;
  if (!usesPmi) {
    maxPrice = add('maxPrice', `The most the home can cost, where its monthly cost is the budget: ${priceText}${twenty ? ' (at least 20 % down, so no PMI)' : ''}`, plain.terms, home.maxPrice, w.money, { for: 'maxPrice' });
  } else {
    add('priceWithoutPmi', `Without PMI the budget would buy: ${priceText}; ${down ? 'that is dearer than the 20 % price' : 'with nothing down'}, so PMI applies`, plain.terms, plain.value, w.money);
    const pmiRate = w.percent(inputs.pmi);
    q = add('pmiRate', 'The PMI a month on each $1 borrowed: the yearly % over 12 months and 100', monthlyOf(pmiRate), pmiRate.value / 12 / 100, w.factor);
    const withPmi = price(q);
    const p2 = add('priceWithPmi', 'With PMI: the same, with the PMI per $1 added to the payment per $1 on the loan', withPmi.terms, withPmi.value);
    const stops = home.pmiStep ? ': PMI would push any dearer home over budget, so the price stops where the down payment is 20 %' : '';
    maxPrice = add('maxPrice', `The most the home can cost: ${twenty ? `the larger of that and the 20 % price${stops}` : 'that, to the cent'}`, twenty ? ['max(', p2, ',', twenty, ')'] : [p2], home.maxPrice, w.money, { for: 'maxPrice' });
  }
  const loan = add('loanAmount', `The loan: the price${down ? ' less the down payment' : ', with nothing down'}`, down ? [maxPrice, '-', D] : [maxPrice], home.loanAmount, w.money, { for: 'loanAmount' });
  add('monthlyPayment', 'Principal and interest a month: the loan times the payment per $1', [loan, '*', A], home.monthlyPayment, w.money, { for: 'monthlyPayment' });
  const charged = q && home.underTwentyPercent ? q : undefined;
  add(
    'monthlyTotal',
    'The whole monthly cost at that price: principal and interest, the property tax (the price times the tax per $1), the fixed costs and any PMI (the loan times the PMI per $1)',
    sum([[loan, '*', A], ...(t ? [[maxPrice, '*', t] as Term[]] : []), ...(f ? [[f]] : []), ...(charged ? [[loan, '*', charged] as Term[]] : [])]),
    home.monthlyTotal,
    w.money,
    { for: 'monthlyTotal' },
  );
  return steps;
}
