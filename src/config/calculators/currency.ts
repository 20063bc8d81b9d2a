import { defineCalculatorPage } from './types';

const CURRENCY_OPTIONS = {
  USD: 'USD – US dollar',
  EUR: 'EUR – Euro',
  GBP: 'GBP – British pound',
  INR: 'INR – Indian rupee',
  JPY: 'JPY – Japanese yen',
  CAD: 'CAD – Canadian dollar',
  AUD: 'AUD – Australian dollar',
  CNY: 'CNY – Chinese yuan',
} as const;

export const currency = defineCalculatorPage({
  id: 'currency',
  rank: 120,
  title: 'Currency Converter',
  path: '/currency-converter',
  category: 'business-and-everyday',
  icon: 'exchange',
  gradient: ['#0e7490', '#164e63'],
  searchTerms: ['exchange rate', 'forex', 'USD to INR'],
  description: 'Convert between eight major currencies at fixed demo rates.',
  intro:
    'Convert an amount from one of eight major currencies to another. Enter the amount and choose the currency you have and the currency you want.',
  submitLabel: 'Convert',
  swap: { label: 'Swap currencies', fields: ['from', 'to'] },
  fields: {
    amount: { label: 'Amount', hint: 'For example 100' },
    from: { label: 'From currency', options: CURRENCY_OPTIONS },
    to: { label: 'To currency', options: CURRENCY_OPTIONS },
  },
  results: {
    converted: { label: 'Converted amount' },
  },
  method: [
    'Every currency has a fixed rate in units per US dollar: USD 1, EUR 0.92, GBP 0.79, INR 83.33, JPY 157.02, CAD 1.37, AUD 1.5 and CNY 7.25. The converted amount is amount ÷ rate of the “from” currency × rate of the “to” currency, rounded to 2 decimals.',
    'The rates do not change and are not market rates. Bank and card fees, exchange spreads and commissions are not included.',
  ],
  note: 'These are fixed demonstration rates relative to the US dollar, not live market rates, and must not be used for real transactions.',
});
