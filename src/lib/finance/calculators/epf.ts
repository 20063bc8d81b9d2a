/**
 * EPF (SAVE.md epf): an employee's provident fund year by year until retirement. Each month the employee pays a share
 * of basic pay, the employer 12 % less what goes to the pension scheme (EPS) until 58; interest is worked on the
 * monthly running balance and credited at the year's end. The year-by-year loop is the rule itself (the EPS share
 * and the wage ceiling change which year a cap binds), at most 42 years long.
 */
import { formatMoney } from '../../format';
import { accept, defineCalculator, lazyWorking, rejectFields } from '../define';
import type { CalculationDetails } from '../details';
import { nonNegative, optional, positive } from '../inputKinds';
import { inRupees } from '../rupees';
import { depositRate } from '../softLimits';
import { EPF_INTEREST_RATE, EPF_WAGE_CEILING_NOW, EPS_LAST_AGE, EPS_MAX_MONTH, EPS_PERCENT, PF_PERCENT } from '../tax/tables/indiaSalary';
import { age, amount, monthly, yearlyChange, type PercentUnit } from '../units';

export const EMPLOYER_PF_OPTIONS = ['full', 'capped'] as const;

export type EpfInputs = {
  age: number;
  retireAge?: number;
  basic: number;
  salaryGrowth?: number;
  employeeRate?: number;
  employerPf?: (typeof EMPLOYER_PF_OPTIONS)[number];
  balance?: number;
  rate?: number;
};
export type EpfResult = { corpus: number; employeeTotal: number; employerTotal: number; interestTotal: number; epsTotal: number };

/** The youngest and oldest age the page starts from, and the latest it retires at (SAVE.md). */
export const EPF_AGES = { youngest: 18, oldest: 57, latestRetirement: 60 } as const;
export const epfAgeMessage = `Enter an age from ${EPF_AGES.youngest} to ${EPF_AGES.oldest}.`;
export const epfRetireAfterAge = 'Must be greater than your age.';
export const epfRetireAtMost = `Enter ${EPF_AGES.latestRetirement} or less: EPF membership ends by then.`;

/** The months of interest the year's 12 contributions earn: each counts from the month after it is paid, 11 + 10 + … + 0. */
export const MONTHS_OF_INTEREST = 66;

/** One year of the account: a month's wage and contributions (employee, employer's EPF part, EPS), the year's interest and closing balance. */
export interface EpfYear {
  readonly age: number;
  readonly wage: number;
  readonly employee: number;
  readonly eps: number;
  readonly employer: number;
  readonly opening: number;
  readonly interest: number;
  readonly closing: number;
}

/** The account year by year (SAVE.md): nothing rounded, as EPFO's rupee rounding is left out (a note says so). */
export function epfYears({ age, retireAge, basic, salaryGrowth, employeeRate, employerPf, balance, rate }: Required<EpfInputs>): EpfYear[] {
  const years: EpfYear[] = [];
  let opening = balance;
  // Pay raised by one multiplication a year, not by a power: ** differs in its last bit between JavaScript engines
  // (Node, which builds the guide's figures, and the browser), a multiplication never does.
  let wage = basic;
  for (let k = 1; k <= retireAge - age; k += 1) {
    const yearAge = age + k - 1;
    if (k > 1) wage *= 1 + salaryGrowth / 100;
    const employee = (employeeRate / 100) * wage;
    const eps = yearAge < EPS_LAST_AGE ? Math.min((EPS_PERCENT / 100) * wage, EPS_MAX_MONTH) : 0;
    const employer = (PF_PERCENT / 100) * (employerPf === 'capped' ? Math.min(wage, EPF_WAGE_CEILING_NOW) : wage) - eps;
    const monthly = employee + employer;
    const interest = (rate / 1200) * (12 * opening + MONTHS_OF_INTEREST * monthly);
    const closing = opening + 12 * monthly + interest;
    years.push({ age: yearAge, wage, employee, eps, employer, opening, interest, closing });
    opening = closing;
  }
  return years;
}

const sum = (years: readonly EpfYear[], part: (year: EpfYear) => number) => years.reduce((total, year) => total + 12 * part(year), 0);

function totals(inputs: Required<EpfInputs>, years: readonly EpfYear[]): EpfResult {
  const corpus = years.at(-1)?.closing ?? inputs.balance;
  const employeeTotal = sum(years, (year) => year.employee);
  const employerTotal = sum(years, (year) => year.employer);
  return { corpus, employeeTotal, employerTotal, interestTotal: years.reduce((total, year) => total + year.interest, 0), epsTotal: sum(years, (year) => year.eps) };
}

const rupees = (value: number) => formatMoney(value, 'INR');

/** The yearly table (contribution, interest, balance), its chart, and the notes on the pension scheme and rounding. */
export function epfDetails(inputs: Required<EpfInputs>): CalculationDetails {
  const years = epfYears(inputs);
  const { epsTotal } = totals(inputs, years);
  let paid = inputs.balance;
  const paidIn = years.map((year) => (paid += 12 * (year.employee + year.employer)));
  return {
    notes: [
      {
        name: 'eps',
        text: `${rupees(epsTotal)} of the employer’s share goes to the Employees’ Pension Scheme, not to this corpus: ${EPS_PERCENT} % of pay, at most ${rupees(EPS_MAX_MONTH)} a month, until ${String(EPS_LAST_AGE)}. It buys a monthly pension for life from ${String(EPS_LAST_AGE)} (a reduced one from 50) once you have 10 years of service, worked out from your pensionable salary and years of service, not from this sum.`,
      },
      {
        name: 'rounding',
        text: 'EPFO rounds each month’s contribution to the rupee; this page does not, so a passbook can differ by a few rupees a year. It also assumes the rate stays as entered: the rate is set each year.',
      },
    ],
    charts: [
      {
        kind: 'series',
        name: 'growth',
        caption: 'What was paid in (with the balance you started with) and the interest it earned, year by year',
        periodLabel: 'Year',
        periods: years.map((_, index) => index + 1),
        series: [
          { label: 'Paid in', values: paidIn, tone: 'deposits' },
          { label: 'Interest', values: years.map((year, index) => year.closing - paidIn[index]!), tone: 'growth' },
        ],
      },
    ],
    table: {
      caption: 'Contributions and interest',
      columns: [
        { key: 'contribution', label: 'Contributions', format: 'money' },
        { key: 'interest', label: 'Interest', format: 'money' },
        { key: 'balance', label: 'Balance', format: 'money' },
      ],
      yearly: years.map((year, index) => ({ period: index + 1, values: [12 * (year.employee + year.employer), year.interest, year.closing] })),
      csvName: 'epf-schedule.csv',
    },
  };
}

/** Your share of basic pay, in %: above 100 is refused, a fraction (0.12) reads as a slip for 12 %. */
const EMPLOYEE_RATE: PercentUnit = { unit: 'percent', what: 'Your contribution', per: ' of basic pay', fractionUpTo: 100, atMost: 100 };

export const epf = defineCalculator<EpfInputs, EpfResult>({
  id: 'epf',
  inputs: {
    age: { kind: 'integer', min: EPF_AGES.youngest },
    retireAge: { kind: 'integer', min: 1, blank: EPS_LAST_AGE },
    basic: positive,
    salaryGrowth: optional,
    employeeRate: { ...nonNegative, blank: PF_PERCENT },
    employerPf: { kind: 'choice', options: EMPLOYER_PF_OPTIONS },
    balance: optional,
    rate: { ...positive, blank: EPF_INTEREST_RATE.rate },
  },
  defaults: { retireAge: String(EPS_LAST_AGE), employeeRate: String(PF_PERCENT), employerPf: 'full', rate: String(EPF_INTEREST_RATE.rate) },
  units: {
    age: age('Your age'),
    retireAge: age('Retirement age'),
    // A month's basic of ₹5,00,000 or more is more likely a year's.
    basic: monthly('Basic pay plus DA', { amount: 500_000 }),
    salaryGrowth: yearlyChange('Salary growth'),
    employeeRate: EMPLOYEE_RATE,
    balance: amount('EPF balance'),
    rate: depositRate('EPF interest rate'),
  },
  results: { corpus: 'money', employeeTotal: 'money', employerTotal: 'money', interestTotal: 'money', epsTotal: 'money' },
  ...inRupees,
  overflowField: 'basic',
  compute: (inputs) => {
    const { age, retireAge } = inputs;
    const errors = [];
    if (age > EPF_AGES.oldest) errors.push({ field: 'age', message: epfAgeMessage });
    if (retireAge > EPF_AGES.latestRetirement) errors.push({ field: 'retireAge', message: epfRetireAtMost });
    else if (retireAge <= age) errors.push({ field: 'retireAge', message: epfRetireAfterAge });
    if (errors.length > 0) return rejectFields(errors);
    return accept(totals(inputs, epfYears(inputs)));
  },
  details: epfDetails,
  working: lazyWorking(() => import('../steps/epf')),
});
