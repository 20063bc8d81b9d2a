/**
 * Self-employment tax as Schedule SE and Form 8959 Part II compute it, and the estimated-tax due dates of Form 1040-ES.
 * Rates: 92.35 % (Schedule SE line 4a), 12.4 % (line 10), 2.9 % (line 11), 0.9 % (Form 8959 line 13). Wage bases:
 * SSA's contribution and benefit base. Every expected figure is worked by hand in the comments.
 */
import { describe, expect, it } from 'vitest';
import { calculators, runCalculatorWithDetails } from '../../../src/lib/finance';
import type { FilingStatus } from '../../../src/lib/finance/tax/tables/usFederalTax';
import { SOCIAL_SECURITY_WAGE_BASE } from '../../../src/lib/finance/tax/tables/selfEmploymentTax';
import { estimatedTaxDueDates, selfEmploymentTax, type SelfEmploymentTaxInputs } from '../../../src/lib/finance/tax/selfEmploymentTax';

const alone = (netProfit: number, more: Partial<SelfEmploymentTaxInputs> = {}) =>
  selfEmploymentTax({ netProfit, taxYear: '2025', filingStatus: 'single', wages: 0, incomeTax: 0, ...more });

describe('Schedule SE: 92.35 % of profit pays 12.4 % Social Security and 2.9 % Medicare', () => {
  it('$50,000 of profit: base $46,175, Social Security $5,725.70, Medicare $1,339.075, SE tax $7,064.775, half $3,532.3875', () => {
    // 50,000 × 92.35 % = 46,175. 12.4 % of 46,175 = 5,725.70; 2.9 % = 1,339.075 (the form's 1,339.08);
    // 5,725.70 + 1,339.075 = 7,064.775 (7,064.78); half is 3,532.3875 (3,532.39). Nothing is rounded inside.
    const result = alone(50_000);
    expect(result.under400).toBe(false);
    expect(result.base).toBeCloseTo(46_175, 9);
    expect(result.socialSecurityEarnings).toBeCloseTo(46_175, 9);
    expect(result.socialSecurity).toBeCloseTo(5_725.7, 9);
    expect(result.medicare).toBeCloseTo(1_339.075, 9);
    expect(result.seTax).toBeCloseTo(7_064.775, 9);
    expect(result.deductibleHalf).toBeCloseTo(3_532.3875, 9);
    expect(result.additionalMedicare).toBe(0);
  });

  it('gives the effective rate on net profit: 7,064.775 / 50,000 = 14.12955 %', () => {
    expect(alone(50_000).effectiveRate).toBeCloseTo(14.12955, 9);
  });

  it('is the same in every year while the base stays under every wage base', () => {
    for (const taxYear of ['2023', '2024', '2025', '2026'] as const) {
      expect(alone(50_000, { taxYear }).seTax).toBeCloseTo(7_064.775, 9);
    }
  });
});

describe('the Social Security wage base caps the 12.4 %, and W-2 wages use it up first', () => {
  it('publishes SSA’s wage bases: $160,200, $168,600, $176,100, $184,500 for 2023 to 2026', () => {
    expect(SOCIAL_SECURITY_WAGE_BASE).toEqual({ '2023': 160_200, '2024': 168_600, '2025': 176_100, '2026': 184_500 });
  });

  it('2025, $250,000 of profit and no wages: Social Security only on the $176,100 base, Medicare on all $230,875', () => {
    // Base 250,000 × 92.35 % = 230,875. 12.4 % of 176,100 = 21,836.40; 2.9 % of 230,875 = 6,695.375; sum 28,531.775.
    const result = alone(250_000);
    expect(result.wageBase).toBe(176_100);
    expect(result.socialSecurityEarnings).toBe(176_100);
    expect(result.socialSecurity).toBeCloseTo(21_836.4, 9);
    expect(result.medicare).toBeCloseTo(6_695.375, 9);
    expect(result.seTax).toBeCloseTo(28_531.775, 9);
    expect(result.deductibleHalf).toBeCloseTo(14_265.8875, 9);
  });

  it('uses each year’s own wage base: 2023, $250,000 of profit pays 12.4 % of $160,200 = $19,864.80', () => {
    expect(alone(250_000, { taxYear: '2023' }).socialSecurity).toBeCloseTo(19_864.8, 9);
    // 2026: 12.4 % of 184,500 = 22,878.
    expect(alone(250_000, { taxYear: '2026' }).socialSecurity).toBeCloseTo(22_878, 9);
  });

  it('2025, $150,000 of wages and $50,000 of profit: only the $26,100 left of the base pays Social Security', () => {
    // Schedule SE line 9: 176,100 − 150,000 = 26,100 < the 46,175 base. 12.4 % of 26,100 = 3,236.40;
    // Medicare is still 2.9 % of 46,175 = 1,339.075; SE tax 4,575.475.
    const result = alone(50_000, { wages: 150_000 });
    expect(result.socialSecurityEarnings).toBe(26_100);
    expect(result.socialSecurity).toBeCloseTo(3_236.4, 9);
    expect(result.medicare).toBeCloseTo(1_339.075, 9);
    expect(result.seTax).toBeCloseTo(4_575.475, 9);
    expect(result.deductibleHalf).toBeCloseTo(2_287.7375, 9);
  });

  it('wages above the wage base leave no Social Security tax, only Medicare', () => {
    // 2025, $180,000 of wages: line 9 would be 176,100 − 180,000 < 0, so 0. SE tax = Medicare = 1,339.075.
    const result = alone(50_000, { wages: 180_000 });
    expect(result.socialSecurityEarnings).toBe(0);
    expect(result.socialSecurity).toBe(0);
    expect(result.seTax).toBeCloseTo(1_339.075, 9);
  });

  it('wages that leave more room than the base change nothing: $100,000 of wages, $50,000 of profit', () => {
    // 176,100 − 100,000 = 76,100 > 46,175, so all of the base pays 12.4 %.
    expect(alone(50_000, { wages: 100_000 }).seTax).toBeCloseTo(7_064.775, 9);
  });
});

describe('Additional Medicare Tax (Form 8959): 0.9 % of the base above what wages left of the threshold', () => {
  // $400,000 of profit: base 369,400. Thresholds: 200,000 single and head of household, 250,000 jointly, 125,000 separately.
  const NO_WAGES: readonly [FilingStatus, number, number][] = [
    // 0.9 % of (369,400 − 200,000 = 169,400) = 1,524.60
    ['single', 200_000, 1_524.6],
    ['headOfHousehold', 200_000, 1_524.6],
    // 0.9 % of (369,400 − 250,000 = 119,400) = 1,074.60
    ['married', 250_000, 1_074.6],
    // 0.9 % of (369,400 − 125,000 = 244,400) = 2,199.60
    ['marriedSeparate', 125_000, 2_199.6],
  ];
  it.each(NO_WAGES)('%s, no wages and a profit of 400,000: threshold %s, Additional Medicare %s', (filingStatus, threshold, expected) => {
    const result = alone(400_000, { filingStatus });
    expect(result.additionalMedicareThreshold).toBe(threshold);
    expect(result.additionalMedicare).toBeCloseTo(expected, 9);
  });

  // $200,000 of profit (base 184,700) on top of $100,000 of wages: line 11 is the threshold less the wages.
  const WITH_WAGES: readonly [FilingStatus, number][] = [
    // 200,000 − 100,000 = 100,000 left; 184,700 − 100,000 = 84,700; 0.9 % = 762.30
    ['single', 762.3],
    ['headOfHousehold', 762.3],
    // 250,000 − 100,000 = 150,000 left; 184,700 − 150,000 = 34,700; 0.9 % = 312.30
    ['married', 312.3],
    // 125,000 − 100,000 = 25,000 left; 184,700 − 25,000 = 159,700; 0.9 % = 1,437.30
    ['marriedSeparate', 1_437.3],
  ];
  it.each(WITH_WAGES)('%s, wages of 100,000 and a profit of 200,000: Additional Medicare %s, the wages filling the threshold first', (filingStatus, expected) => {
    expect(alone(200_000, { filingStatus, wages: 100_000 }).additionalMedicare).toBeCloseTo(expected, 9);
  });

  it('wages above the threshold put the whole base under the 0.9 %: single, $300,000 of wages, base $184,700 → $1,662.30', () => {
    // Line 11: 200,000 − 300,000 < 0, so 0; line 12 = the whole 184,700; 0.9 % = 1,662.30.
    expect(alone(200_000, { wages: 300_000 }).additionalMedicare).toBeCloseTo(1_662.3, 9);
  });

  it('is 0 while wages and base together stay under the threshold: $150,000 of wages and $50,000 of profit', () => {
    // Single and head of household: 200,000 − 150,000 = 50,000 left > the 46,175 base; jointly 100,000 left.
    for (const filingStatus of ['single', 'headOfHousehold', 'married'] as const) {
      expect(alone(50_000, { filingStatus, wages: 150_000 }).additionalMedicare).toBe(0);
    }
    // Separately the wages alone pass the 125,000 threshold, so the whole base pays: 0.9 % of 46,175 = 415.575.
    expect(alone(50_000, { filingStatus: 'marriedSeparate', wages: 150_000 }).additionalMedicare).toBeCloseTo(415.575, 9);
  });

  it('is not part of the SE tax, its half or the effective rate', () => {
    // Single, $400,000: SE tax = 12.4 % of 176,100 + 2.9 % of 369,400 = 21,836.40 + 10,712.60 = 32,549.
    const result = alone(400_000);
    expect(result.seTax).toBeCloseTo(32_549, 9);
    expect(result.deductibleHalf).toBeCloseTo(16_274.5, 9);
    expect(result.effectiveRate).toBeCloseTo((32_549 / 400_000) * 100, 9);
  });
});

describe('under $400 of net earnings there is no SE tax (Schedule SE line 4c)', () => {
  it('$433 of profit is a base of $399.8755: every tax line is 0 and the flag is set', () => {
    // 433 × 92.35 % = 399.8755 < 400.
    const result = alone(433, { filingStatus: 'marriedSeparate', wages: 200_000 });
    expect(result.base).toBeCloseTo(399.8755, 9);
    expect(result).toMatchObject({ under400: true, socialSecurity: 0, medicare: 0, seTax: 0, deductibleHalf: 0, additionalMedicare: 0, effectiveRate: 0 });
  });

  it('$434 of profit is a base of $400.799 and is taxed: $49.699076 + $11.623171 = $61.322247', () => {
    // 434 × 92.35 % = 400.799. 12.4 %: 49.6 + 0.099076 = 49.699076; 2.9 %: 11.6 + 0.023171 = 11.623171; sum 61.322247.
    const result = alone(434);
    expect(result.under400).toBe(false);
    expect(result.socialSecurity).toBeCloseTo(49.699076, 9);
    expect(result.medicare).toBeCloseTo(11.623171, 9);
    expect(result.seTax).toBeCloseTo(61.322247, 9);
  });

  it('says the base with the digits that keep it under $400: $433.13 of profit is $399.99, never $400.00', () => {
    // 433.13 × 92.35 % = 399.995555, which rounded to the cent would be the limit itself; cut to the cent, $399.99.
    const outcome = runCalculatorWithDetails(calculators.selfEmployment, { netProfit: '433.13' });
    const note = outcome.ok ? outcome.details?.notes.find((each) => each.name === 'under-400') : undefined;
    expect(note?.text).toBe('No self-employment tax: 92.35 % of your net profit is $399.99, under the $400.00 at which Schedule SE applies.');
  });

  it('still spreads the income tax over the four payments', () => {
    expect(alone(433, { incomeTax: 1_000 }).quarterlyPayment).toBe(250);
  });
});

describe('quarterly estimated payment: a quarter of SE tax, Additional Medicare and income tax', () => {
  it('$50,000 of profit and $4,000 of income tax: (7,064.775 + 0 + 4,000) / 4 = $2,766.19375', () => {
    expect(alone(50_000, { incomeTax: 4_000 }).quarterlyPayment).toBeCloseTo(2_766.19375, 9);
  });

  it('includes Additional Medicare: single, $400,000 and $100,000 of income tax → (32,549 + 1,524.60 + 100,000) / 4 = $33,518.40', () => {
    expect(alone(400_000, { incomeTax: 100_000 }).quarterlyPayment).toBeCloseTo(33_518.4, 9);
  });
});

describe('estimated-tax due dates: as Form 1040-ES prints them, past weekends and holidays', () => {
  it('2025: April 15, June 16 (June 15 was a Sunday), September 15, and January 15, 2026', () => {
    expect(estimatedTaxDueDates('2025')).toEqual(['2025-04-15', '2025-06-16', '2025-09-15', '2026-01-15']);
  });

  it('2024: June 17 and September 16 (weekends); 2023: April 18 (a Saturday, then Emancipation Day) and January 16, 2024 (MLK Day)', () => {
    expect(estimatedTaxDueDates('2024')).toEqual(['2024-04-15', '2024-06-17', '2024-09-16', '2025-01-15']);
    expect(new Date('2024-09-15T00:00:00Z').getUTCDay()).toBe(0);
    expect(estimatedTaxDueDates('2023')).toEqual(['2023-04-18', '2023-06-15', '2023-09-15', '2024-01-16']);
  });

  it('falls on a weekday every time, and the fourth payment in the next year: 2026 ends on 2027-01-15', () => {
    for (const year of ['2023', '2024', '2025', '2026'] as const) {
      for (const date of estimatedTaxDueDates(year)) expect([0, 6], date).not.toContain(new Date(`${date}T00:00:00Z`).getUTCDay());
      expect(estimatedTaxDueDates(year)[3].slice(0, 4)).toBe(String(Number(year) + 1));
    }
    expect(estimatedTaxDueDates('2026')).toEqual(['2026-04-15', '2026-06-15', '2026-09-15', '2027-01-15']);
  });
});
