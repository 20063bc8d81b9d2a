/**
 * A CTC (cost to company) taken apart into the salary slip (PAY.md inHandSalary): basic, the employer's PF and the
 * gratuity provision come out of the CTC first, what is left is the gross salary; the employee's PF, professional tax
 * and each regime's income tax come out of that, and what is left is paid in hand. Every figure of law is read from
 * its table (tables/indiaSalary.ts, tables/indiaIncomeTax.ts); the tax is the India tax engine's. Nothing is rounded.
 */
import { hraExemption } from './hraExemption';
import { indiaRegimeTax, type IndiaRegime, type RegimeTax } from './indiaIncomeTax';
import { NEW_REGIME_YEARS, oldRegimeTable } from './tables/indiaIncomeTax';
import { EPF_WAGE_CEILING, GRATUITY_DAYS_A_YEAR, PF_PERCENT, SECTION_80C_LIMIT, WORKING_DAYS_A_MONTH, type SalaryFinancialYear } from './tables/indiaSalary';

export const PF_OPTIONS = ['full', 'capped', 'none'] as const;
export type PfOption = (typeof PF_OPTIONS)[number];
export const GRATUITY_OPTIONS = ['included', 'excluded'] as const;
export type GratuityOption = (typeof GRATUITY_OPTIONS)[number];
export const METRO_OPTIONS = ['no', 'yes'] as const;
export type MetroOption = (typeof METRO_OPTIONS)[number];

/** The salary pages are for salaried employees under 60: the age band whose slabs and rebate apply. */
export const SALARY_AGE = 'under60';

export interface InHandSalaryInput {
  /** Cost to company, ₹ a year. */
  readonly ctc: number;
  /** Basic pay as % of the CTC. */
  readonly basicPercent: number;
  /** HRA as % of basic. */
  readonly hraPercent: number;
  readonly pf: PfOption;
  readonly gratuity: GratuityOption;
  /** ₹ a year. */
  readonly professionalTax: number;
  readonly fy: SalaryFinancialYear;
  /** Rent paid, ₹ a month. */
  readonly rent: number;
  readonly metro: MetroOption;
  /** Old regime: 80C investments besides the employee's PF, ₹ a year. */
  readonly other80C: number;
  /** Old regime: other deductions (80D, home-loan interest…), ₹ a year. */
  readonly deductions: number;
}

export interface InHandSalary {
  readonly basic: number;
  /** The wage PF is 12 % of: basic, basic up to ₹15,000 a month, or nothing. */
  readonly pfWage: number;
  readonly employerPF: number;
  readonly employeePF: number;
  readonly gratuity: number;
  readonly grossSalary: number;
  readonly hra: number;
  /** What is left of the gross salary after basic and HRA; below 0 the structure cannot be paid. */
  readonly specialAllowance: number;
  readonly hraExemption: number;
  /** Employee PF and the other 80C items, up to their shared ₹1,50,000. */
  readonly section80C: number;
  readonly standardNew: number;
  readonly standardOld: number;
  readonly regimes: Readonly<Record<IndiaRegime, RegimeTax>>;
  readonly taxNew: number;
  readonly taxOld: number;
  readonly inHandYearNew: number;
  readonly inHandYearOld: number;
  /** The regime that leaves more in hand, or `same`. */
  readonly better: IndiaRegime | 'same';
}

/** Two in-hand figures this close are the same: float noise from different slabs, never a real rupee. */
const SAME_AMOUNT = 1e-6;

/** The PF wage of a structure: basic, basic up to the year's EPF wage ceiling (a month's, 12 times), or none. */
export function pfWageOf(pf: PfOption, basic: number, fy: SalaryFinancialYear): number {
  if (pf === 'full') return basic;
  return pf === 'capped' ? Math.min(basic, EPF_WAGE_CEILING[fy] * 12) : 0;
}

/** The gratuity provision a year: 15 days' basic for a year's service, a month being 26 working days (15 ÷ 312 of a year's basic). */
export const gratuityOf = (basic: number): number => (basic * GRATUITY_DAYS_A_YEAR) / (WORKING_DAYS_A_MONTH * 12);

export function ctcToInHand(input: InHandSalaryInput): InHandSalary {
  const basic = (input.ctc * input.basicPercent) / 100;
  const pfWage = pfWageOf(input.pf, basic, input.fy);
  const employerPF = (pfWage * PF_PERCENT) / 100;
  const employeePF = employerPF;
  const gratuity = input.gratuity === 'included' ? gratuityOf(basic) : 0;
  const grossSalary = input.ctc - employerPF - gratuity;
  const hra = (basic * input.hraPercent) / 100;
  const left = grossSalary - basic - hra;
  // A structure that exactly fills the gross salary can leave a few ulps either side of 0.
  const specialAllowance = Math.abs(left) <= 1e-9 * input.ctc ? 0 : left;
  const exemption = hraExemption({ basic, hra, rent: input.rent * 12, metro: input.metro === 'yes' }).exemptHra;
  const standardNew = NEW_REGIME_YEARS[input.fy].standardDeduction;
  const standardOld = oldRegimeTable(input.fy, SALARY_AGE).standardDeduction;
  const section80C = Math.min(SECTION_80C_LIMIT, employeePF + input.other80C);
  const taxableNew = Math.max(0, grossSalary - standardNew);
  const taxableOld = Math.max(0, grossSalary - standardOld - input.professionalTax - exemption - section80C - input.deductions);
  const regimes = {
    new: indiaRegimeTax('new', taxableNew, input.fy, SALARY_AGE),
    old: indiaRegimeTax('old', taxableOld, input.fy, SALARY_AGE),
  };
  const taxNew = regimes.new.total;
  const taxOld = regimes.old.total;
  const inHandYearNew = grossSalary - employeePF - input.professionalTax - taxNew;
  const inHandYearOld = grossSalary - employeePF - input.professionalTax - taxOld;
  const difference = inHandYearNew - inHandYearOld;
  return {
    basic,
    pfWage,
    employerPF,
    employeePF,
    gratuity,
    grossSalary,
    hra,
    specialAllowance,
    hraExemption: exemption,
    section80C,
    standardNew,
    standardOld,
    regimes,
    taxNew,
    taxOld,
    inHandYearNew,
    inHandYearOld,
    better: Math.abs(difference) <= SAME_AMOUNT ? 'same' : difference > 0 ? 'new' : 'old',
  };
}
