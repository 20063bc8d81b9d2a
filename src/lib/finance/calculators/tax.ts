/**
 * Tax: US federal 2023 brackets applied to the income as entered (taxable income); effectiveRate is
 * tax / income x 100. `filingStatus` is 'single' or 'married' (married filing jointly).
 */
import { accept, defineCalculator } from '../define';
import { positive } from '../inputKinds';
import { taxFromBrackets, US_2023_BRACKETS } from '../math';

export const FILING_STATUSES = ['single', 'married'] as const;
export type FilingStatus = (typeof FILING_STATUSES)[number];

export type TaxInputs = { income: number; filingStatus: FilingStatus };
export type TaxResult = { totalTax: number; effectiveRate: number; netIncome: number };

export const tax = defineCalculator<TaxInputs, TaxResult>({
  id: 'tax',
  inputs: { income: positive, filingStatus: { kind: 'choice', options: FILING_STATUSES } },
  defaults: { filingStatus: 'single' },
  results: { totalTax: 'money', effectiveRate: 'percent', netIncome: 'money' },
  currency: 'USD',
  compute: ({ income, filingStatus }) => {
    const totalTax = taxFromBrackets(income, US_2023_BRACKETS[filingStatus]);
    return accept({ totalTax, effectiveRate: (totalTax / income) * 100, netIncome: income - totalTax });
  },
});
