/**
 * Currency converter on fixed demo rates: amount / rate[from] x rate[to], rounded to 2 decimals as
 * the contract says. `converted` is shown in the `to` currency.
 */
import { CURRENCY_CODES, CURRENCY_RATES, type CurrencyCode } from '../planning/currencyRates';
import { accept, defineCalculator, lazyWorking } from '../define';
import { positive } from '../inputKinds';
import { roundTo } from '../math/numbers';
import { amount } from '../units';

export type CurrencyInputs = { amount: number; from: CurrencyCode; to: CurrencyCode };
export type CurrencyResult = { converted: number };

export const currency = defineCalculator<CurrencyInputs, CurrencyResult>({
  id: 'currency',
  inputs: {
    amount: positive,
    from: { kind: 'choice', options: CURRENCY_CODES },
    to: { kind: 'choice', options: CURRENCY_CODES },
  },
  defaults: { amount: '1', from: 'USD', to: 'EUR' },
  units: { amount: amount('Amount') },
  results: { converted: 'money' },
  currency: 'USD',
  resultCurrencyInput: 'to',
  compute: ({ amount, from, to }) =>
    accept({ converted: roundTo((amount / CURRENCY_RATES[from]) * CURRENCY_RATES[to], 2) }),
  // Through the demo rates (units of each currency per US dollar), rounded to the cent.
  working: lazyWorking(() => import('../steps/currency')),
});
