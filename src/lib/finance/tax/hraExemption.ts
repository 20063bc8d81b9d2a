/**
 * The HRA exemption of the old regime: the least of the HRA received, the rent paid above 10 % of salary, and 50 % of
 * salary in a listed city (40 % elsewhere). Salary here is basic pay plus dearness allowance, for the same months as
 * the HRA and the rent. Shared by the HRA page and the in-hand salary page, so the rule is written once.
 */
import { HRA_METRO_PERCENT, HRA_OTHER_PERCENT, HRA_RENT_OVER_PERCENT } from './tables/indiaSalary';

/** The three limits in the order the law lists them; on a tie the first is the one named. */
export const HRA_LIMITS = ['actualHra', 'rentOverTenth', 'salaryShare'] as const;
export type HraLimit = (typeof HRA_LIMITS)[number];

export interface HraExemptionInput {
  /** Basic pay plus dearness allowance, for the period. */
  readonly basic: number;
  /** HRA received, for the same period. */
  readonly hra: number;
  /** Rent paid, for the same period. */
  readonly rent: number;
  readonly metro: boolean;
}

export interface HraExemption {
  readonly actualHra: number;
  /** Rent paid less 10 % of salary, never below 0. */
  readonly rentOverTenth: number;
  /** 50 % or 40 % of salary. */
  readonly salaryShare: number;
  /** The salary share's rate, in %. */
  readonly salaryPercent: number;
  readonly exemptHra: number;
  readonly taxableHra: number;
  /** The smallest of the three limits: the one that sets the exemption. */
  readonly binding: HraLimit;
}

export function hraExemption({ basic, hra, rent, metro }: HraExemptionInput): HraExemption {
  const salaryPercent = metro ? HRA_METRO_PERCENT : HRA_OTHER_PERCENT;
  const limits: Record<HraLimit, number> = {
    actualHra: hra,
    rentOverTenth: Math.max(0, rent - (basic * HRA_RENT_OVER_PERCENT) / 100),
    salaryShare: (basic * salaryPercent) / 100,
  };
  const binding = HRA_LIMITS.reduce((least, limit) => (limits[limit] < limits[least] ? limit : least));
  const exemptHra = limits[binding];
  return { ...limits, salaryPercent, exemptHra, taxableHra: hra - exemptHra, binding };
}
