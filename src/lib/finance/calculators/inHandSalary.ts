/**
 * In-hand salary from a CTC (PAY.md inHandSalary): the salary slip a CTC becomes, and what each of India's two tax
 * regimes leaves in hand a month. The arithmetic is tax/inHandSalary.ts's; here are the inputs, the rejection, the
 * notes, the chart and the table.
 */
import { formatMoney } from '../../format';
import { accept, defineCalculator, lazyWorking, rejectFields } from '../define';
import type { CalculationDetails, DetailNote, LineTable, ShareChartData } from '../details';
import { nonNegative, optional, positive } from '../inputKinds';
import { inRupees } from '../rupees';
import { GRATUITY_OPTIONS, METRO_OPTIONS, PF_OPTIONS, ctcToInHand, type GratuityOption, type InHandSalary, type MetroOption, type PfOption } from '../tax/inHandSalary';
import type { IndiaRegime } from '../tax/indiaIncomeTax';
import { LABOUR_CODES_IN_FORCE, LABOUR_CODES_WAGE_SHARE, PROFESSIONAL_TAX_MAXIMUM, SALARY_FINANCIAL_YEARS, type SalaryFinancialYear } from '../tax/tables/indiaSalary';
import { monthly, yearly, type PercentUnit } from '../units';

export type InHandSalaryInputs = {
  ctc: number;
  basicPercent?: number;
  hraPercent?: number;
  pf?: PfOption;
  gratuity?: GratuityOption;
  professionalTax?: number;
  fy?: SalaryFinancialYear;
  rent?: number;
  metro?: MetroOption;
  other80C?: number;
  deductions?: number;
};

export type InHandSalaryResult = {
  inHandMonthNew: number;
  inHandMonthOld: number;
  inHandYearNew: number;
  inHandYearOld: number;
  grossSalary: number;
  basic: number;
  hra: number;
  specialAllowance: number;
  employerPF: number;
  employeePF: number;
  gratuity: number;
  taxNew: number;
  taxOld: number;
  hraExemption: number;
};

/** PAY.md's defaults: half the CTC as basic, half of basic as HRA. */
export const DEFAULT_BASIC_PERCENT = 50;
export const DEFAULT_HRA_PERCENT = 50;

export const structureTooHigh = 'Basic pay and HRA come to more than the salary left after PF and gratuity: lower the HRA or the basic pay.';

const rupees = (value: number) => formatMoney(value, 'INR');
const REGIME_NAME: Readonly<Record<IndiaRegime, string>> = { new: 'new regime', old: 'old regime' };

/** Basic pay as % of the CTC: an amount typed here is given back as the percent it is of the CTC. */
const BASIC_PERCENT: PercentUnit = {
  unit: 'percent',
  what: 'Basic pay',
  per: ' of the CTC',
  fractionUpTo: 100,
  amountLike: { limit: 100, inclusive: false },
  of: { field: 'ctc', what: 'the CTC' },
  atMost: 100,
};

function verdict(salary: InHandSalary): DetailNote {
  const { better, inHandYearNew, inHandYearOld } = salary;
  if (better === 'same') return { name: 'same', text: `Both regimes leave the same in hand: ${rupees(inHandYearNew / 12)} a month.` };
  const [more, less] = better === 'new' ? [inHandYearNew, inHandYearOld] : [inHandYearOld, inHandYearNew];
  return {
    name: `${better}-better`,
    text: `The ${REGIME_NAME[better]} leaves more in hand: ${rupees((more - less) / 12)} more a month (${rupees(more - less)} a year).`,
  };
}

function notes(inputs: Required<InHandSalaryInputs>, salary: InHandSalary): DetailNote[] {
  const list: DetailNote[] = [verdict(salary)];
  if (inputs.basicPercent < LABOUR_CODES_WAGE_SHARE) {
    list.push({
      name: 'labour-codes',
      text: `Basic pay is under half the CTC. Under the labour codes in force since ${LABOUR_CODES_IN_FORCE} (Code on Wages, 2019, section 2(y)), allowances above half of pay count as wages for PF and gratuity, raising both; this page takes basic pay as those wages and leaves the add-back out.`,
    });
  }
  return list;
}

function chart(inputs: Required<InHandSalaryInputs>, salary: InHandSalary): ShareChartData {
  const regime = salary.better === 'old' ? 'old' : 'new';
  const parts = [
    { label: 'In hand', value: regime === 'new' ? salary.inHandYearNew : salary.inHandYearOld, tone: 'take-home' },
    { label: 'Income tax', value: regime === 'new' ? salary.taxNew : salary.taxOld, tone: 'tax' },
    { label: 'Your PF', value: salary.employeePF, tone: 'pf' },
    { label: 'Employer’s PF', value: salary.employerPF, tone: 'employer-pf' },
    { label: 'Gratuity', value: salary.gratuity, tone: 'gratuity' },
    { label: 'Professional tax', value: inputs.professionalTax, tone: 'professional-tax' },
  ] as const;
  return {
    kind: 'share',
    name: 'breakdown',
    caption: `Where the CTC of ${rupees(inputs.ctc)} goes in a year, under the ${REGIME_NAME[regime]}${salary.better === 'same' ? '' : ', the one that leaves more in hand'}`,
    parts: parts.filter((part) => part.value > 0),
  };
}

function table(inputs: Required<InHandSalaryInputs>, salary: InHandSalary): LineTable {
  const line = (name: string, label: string, year: number, kind?: 'less' | 'total') => ({ name, label, values: [year, year / 12], kind });
  return {
    caption: 'The CTC becoming the salary slip',
    columns: [
      { key: 'year', label: 'A year' },
      { key: 'month', label: 'A month' },
    ],
    lines: [
      line('ctc', 'Cost to company (CTC)', inputs.ctc),
      line('employerPF', 'Employer’s PF', salary.employerPF, 'less'),
      line('gratuity', 'Gratuity provision', salary.gratuity, 'less'),
      line('grossSalary', 'Gross salary', salary.grossSalary, 'total'),
      line('basic', 'Basic pay', salary.basic),
      line('hra', 'HRA', salary.hra),
      line('specialAllowance', 'Special allowance', salary.specialAllowance),
      line('employeePF', 'Your PF', salary.employeePF, 'less'),
      line('professionalTax', 'Professional tax', inputs.professionalTax, 'less'),
      line('taxNew', 'Income tax, new regime', salary.taxNew, 'less'),
      line('taxOld', 'Income tax, old regime', salary.taxOld, 'less'),
      line('inHandYearNew', 'In hand, new regime', salary.inHandYearNew, 'total'),
      line('inHandYearOld', 'In hand, old regime', salary.inHandYearOld, 'total'),
    ],
  };
}

function details(inputs: Required<InHandSalaryInputs>): CalculationDetails {
  const salary = ctcToInHand(inputs);
  return { notes: notes(inputs, salary), charts: [chart(inputs, salary)], breakdown: table(inputs, salary) };
}

export const inHandSalary = defineCalculator<InHandSalaryInputs, InHandSalaryResult>({
  id: 'inHandSalary',
  inputs: {
    ctc: positive,
    basicPercent: { ...positive, blank: DEFAULT_BASIC_PERCENT },
    hraPercent: { ...nonNegative, blank: DEFAULT_HRA_PERCENT },
    pf: { kind: 'choice', options: PF_OPTIONS },
    gratuity: { kind: 'choice', options: GRATUITY_OPTIONS },
    professionalTax: { ...nonNegative, blank: PROFESSIONAL_TAX_MAXIMUM },
    fy: { kind: 'choice', options: SALARY_FINANCIAL_YEARS },
    rent: optional,
    metro: { kind: 'choice', options: METRO_OPTIONS },
    other80C: optional,
    deductions: optional,
  },
  defaults: {
    basicPercent: String(DEFAULT_BASIC_PERCENT),
    hraPercent: String(DEFAULT_HRA_PERCENT),
    pf: 'full',
    gratuity: 'included',
    professionalTax: String(PROFESSIONAL_TAX_MAXIMUM),
    fy: SALARY_FINANCIAL_YEARS[0],
    metro: 'no',
  },
  units: {
    // A year's CTC under ₹1,20,000 (₹10,000 a month) is more likely a month's.
    ctc: yearly('CTC', { amount: 120_000 }),
    basicPercent: BASIC_PERCENT,
    hraPercent: { unit: 'percent', what: 'HRA', per: ' of basic pay', fractionUpTo: 100, atMost: 100 },
    professionalTax: yearly('Professional tax'),
    // A month's rent above ₹5,00,000 is more likely a year's.
    rent: monthly('Rent', { amount: 500_000 }),
    other80C: yearly('Other 80C investments'),
    deductions: yearly('Other deductions'),
  },
  results: {
    inHandMonthNew: 'money',
    inHandMonthOld: 'money',
    inHandYearNew: 'money',
    inHandYearOld: 'money',
    grossSalary: 'money',
    basic: 'money',
    hra: 'money',
    specialAllowance: 'money',
    employerPF: 'money',
    employeePF: 'money',
    gratuity: 'money',
    taxNew: 'money',
    taxOld: 'money',
    hraExemption: 'money',
  },
  ...inRupees,
  compute: (inputs) => {
    const salary = ctcToInHand(inputs);
    if (salary.specialAllowance < 0) return rejectFields([{ field: 'hraPercent', message: structureTooHigh }]);
    const { inHandYearNew, inHandYearOld, grossSalary, basic, hra, specialAllowance, employerPF, employeePF, gratuity, taxNew, taxOld, hraExemption } = salary;
    return accept({
      inHandMonthNew: inHandYearNew / 12,
      inHandMonthOld: inHandYearOld / 12,
      inHandYearNew,
      inHandYearOld,
      grossSalary,
      basic,
      hra,
      specialAllowance,
      employerPF,
      employeePF,
      gratuity,
      taxNew,
      taxOld,
      hraExemption,
    });
  },
  details,
  working: lazyWorking(() => import('../steps/inHandSalary')),
});
