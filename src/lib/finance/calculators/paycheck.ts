/**
 * Take-home pay (PAY.md): what reaches the bank from a US paycheck after a traditional 401(k), pre-tax deductions,
 * federal income tax, Social Security, Medicare, a flat state rate and after-tax deductions.
 */
import { formatMoney } from '../../format';
import { accept, defineCalculator, lazyWorking, rejectFields } from '../define';
import type { CalculationDetails, DetailNote, LineTable } from '../details';
import { optional, positive } from '../inputKinds';
import { grossForYear, takeHomePay, PAY_FREQUENCIES, PAY_UNITS, PAYCHECK_YEARS, type PayFrequency, type Paycheck, type PaycheckTerms, type PaycheckYear, type PayUnit } from '../tax/paycheck';
import { ADDITIONAL_MEDICARE_THRESHOLD } from '../tax/tables/selfEmploymentTax';
import { FILING_STATUSES, type FilingStatus } from '../tax/tables/usFederalTax';
import { ADDITIONAL_MEDICARE_WITHHOLDING_PERCENT, ADDITIONAL_MEDICARE_WITHHOLDING_THRESHOLD, ELECTIVE_DEFERRAL_SOURCE } from '../tax/tables/usPayroll';
import { amount, count, plainNumber, type PercentUnit } from '../units';

export type PaycheckInputs = {
  pay: number;
  payUnit?: PayUnit;
  hoursPerWeek?: number;
  frequency?: PayFrequency;
  taxYear?: PaycheckYear;
  filingStatus?: FilingStatus;
  retirementPercent?: number;
  pretaxDeductions?: number;
  stateRate?: number;
  afterTaxDeductions?: number;
};

export type PaycheckResult = {
  takeHome: number;
  grossPay: number;
  federalIncomeTax: number;
  socialSecurity: number;
  medicare: number;
  stateTax: number;
  retirementContribution: number;
  pretax: number;
  afterTax: number;
  takeHomeYear: number;
  grossYear: number;
  totalTaxRate: number;
};

/** More hours than this a week is not a working week (PAY.md: > 0 and <= 100). */
export const MOST_HOURS_A_WEEK = 100;
/** A year's pay above this, typed as one paycheck's, reads as a year's salary in the paycheck field (PAY.md). */
export const PAYCHECK_LIKE_A_YEAR = 5_000_000;
/** A year's pay below this reads as an hourly rate typed as a year's (PAY.md). */
export const YEAR_LIKE_AN_HOUR = 1_000;
/** A year's pay below this (and not an hourly rate) reads as a month's pay typed as a year's. */
export const YEAR_LIKE_A_MONTH = 12_000;

const money = (value: number) => formatMoney(value, 'USD');
const statusWords: Readonly<Record<FilingStatus, string>> = {
  single: 'single',
  married: 'married filing jointly',
  headOfHousehold: 'head of household',
  marriedSeparate: 'married filing separately',
};

/** A percent of pay: a fraction slip (0.062 for 6.2 %), at most 100 %. */
const percentOfPay = (what: string, amountFrom?: number): PercentUnit => ({
  unit: 'percent',
  what,
  per: ' of pay',
  fractionUpTo: 30,
  atMost: 100,
  ...(amountFrom === undefined ? {} : { amountLike: { limit: amountFrom, inclusive: false } }),
});

const terms = (inputs: Required<PaycheckInputs>): PaycheckTerms => inputs;

/**
 * The slips PAY.md lists for the pay: a year's salary typed as one paycheck's, an hourly rate or a month's pay typed
 * as a year's. Written here rather than by the field's unit because the reading depends on `payUnit` and `frequency`.
 */
export function paySlips({ pay, payUnit, frequency }: Required<PaycheckInputs>): DetailNote[] {
  const typed = `$${plainNumber(pay)}`;
  const note = (text: string): DetailNote[] => [{ name: 'check-units', field: 'pay', text }];
  if (payUnit === 'paycheck') {
    const year = grossForYear({ pay, payUnit, hoursPerWeek: 0, frequency });
    if (year > PAYCHECK_LIKE_A_YEAR) return note(`Pay: ${typed} each paycheck, ${money(year)} a year? If ${typed} is a year’s pay, choose “A year”.`);
  }
  if (payUnit === 'year' && pay < YEAR_LIKE_AN_HOUR) return note(`Pay: ${typed} a year? If that is an hourly rate, choose “An hour”.`);
  if (payUnit === 'year' && pay < YEAR_LIKE_A_MONTH) {
    return note(`Pay: ${typed} a year? If that is a month’s pay, the year’s is ${money(pay * 12)}: type ${plainNumber(pay * 12)}.`);
  }
  return [];
}

function paycheckNotes(inputs: Required<PaycheckInputs>, pay: Paycheck): DetailNote[] {
  const notes: DetailNote[] = [];
  const year = inputs.taxYear;
  if (pay.retirementWanted > pay.deferralLimit) {
    notes.push({
      name: 'deferral-limit',
      text: `${plainNumber(inputs.retirementPercent)} % of your pay would be ${money(pay.retirementWanted)} in ${year}, above the ${money(pay.deferralLimit)} an employee may defer to a 401(k) or 403(b) that year (${ELECTIVE_DEFERRAL_SOURCE[year]}): the page takes ${money(pay.deferralLimit)}, ${money(pay.retirement / pay.paychecks)} a paycheck. Catch-up contributions allowed from age 50 are not counted.`,
    });
  }
  if (pay.additionalMedicare > 0) {
    const threshold = ADDITIONAL_MEDICARE_THRESHOLD[inputs.filingStatus];
    notes.push({
      name: 'additional-medicare',
      text: `Your wages pass ${money(ADDITIONAL_MEDICARE_WITHHOLDING_THRESHOLD)}, so your employer also withholds the ${String(ADDITIONAL_MEDICARE_WITHHOLDING_PERCENT)} % Additional Medicare Tax on the part above it, ${money(pay.additionalMedicare)} for the year, whatever your filing status (IRC §3102(f); IRS Publication 15). Your return works it out on the ${money(threshold)} threshold for ${statusWords[inputs.filingStatus]} and on all your household's wages (Form 8959), so it may settle a different figure.`,
    });
  }
  if (pay.ficaWages > pay.wageBase) {
    notes.push({
      name: 'wage-base',
      text: `Social Security stops for the year once your wages reach the ${year} wage base of ${money(pay.wageBase)} (Social Security Administration): early paychecks carry it and the last ones none. The ${money(pay.socialSecurity / pay.paychecks)} shown is the year's ${money(pay.socialSecurity)} spread evenly over ${String(pay.paychecks)} paychecks.`,
    });
  }
  notes.push({
    name: 'estimate',
    text: `An estimate: the year's tax spread evenly over ${String(pay.paychecks)} paychecks. What your employer withholds follows your Form W-4 and IRS Publication 15-T and can differ; tax credits, local taxes and state deductions are left out.`,
  });
  return notes;
}

/** The pay stub's lines in the order one reads them: gross, what comes off before tax, the taxes, after-tax deductions, take-home. */
function paycheckTable(pay: Paycheck): LineTable {
  const line = (name: string, label: string, year: number, kind?: 'less' | 'total') => ({ name, label, values: [year / pay.paychecks, year], ...(kind ? { kind } : {}) });
  return {
    caption: 'Your paycheck line by line, for one paycheck and for the year',
    columns: [
      { key: 'paycheck', label: 'Each paycheck' },
      { key: 'year', label: 'For the year' },
    ],
    lines: [
      line('grossPay', 'Gross pay', pay.gross),
      line('retirementContribution', '401(k) or 403(b)', pay.retirement, 'less'),
      line('pretax', 'Pre-tax deductions', pay.pretax, 'less'),
      line('federalIncomeTax', 'Federal income tax', pay.federal.totalTax, 'less'),
      line('socialSecurity', 'Social Security', pay.socialSecurity, 'less'),
      line('medicare', 'Medicare', pay.medicare, 'less'),
      line('stateTax', 'State income tax', pay.state, 'less'),
      line('afterTax', 'After-tax deductions', pay.afterTax, 'less'),
      line('takeHome', 'Take-home pay', pay.takeHome, 'total'),
    ],
  };
}

function paycheckDetails(inputs: Required<PaycheckInputs>, pay: Paycheck): CalculationDetails {
  const per = (year: number) => year / pay.paychecks;
  // In an order whose neighbours stay apart for colour-blind readers whichever parts are 0 and left out: federal tax,
  // Social Security and after-tax deductions look alike to them, so Medicare and take-home stand between them.
  const parts = [
    { label: 'After-tax deductions', value: per(pay.afterTax), tone: 'after-tax' },
    { label: 'Take-home', value: per(pay.takeHome), tone: 'take-home' },
    { label: 'Federal income tax', value: per(pay.federal.totalTax), tone: 'tax' },
    { label: 'Medicare', value: per(pay.medicare), tone: 'medicare' },
    { label: 'Social Security', value: per(pay.socialSecurity), tone: 'social-security' },
    { label: 'State tax', value: per(pay.state), tone: 'state-tax' },
    { label: '401(k)', value: per(pay.retirement), tone: 'retirement' },
    { label: 'Pre-tax deductions', value: per(pay.pretax), tone: 'pretax' },
  ] as const;
  return {
    notes: paycheckNotes(inputs, pay),
    charts: [{ kind: 'share', name: 'breakdown', caption: 'Where one paycheck goes', parts: parts.filter((part) => part.value > 0) }],
    breakdown: paycheckTable(pay),
  };
}

export const paycheck = defineCalculator<PaycheckInputs, PaycheckResult>({
  id: 'paycheck',
  inputs: {
    pay: positive,
    payUnit: { kind: 'choice', options: PAY_UNITS },
    hoursPerWeek: { ...positive, when: { input: 'payUnit', in: ['hour'] }, blank: 40 },
    frequency: { kind: 'choice', options: PAY_FREQUENCIES },
    taxYear: { kind: 'choice', options: PAYCHECK_YEARS },
    filingStatus: { kind: 'choice', options: FILING_STATUSES },
    retirementPercent: optional,
    pretaxDeductions: optional,
    stateRate: optional,
    afterTaxDeductions: optional,
  },
  defaults: { payUnit: 'year', hoursPerWeek: '40', frequency: 'biweekly', taxYear: '2026', filingStatus: 'single' },
  units: {
    pay: {
      choice: 'payUnit',
      units: { year: amount('Pay a year'), paycheck: amount('Pay each paycheck'), hour: amount('Pay an hour') },
    },
    hoursPerWeek: count('Hours a week'),
    retirementPercent: percentOfPay('401(k) contribution'),
    pretaxDeductions: amount('Pre-tax deductions each paycheck'),
    // A flat state rate above 20 % is none there is (California's top rate is 13.3 %): an amount typed for a percent.
    stateRate: percentOfPay('State tax rate', 20),
    afterTaxDeductions: amount('After-tax deductions each paycheck'),
  },
  unitNotes: paySlips,
  results: {
    takeHome: 'money',
    grossPay: 'money',
    federalIncomeTax: 'money',
    socialSecurity: 'money',
    medicare: 'money',
    stateTax: 'money',
    retirementContribution: 'money',
    pretax: 'money',
    afterTax: 'money',
    takeHomeYear: 'money',
    grossYear: 'money',
    totalTaxRate: 'percent',
  },
  currency: 'USD',
  compute: (inputs) => {
    if (inputs.payUnit === 'hour' && inputs.hoursPerWeek > MOST_HOURS_A_WEEK) {
      return rejectFields([{ field: 'hoursPerWeek', message: `Enter the hours you are paid for in a week, at most ${String(MOST_HOURS_A_WEEK)}.` }]);
    }
    const pay = takeHomePay(terms(inputs));
    if (pay.taxedWages < 0) {
      const room = Math.max(0, pay.gross - pay.retirement) / pay.paychecks;
      return rejectFields([
        {
          field: 'pretaxDeductions',
          message: `Pre-tax deductions and the 401(k) come to more than the gross pay: enter at most ${money(room)} each paycheck${pay.retirement > 0 ? ', or a smaller 401(k) percent' : ''}.`,
        },
      ]);
    }
    if (pay.takeHome < 0) {
      const room = (pay.takeHome + pay.afterTax) / pay.paychecks;
      // Social Security and Medicare are on the 401(k) too, so a large 401(k) and premiums can leave less than nothing.
      const message =
        room > 0
          ? `After-tax deductions come to more than the ${money(room)} left of each paycheck after tax: enter at most that.`
          : 'Nothing is left of the pay after the 401(k), the pre-tax deductions and the taxes (Social Security and Medicare are taken on the 401(k) too): lower the 401(k) percent or the pre-tax deductions.';
      return rejectFields([{ field: 'afterTaxDeductions', message }]);
    }
    const per = (year: number) => year / pay.paychecks;
    return accept({
      takeHome: per(pay.takeHome),
      grossPay: per(pay.gross),
      federalIncomeTax: per(pay.federal.totalTax),
      socialSecurity: per(pay.socialSecurity),
      medicare: per(pay.medicare),
      stateTax: per(pay.state),
      retirementContribution: per(pay.retirement),
      pretax: per(pay.pretax),
      afterTax: per(pay.afterTax),
      takeHomeYear: pay.takeHome,
      grossYear: pay.gross,
      totalTaxRate: pay.totalTaxRate,
    });
  },
  details: (inputs) => paycheckDetails(inputs, takeHomePay(terms(inputs))),
  working: lazyWorking(() => import('../steps/paycheck')),
});
