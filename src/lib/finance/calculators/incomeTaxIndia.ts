/**
 * India's income tax, old regime against new (DECISIONS.md): both regimes step by step (standard deduction, slabs,
 * section 87A rebate, surcharge, cess), which costs less, and the deductions at which the old regime would win.
 */
import { formatMoney } from '../../format';
import { accept, defineCalculator, lazyWorking } from '../define';
import { inRupees } from '../rupees';
import type { BracketTable, CalculationDetails, DetailNote } from '../details';
import { optional, positive } from '../inputKinds';
import { compareIndiaRegimes, type IndiaIncomeType, type IndiaRegime, type IndiaRegimeComparison, type RegimeTax } from '../tax/indiaIncomeTax';
import {
  INDIA_AGE_BANDS,
  INDIA_FINANCIAL_YEARS,
  NEW_REGIME_YEARS,
  oldRegimeTable,
  type IndiaAgeBand,
  type IndiaFinancialYear,
} from '../tax/tables/indiaIncomeTax';
import { yearly } from '../units';

export type IncomeTaxIndiaInputs = { income: number; fy?: IndiaFinancialYear; age?: IndiaAgeBand; incomeType?: IndiaIncomeType; deductions?: number };
export type IncomeTaxIndiaResult = {
  taxNew: number;
  taxOld: number;
  savings: number;
  taxableNew: number;
  taxableOld: number;
  effectiveRateNew: number;
  effectiveRateOld: number;
  breakEvenDeductions: number;
};

export const INCOME_TYPES = ['salary', 'other'] as const satisfies readonly IndiaIncomeType[];

const rupees = (value: number) => formatMoney(value, 'INR');

const REGIME_NAME: Readonly<Record<IndiaRegime, string>> = { new: 'new regime', old: 'old regime' };

function verdict(inputs: Required<IncomeTaxIndiaInputs>, comparison: IndiaRegimeComparison): DetailNote[] {
  const { cheaper, savings, breakEvenDeductions } = comparison;
  const choice: DetailNote =
    cheaper === 'same'
      ? { name: 'same', text: `Both regimes cost the same here: ${rupees(comparison.taxNew)}.` }
      : { name: `${cheaper}-better`, text: `The ${REGIME_NAME[cheaper]} costs less: ${rupees(savings)} less tax for FY ${inputs.fy}.` };
  const breakEven: DetailNote =
    cheaper === 'new'
      ? { name: 'break-even-deductions', text: `The old regime would cost no more than the new one with ${rupees(breakEvenDeductions)} of deductions in all (you entered ${rupees(inputs.deductions)}).` }
      : { name: 'break-even-deductions', text: `The old regime costs no more than the new one from ${rupees(breakEvenDeductions)} of deductions in all; you entered ${rupees(inputs.deductions)}.` };
  return [choice, breakEven];
}

const NOTES: readonly DetailNote[] = [
  { text: 'Your return rounds taxable income and tax to the nearest ₹10 (sections 288A and 288B); this page does not round.' },
  { text: 'Left out: income taxed at special rates (capital gains, lottery winnings) and non-residents. The deductions are yours to total: the page applies no limits to them.' },
];

/** A salaried reader's real question is often what reaches the bank each month: the page that answers it, from the CTC. */
const IN_HAND: DetailNote = {
  name: 'in-hand',
  text: 'On a salary, what reaches your account each month after PF, professional tax and this tax, worked out from your CTC with the HRA exemption:',
  link: { href: '/in-hand-salary-calculator', text: 'the in-hand salary calculator' },
};

function regimeTable(regime: IndiaRegime, tax: RegimeTax, source: string, fy: IndiaFinancialYear): BracketTable {
  return {
    name: regime,
    caption: `The ${REGIME_NAME[regime]}, FY ${fy}, slab by slab (${source})`,
    rows: tax.slabs,
    steps: [
      { row: 'rebate', label: 'Rebate under section 87A', tax: tax.rebate },
      { row: 'surcharge', label: 'Surcharge', tax: tax.surcharge },
      { row: 'cess', label: 'Health and education cess, 4 %', tax: tax.cess },
    ],
    totals: { taxed: tax.taxable, tax: tax.total },
  };
}

function indiaDetails(inputs: Required<IncomeTaxIndiaInputs>, comparison: IndiaRegimeComparison): CalculationDetails {
  return {
    notes: [...verdict(inputs, comparison), ...NOTES, ...(inputs.incomeType === 'salary' ? [IN_HAND] : [])],
    charts: [],
    brackets: [
      regimeTable('new', comparison.regimes.new, NEW_REGIME_YEARS[inputs.fy].source, inputs.fy),
      regimeTable('old', comparison.regimes.old, oldRegimeTable(inputs.fy, inputs.age).source, inputs.fy),
    ],
  };
}

export const incomeTaxIndia = defineCalculator<IncomeTaxIndiaInputs, IncomeTaxIndiaResult>({
  id: 'incomeTaxIndia',
  inputs: {
    income: positive,
    fy: { kind: 'choice', options: INDIA_FINANCIAL_YEARS },
    age: { kind: 'choice', options: INDIA_AGE_BANDS },
    incomeType: { kind: 'choice', options: INCOME_TYPES },
    deductions: optional,
  },
  defaults: { fy: '2026-27', age: 'under60', incomeType: 'salary' },
  units: {
    // Below ₹2,50,000, the lowest slab's limit in any year and regime, a yearly income more likely is a month's.
    income: yearly('Gross yearly income', { amount: 250_000 }),
    deductions: yearly('Deductions'),
  },
  results: {
    taxNew: 'money',
    taxOld: 'money',
    savings: 'money',
    taxableNew: 'money',
    taxableOld: 'money',
    effectiveRateNew: 'percent',
    effectiveRateOld: 'percent',
    breakEvenDeductions: 'money',
  },
  ...inRupees,
  compute: (inputs) => {
    const { taxNew, taxOld, savings, taxableNew, taxableOld, effectiveRateNew, effectiveRateOld, breakEvenDeductions } = compareIndiaRegimes(inputs);
    return accept({ taxNew, taxOld, savings, taxableNew, taxableOld, effectiveRateNew, effectiveRateOld, breakEvenDeductions });
  },
  details: (inputs) => indiaDetails(inputs, compareIndiaRegimes(inputs)),
  working: lazyWorking(() => import('../steps/incomeTaxIndia')),
});
