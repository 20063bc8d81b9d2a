/**
 * Tax: US federal income tax for a tax year and filing status (DEPTH.md). The income entered is taxed as it is,
 * or less that year's standard deduction when the box is ticked; effectiveRate stays tax / income entered x 100.
 */
import { accept, defineCalculator, lazyWorking } from '../define';
import { FILING_STATUSES, TAX_YEAR_OPTIONS, type FilingStatus, type TaxYear } from '../tax/tables/usFederalTax';
import { positive } from '../inputKinds';
import { federalIncomeTax, taxDetails } from '../tax/taxDetails';
import { yearly } from '../units';

export { FILING_STATUSES, type FilingStatus };

export type TaxInputs = { income: number; filingStatus: FilingStatus; taxYear?: TaxYear; standardDeduction?: boolean };
export type TaxResult = { totalTax: number; effectiveRate: number; netIncome: number; taxableIncome: number; marginalRate: number };

export const tax = defineCalculator<TaxInputs, TaxResult>({
  id: 'tax',
  inputs: {
    income: positive,
    filingStatus: { kind: 'choice', options: FILING_STATUSES },
    taxYear: { kind: 'choice', options: TAX_YEAR_OPTIONS },
    standardDeduction: { kind: 'checkbox' },
  },
  // DEPTH.md: the latest year offered, so that a reader in 2026 gets this year's tax.
  defaults: { filingStatus: 'single', taxYear: '2026' },
  units: { income: yearly('Annual income') },
  results: { totalTax: 'money', effectiveRate: 'percent', netIncome: 'money', taxableIncome: 'money', marginalRate: 'percent' },
  currency: 'USD',
  compute: (inputs) => {
    const { taxableIncome, totalTax, marginalRate } = federalIncomeTax(inputs);
    return accept({ totalTax, effectiveRate: (totalTax / inputs.income) * 100, netIncome: inputs.income - totalTax, taxableIncome, marginalRate });
  },
  details: (inputs) => taxDetails(inputs),
  working: lazyWorking(() => import('../steps/tax')),
});
