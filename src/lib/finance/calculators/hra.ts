/**
 * The HRA exemption of India's old regime (PAY.md): the least of the HRA received, the rent paid above 10 % of basic
 * salary, and 50 % of basic in a listed city (40 % elsewhere); the rest of the HRA is taxed. The rule itself is
 * hraExemption's, shared with the in-hand salary page; this page names the limit that binds, the city list and rule
 * of the chosen year, and what the new regime and the landlord's PAN mean for the claim.
 */
import { formatMoney } from '../../format';
import { accept, defineCalculator, lazyWorking } from '../define';
import { inRupees } from '../rupees';
import type { CalculationDetails, DetailNote, LineTable } from '../details';
import { nonNegative, positive } from '../inputKinds';
import { hraExemption, HRA_LIMITS, type HraExemption, type HraLimit } from '../tax/hraExemption';
import {
  HRA_METRO_CITIES,
  HRA_METRO_PERCENT,
  HRA_OTHER_PERCENT,
  HRA_RENT_OVER_PERCENT,
  LANDLORD_PAN_RENT_A_YEAR,
  SALARY_FINANCIAL_YEARS,
  type SalaryFinancialYear,
} from '../tax/tables/indiaSalary';
import { yearly } from '../units';

export const METRO_CHOICES = ['no', 'yes'] as const;
export type MetroChoice = (typeof METRO_CHOICES)[number];

export type HraInputs = { basic: number; hra: number; rent: number; fy?: SalaryFinancialYear; metro?: MetroChoice };
export type HraResult = { actualHra: number; rentOverTenth: number; salaryShare: number; exemptHra: number; taxableHra: number };

/** The page whose comparison the new-regime note sends the reader to. */
export const INCOME_TAX_COMPARISON = '/india-income-tax-calculator';

const rupees = (value: number) => formatMoney(value, 'INR');

/** The exemption for the form's values: the one place the page turns its inputs into hraExemption's. */
export const exemptionFor = ({ basic, hra, rent, metro }: Required<HraInputs>): HraExemption => hraExemption({ basic, hra, rent, metro: metro === 'yes' });

/** "Delhi, Mumbai, Kolkata and Chennai": a year's listed cities in words. */
export function citiesInWords(fy: SalaryFinancialYear): string {
  const { cities } = HRA_METRO_CITIES[fy];
  return `${cities.slice(0, -1).join(', ')} and ${cities.at(-1)}`;
}

/** The salary limit as the page names it for the year: its rate, and for a listed city the list and the rule. */
export function salaryLimitWords(fy: SalaryFinancialYear, metro: boolean): string {
  const { source } = HRA_METRO_CITIES[fy];
  return metro
    ? `${HRA_METRO_PERCENT} % of basic, for a city listed for FY ${fy} (${citiesInWords(fy)}, ${source})`
    : `${HRA_OTHER_PERCENT} % of basic, for a city not listed for FY ${fy} (${source} gives 50 % only to ${citiesInWords(fy)})`;
}

const LIMIT_WORDS: Readonly<Record<HraLimit, string>> = {
  actualHra: 'the HRA you receive',
  rentOverTenth: `the rent you pay above ${HRA_RENT_OVER_PERCENT} % of basic`,
  salaryShare: 'the share of basic salary for your city',
};

/** The smallest limit but the binding one: how far raising the binding limit would take the exemption. */
const nextLimit = (exemption: HraExemption): number => Math.min(...HRA_LIMITS.filter((limit) => limit !== exemption.binding).map((limit) => exemption[limit]));

/** What sets the exemption and what would raise it (PAY.md: limit-actual, limit-rent or limit-salary). */
function limitNote({ basic, rent, fy, metro }: Required<HraInputs>, exemption: HraExemption): DetailNote {
  const { binding, exemptHra } = exemption;
  const next = nextLimit(exemption);
  const sets = `Your exemption, ${rupees(exemptHra)} a year, is ${LIMIT_WORDS[binding]}: the smallest of the three limits.`;
  const tenth = (basic * HRA_RENT_OVER_PERCENT) / 100;
  if (binding === 'actualHra') {
    return {
      name: 'limit-actual',
      text: `${sets} Only more HRA from your employer would raise it (each rupee of HRA would be exempt up to ${rupees(next)}, the next limit); paying more rent would not.`,
    };
  }
  if (binding === 'rentOverTenth') {
    const below = rent <= tenth ? ` Rent up to ${rupees(tenth)} a year, ${HRA_RENT_OVER_PERCENT} % of basic, earns no exemption.` : '';
    return {
      name: 'limit-rent',
      text: `${sets}${below} Each rupee of rent above ${rupees(tenth)} a year raises it by a rupee, up to ${rupees(next)} (the next limit) at a rent of ${rupees(next + tenth)} a year.`,
    };
  }
  const city = metro === 'yes' ? '' : ` Living in one of the cities listed for FY ${fy} (${citiesInWords(fy)}) would raise the limit to ${HRA_METRO_PERCENT} % of basic.`;
  return {
    name: 'limit-salary',
    text: `${sets} More rent or HRA would not raise it; only a higher basic salary would.${city}`,
  };
}

const NEW_REGIME: (hra: number) => DetailNote = (hra) => ({
  name: 'new-regime',
  text: `In the new regime, the default, no HRA is exempt: all ${rupees(hra)} of it is taxed (section 115BAC of the Income-tax Act, 1961; section 202 of the Income-tax Act, 2025 from FY 2026-27). The exemption counts only if you choose the old regime.`,
  link: { href: INCOME_TAX_COMPARISON, text: 'Compare the old and new regimes' },
});

/** PAY.md: rent above ₹1,00,000 a year needs the landlord's PAN, under the year's rule. */
function landlordPan(rent: number, fy: SalaryFinancialYear): DetailNote | null {
  if (rent <= LANDLORD_PAN_RENT_A_YEAR) return null;
  const rule = fy === '2025-26' ? 'CBDT Circular 08/2013, on Form 12BB' : 'rule 205 of the Income-tax Rules, 2026, on Form 124';
  return {
    name: 'landlord-pan',
    text: `Your rent, ${rupees(rent)} a year, is above ₹1,00,000: your employer needs your landlord’s name, address and PAN to allow the exemption (${rule}).`,
  };
}

/** The three limits, the exemption and the taxable rest, for the year and for a month (a year's ÷ 12). */
function breakdown({ fy, metro }: Required<HraInputs>, result: HraResult): LineTable {
  const line = (name: keyof HraResult, label: string, kind?: 'total') => ({ name, label, values: [result[name], result[name] / 12], ...(kind ? { kind } : {}) });
  return {
    caption: `HRA exemption, FY ${fy}: ${HRA_METRO_PERCENT} % of basic in ${citiesInWords(fy)} (${HRA_METRO_CITIES[fy].source}), ${HRA_OTHER_PERCENT} % elsewhere`,
    columns: [
      { key: 'year', label: 'A year' },
      { key: 'month', label: 'A month' },
    ],
    lines: [
      line('actualHra', 'Limit 1: HRA received'),
      line('rentOverTenth', `Limit 2: rent paid above ${HRA_RENT_OVER_PERCENT} % of basic`),
      line('salaryShare', `Limit 3: ${metro === 'yes' ? HRA_METRO_PERCENT : HRA_OTHER_PERCENT} % of basic`),
      line('exemptHra', 'Exempt HRA, the least of the three', 'total'),
      line('taxableHra', 'Taxable HRA (old regime)'),
    ],
  };
}

function hraDetails(inputs: Required<HraInputs>, result: HraResult): CalculationDetails {
  const exemption = exemptionFor(inputs);
  const pan = landlordPan(inputs.rent, inputs.fy);
  return {
    notes: [limitNote(inputs, exemption), NEW_REGIME(inputs.hra), ...(pan ? [pan] : [])],
    charts: [],
    breakdown: breakdown(inputs, result),
  };
}

/** A year's figure below a month's basic salary reads as a month's typed for a year's. */
const monthOfBasic = { field: 'basic', what: 'the basic salary', share: 1 / 12 } as const;

export const hra = defineCalculator<HraInputs, HraResult>({
  id: 'hra',
  inputs: {
    basic: positive,
    hra: positive,
    rent: nonNegative,
    fy: { kind: 'choice', options: SALARY_FINANCIAL_YEARS },
    metro: { kind: 'choice', options: METRO_CHOICES },
  },
  defaults: { fy: '2026-27', metro: 'no' },
  units: {
    // PAY.md: a year's basic under ₹60,000 (₹5,000 a month) is more likely a month's.
    basic: yearly('Basic salary plus DA', { amount: 60_000 }),
    // HRA or rent for a year below a month's basic is more likely a month's (such rent earns no exemption anyway).
    hra: yearly('HRA received', monthOfBasic),
    rent: yearly('Rent paid', monthOfBasic),
  },
  // The exemption first, as the answer the reader came for; then the taxable rest and the three limits it is the least of.
  results: { exemptHra: 'money', taxableHra: 'money', actualHra: 'money', rentOverTenth: 'money', salaryShare: 'money' },
  ...inRupees,
  compute: (inputs) => {
    const { actualHra, rentOverTenth, salaryShare, exemptHra, taxableHra } = exemptionFor(inputs);
    return accept({ actualHra, rentOverTenth, salaryShare, exemptHra, taxableHra });
  },
  details: hraDetails,
  working: lazyWorking(() => import('../steps/hra')),
});
