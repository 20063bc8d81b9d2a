/**
 * The working of home affordability (WORKING.md): both debt-to-income limits and the smaller as the budget, the payment
 * on each $1 borrowed, the price the budget buys (with PMI, the larger of that price and the 20 %-down price), the
 * loan, its payment and the whole monthly cost. In the guide's example every result is on the main line.
 */
import type { AffordabilityInputs } from '../calculators/affordability';
import type { Figure, Term, Working } from '../working';
import { affordability, DEFAULT_BACK_RATIO, DEFAULT_FRONT_RATIO, PMI_FREE_DOWN_PERCENT } from './affordability';
import { factorAt, landing, paymentPerDollar, perMonth, writer } from './homesWorking';

/** Terms added up: each group is one part of a sum. */
const sum = (groups: readonly Term[][]): Term[] => groups.flatMap((group, index) => (index ? ['+', ...group] : group));

export function affordabilityWorking(inputs: Required<AffordabilityInputs>): Working {
  const home = affordability(inputs);
  if (!home.ok) return [];
  const { w, steps, add } = writer();
  /** An amount as the reader typed it. */
  const typed = (value: number) => w.money(value, 6);
  const rate = w.percent(inputs.rate);
  const months = Math.round(inputs.years * 12);
  const inDollars = inputs.propertyTaxUnit === 'dollars';
  const taxRate = !inDollars && inputs.propertyTax > 0 ? w.percent(inputs.propertyTax) : undefined;
  const pmiRate = w.percent(inputs.pmi);
  const D = typed(inputs.downPayment);
  const down = D.value > 0;
  const usesPmi = inputs.pmi > 0 && (home.pmiStep || home.underTwentyPercent);
  // What a dollar of the budget buys: the figures the price divides by the payment per $1 need as many decimals.
  const r = inputs.rate / 1200;
  const perDollarOfPrice = r + r / ((1 + r) ** months - 1) + (taxRate ? taxRate.value / 1200 : 0) + (usesPmi ? pmiRate.value / 1200 : 0);
  /** A figure to the cent where later steps can use it so; where its cent would move the price, its own arithmetic in its place. */
  const precise = (figure: Figure, exact: number, terms: Term[], times: number): Term[] => (Math.abs(figure.value - exact) * times <= 1e-3 ? [figure] : terms);

  // The two limits and the smaller.
  const income = typed(inputs.income);
  const debts = inputs.debts > 0 ? typed(inputs.debts) : undefined;
  const limit = (ratio: number, usual: number, back?: boolean): [string, Term[]] => [
    `may take at most ${ratio} %${ratio === usual ? ' (the usual rule)' : ''} of the income a month (the yearly income ÷ 12)`,
    [income, '/', 12, '*', w.percent(ratio), ...(back && debts ? ['-', debts] as Term[] : [])],
  ];
  const [frontText, frontTerms] = limit(inputs.frontRatio, DEFAULT_FRONT_RATIO);
  const [backText, backTerms] = limit(inputs.backRatio, DEFAULT_BACK_RATIO, true);
  const front = add('frontEndLimit', `The front-end limit: housing ${frontText}`, frontTerms, w.money);
  const back = add(debts ? 'backEndHousing' : 'backEndLimit', `The back-end limit: housing and any other debts ${backText}${debts ? '; less the debts, that leaves for housing' : ''}`, backTerms, w.money);
  const budget = add(
    'housingBudget',
    `The housing budget: the smaller of the two limits, here the ${home.limit === 'front' ? 'front-end one' : `back-end one${debts ? ', once the debts are paid' : ''}`}`,
    ['min(', front, ',', back, ')'],
    w.money,
    { exact: home.housingBudget, for: 'housingBudget' },
  );
  const budgetTerms = precise(budget, home.housingBudget, home.limit === 'front' ? frontTerms : backTerms, 1 / perDollarOfPrice);

  // The payment on each $1 borrowed (to more digits where the loan multiplies it past a tenth of a cent), and the costs that stay the same whatever the price.
  const A = add('perDollar', `The payment a month on each $1 borrowed over ${months} months (${inputs.years} years × 12) at ${rate.show} ÷ 12 a month: the monthly rate × what $1 grows to in ${months} months, over what it grows by`, paymentPerDollar(rate, months), (value) =>
    factorAt(w, value, Math.max(8, Math.ceil(Math.floor(Math.log10(value)) + 1 - Math.log10(0.002 / Math.max(1, home.loanAmount / perDollarOfPrice))))),
  );
  const parts: Term[][] = [inputs.homeInsurance, inDollars ? inputs.propertyTax : 0].filter((bill) => bill > 0).map((bill) => [typed(bill), '/', 12]);
  const bills = parts.length;
  if (inputs.hoa > 0) parts.push([typed(inputs.hoa)]);
  const f: Figure | undefined = !bills
    ? (parts[0]?.[0] as Figure | undefined)
    : add(
        'fixedCosts',
        `The costs a month that stay the same whatever the price: ${inputs.homeInsurance > 0 ? `the home insurance${bills > 1 ? ' and ' : ''}` : ''}${bills > 1 || !inputs.homeInsurance ? 'the property tax in dollars' : ''} a year ÷ 12${inputs.hoa > 0 ? ', plus the HOA dues' : ''}`,
        sum(parts),
        w.money,
      );
  const fixedExact = inputs.homeInsurance / 12 + (inDollars ? inputs.propertyTax / 12 : 0) + inputs.hoa;
  const fixedTerms = (times: number): Term[] => (f ? precise(f, fixedExact, parts.length > 1 ? ['(', ...sum(parts), ')'] : sum(parts), times) : []);
  const costs = bills ? 'the fixed costs' : 'the HOA dues';

  // The price whose monthly cost is the budget: (budget − fixed costs + down payment × payment per $1) ÷ the cost a month of each $1 of price.
  const pmiTerms = ['+', ...perMonth(pmiRate)] as Term[];
  const price = (pmi: boolean): Term[] => {
    const left: Term[] = [...budgetTerms, ...(f ? ['-', ...fixedTerms(1 / perDollarOfPrice)] as Term[] : []), ...(down ? ['+', D, '*', ...(pmi ? ['(', A, ...pmiTerms, ')'] as Term[] : [A])] as Term[] : [])];
    const perPrice: Term[] = [A, ...(taxRate ? ['+', ...perMonth(taxRate)] as Term[] : []), ...(pmi ? pmiTerms : [])];
    return [...(left.length > 1 ? ['(', ...left, ')'] as Term[] : left), '/', ...(perPrice.length > 1 ? ['(', ...perPrice, ')'] as Term[] : perPrice)];
  };
  const how = `the budget${budgetTerms[0] === budget ? '' : ' (worked out again from the income, as its fractions of a cent move the price)'}${f ? ` less ${costs}` : ''}${down ? ', plus the down payment × the payment per $1' : ''}, over the payment per $1${taxRate ? ` plus the property tax a month on each $1 of price (${taxRate.show} ÷ 12)` : ''}`;
  const twenty = down && inputs.pmi > 0 ? add('pmiFreePrice', `The dearest home with no PMI: the price of which the down payment is ${PMI_FREE_DOWN_PERCENT} %`, [D, '/', w.percent(PMI_FREE_DOWN_PERCENT)], w.money) : undefined;
  const result = (terms: Term[], text: string) => add('maxPrice', `The most the home can cost${text}`, terms, w.money, { exact: home.maxPrice, for: 'maxPrice' });
  const pmiText = `with the PMI a month on each $1 borrowed (${pmiRate.show} ÷ 12) added to the payment per $1`;
  let maxPrice: Figure;
  if (!usesPmi) maxPrice = result(price(false), `, where its monthly cost comes to the budget: ${how}${twenty ? `. That is no more than ${twenty.show}, so the down payment is at least 20 %: no PMI` : ''}`);
  else if (twenty) {
    add('priceWithoutPmi', `Without PMI the budget would buy: ${how}. That is dearer than ${twenty.show}, so the down payment would be under 20 % and PMI is charged`, price(false), w.money);
    const p2 = add('priceWithPmi', `With PMI: the same, ${pmiText}`, price(true), landing(w, 1, 2e-3));
    maxPrice = result(
      ['max(', p2, ',', twenty, ')'],
      `: the larger of the price with PMI and the dearest home with no PMI${home.pmiStep ? `: PMI would push any home dearer than ${twenty.show} over budget, so the price stops where the down payment is 20 %` : ''}`,
    );
  } else maxPrice = result(price(true), `, with nothing down and so with PMI: ${how}, ${pmiText}`);
  const loan = add('loanAmount', `The loan: the price less the down payment${down ? '' : ' (nothing down)'}`, [maxPrice, '-', D], w.money, { exact: home.loanAmount, for: 'loanAmount' });
  add('monthlyPayment', 'Principal and interest a month: the loan × the payment per $1', [loan, '*', A], w.money, { exact: home.monthlyPayment, for: 'monthlyPayment' });
  const charged = usesPmi && home.underTwentyPercent;
  add(
    'monthlyTotal',
    `The whole monthly cost at that price: principal and interest${taxRate ? ', plus the property tax (the price × its rate ÷ 12)' : ''}${f ? `, plus ${costs}` : ''}${charged ? ', plus the PMI (the loan × its rate ÷ 12)' : ''}`,
    sum([[loan, '*', A], ...(taxRate ? [[maxPrice, '*', ...perMonth(taxRate)] as Term[]] : []), ...(f ? [fixedTerms(1).filter((term) => term !== '(' && term !== ')')] : []), ...(charged ? [[loan, '*', ...perMonth(pmiRate)] as Term[]] : [])]),
    w.money,
    { exact: home.monthlyTotal, for: 'monthlyTotal' },
  );
  return steps;
}
