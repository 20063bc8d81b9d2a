import { defineCalculatorPage } from './types';

const LOAN = 'The mortgage and how long you stay';
const RATES = 'Growth, returns and costs';

export const rentVsBuy = defineCalculatorPage({
  id: 'rentVsBuy',
  rank: 270,
  title: 'Rent vs Buy Calculator',
  path: '/rent-vs-buy-calculator',
  category: 'loans-and-home',
  icon: 'building',
  gradient: ['#4338ca', '#1e1b4b'],
  searchTerms: ['renting or buying', 'should I buy a house'],
  description: 'Whether buying or renting leaves you richer, and for which stays buying comes out ahead.',
  intro:
    'Compare buying a home with renting one like it. Both start with the same cash: the buyer spends it on the down payment and closing costs, the renter invests it, and each month whoever pays less invests the difference. Enter the price, the rent and the mortgage rate; the calculator shows what each is worth when the owner sells, the first year buying comes out ahead, and any later year renting is ahead again.',
  fields: {
    price: { label: 'Home price', prefix: '$', hint: 'For example 400,000' },
    rent: { label: 'Monthly rent for a similar home', prefix: '$', hint: 'For example 2,000' },
    rate: { label: 'Mortgage rate (% per year)', suffix: '%' },
    downPaymentPercent: { label: 'Down payment (% of the price)', suffix: '%', group: LOAN },
    years: { label: 'Loan term (years)', suffix: 'years', group: LOAN },
    stayYears: { label: 'Years you stay before selling', suffix: 'years', hint: 'A whole number from 1 to 50', group: LOAN },
    rentIncrease: { label: 'Rent increase (% per year)', suffix: '%', group: RATES },
    appreciation: { label: 'Home price growth (% per year)', suffix: '%', hint: 'Can be negative', group: RATES },
    investReturn: { label: 'Return on invested money (% per year)', suffix: '%', hint: 'Can be negative', group: RATES },
    propertyTax: { label: 'Property tax (% of the home’s value per year)', suffix: '%', group: RATES },
    maintenance: { label: 'Maintenance (% of the home’s value per year)', suffix: '%', group: RATES },
    homeInsurance: { label: 'Home insurance (per year)', prefix: '$', hint: 'Blank is 0', group: RATES },
    hoa: { label: 'HOA fees (per month)', prefix: '$', hint: 'Blank is 0', group: RATES },
    closingCosts: { label: 'Closing costs when buying (% of the price)', suffix: '%', group: RATES },
    sellingCosts: { label: 'Selling costs (% of the sale price)', suffix: '%', group: RATES },
  },
  results: {
    difference: { label: 'Buying against renting, after your stay', signWords: ['Buying ahead', 'Renting ahead'] },
    buyNetWorth: { label: 'Buyer’s net worth on selling' },
    rentNetWorth: { label: 'Renter’s net worth' },
    breakEvenYears: { label: 'Shortest stay with buying ahead' },
    rentAheadAgainYears: { label: 'Renting ahead again with a stay of' },
    monthlyPayment: { label: 'Monthly mortgage payment' },
    firstMonthCost: { label: 'Owner’s cost in the first month' },
  },
  method: [
    'Each month the owner pays the mortgage (the price less the down payment, in level payments), a twelfth of the property tax and maintenance on the home’s value that year, the insurance and the HOA fees; the renter pays the rent, which rises once a year.',
    'The renter starts with the down payment and closing costs invested, and each month whoever pays less invests the difference at your return, compounded monthly. Selling at the end of a year, the buyer has the home’s value less selling costs and the balance owed, plus their investments. The break-even is the first year, 1 to 50, at whose end selling leaves the buyer worth at least as much. With a cheap loan and a high return buying can fall behind again later, as the renter’s investments compound; the page then gives the first year renting is ahead again. Left out: income tax (the mortgage interest deduction, tax on gains) and rises in insurance and HOA dues.',
  ],
});
