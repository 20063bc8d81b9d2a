/**
 * Published reference figures, one case or more per calculator: inputs typed as a person types them (with "$" and
 * Indian digit grouping), and expected results from published references (the source is named beside each), never from
 * running the code under test. They run the formula module as the form does (`runCalculator` on the typed text), where
 * a browser adds nothing; the browser tests type each guide's worked example instead (tests/e2e/support/cases.ts).
 */
import { describe, expect, it } from 'vitest';
import { calculatorPage } from '../../../src/config/calculators';
import { exampleResults } from '../../../src/lib/calculatorGuide';
import { calculatorFor, runCalculator, type CalculatorId } from '../../../src/lib/finance';

interface Case {
  inputs: Record<string, string>;
  expected: Record<string, number>;
  /** Text the first result shows, formatting included. */
  shows?: string;
  /** Decimal places the published figures are given to (default 2, cents). */
  precision?: number;
  /** A value that must be rejected on one field, keeping the result shown. */
  reject: [field: string, value: string];
}

const CASES: Record<string, Case> = {
  // $200,000 at 6.5 % for 30 years: $1,264.14 a month, the figure banks and Wikipedia's mortgage article use.
  loan: { inputs: { amount: '$200,000', rate: '6.5', years: '30' }, expected: { monthlyPayment: 1264.14 }, shows: '$1,264.14', reject: ['rate', 'abc'] },
  // The same loan reached through a $250,000 price and a $50,000 down payment.
  mortgage: { inputs: { price: '250,000', downPayment: '$50,000', rate: '6.5', years: '30' }, expected: { loanAmount: 200000, monthlyPayment: 1264.14 }, reject: ['downPayment', '300000'] },
  // Microsoft's FV example: FV(12%/12, 12, -1000) = $12,682.50 (end-of-month payments).
  investment: { inputs: { initial: '0', monthly: '$1,000', rate: '12', years: '1' }, expected: { futureValue: 12682.5, totalContributions: 12000 }, shows: '$12,682.50', reject: ['years', '-1'] },
  // numpy-financial's fv example: $100 now and $100 a month at 5 % for 10 years = 15,692.93.
  retirement: { inputs: { currentAge: '35', retirementAge: '45', currentSavings: '100', monthlyContribution: '100', rate: '5' }, expected: { retirementSavings: 15692.93, yearsToRetirement: 10 }, reject: ['retirementAge', '30'] },
  savings: { inputs: { initial: '100', monthly: '100', rate: '5', years: '10' }, expected: { totalSavings: 15692.93, totalDeposits: 12100 }, reject: ['years', '0'] },
  // Wikipedia, "Compound interest": $1,500 at 4.3 % compounded quarterly for 6 years = $1,938.84.
  compound: { inputs: { principal: '1,500', rate: '4.3', years: '6', frequency: '4' }, expected: { finalAmount: 1938.84, totalInterest: 438.84 }, shows: '$1,938.84', reject: ['principal', '12abc'] },
  // ROI by its definition: (1,250 - 1,000) / 1,000 = 25 %.
  roi: { inputs: { initial: '$1,000', final: '$1,250' }, expected: { roi: 25, profit: 250 }, shows: '25.00%', reject: ['final', ''] },
  // numpy-financial's nper example: $8,000 at 7 % paid $150 a month takes 64.07 payments, so 65 months.
  debt: { inputs: { debt: '8,000', rate: '7', payment: '150' }, expected: { months: 65, years: 5.4 }, reject: ['payment', '40'] },
  // Sums by hand: 5,000 + 500 income; 3,900 expenses; 1,600 left = 29.09 % of income.
  budget: { inputs: { income: '5,000', otherIncome: '500', housing: '1,800', transportation: '400', food: '600', utilities: '250', insurance: '200', healthcare: '150', debtPayments: '300', entertainment: '200', other: '' }, expected: { totalIncome: 5500, totalExpenses: 3900, remaining: 1600, savingsRate: 29.09 }, reject: ['food', '-5'] },
  // IRS 2023 brackets (Rev. Proc. 2022-38), single, $50,000: 1,100 + 4,047 + 1,160.50 = $6,307.50.
  // SPEC.md's year, chosen (the page opens on 2026).
  tax: { inputs: { income: '$50,000', taxYear: '2023' }, expected: { totalTax: 6307.5, effectiveRate: 12.615, netIncome: 43692.5 }, shows: '$6,307.50', reject: ['income', '0'] },
  // $100 at 3 % a year for 10 years: 100 x 1.03^10 = 134.39; 100 / 1.03^10 = 74.41.
  inflation: { inputs: { amount: '100', rate: '3', years: '10' }, expected: { futureValue: 134.39, purchasingPower: 74.41, inflationImpact: 34.39 }, reject: ['amount', 'Infinity'] },
  // CALCULATORS.md: 100 EUR to GBP = 100 / 0.92 x 0.79 = 85.87.
  currency: { inputs: { amount: '100', from: 'EUR', to: 'GBP' }, expected: { converted: 85.87 }, shows: '£85.87', reject: ['amount', '-100'] },
  // The standard bank example: ₹10,00,000 at 10 % for 120 months, EMI ₹13,215.07.
  emi: { inputs: { amount: '₹10,00,000', rate: '10', months: '120' }, expected: { emi: 13215.07, principal: 1000000 }, shows: '₹13,215.07', reject: ['months', '1e5'] },
  // SIP calculators (Groww, ClearTax): ₹1,000 a month at 12 % for 10 years matures at ₹2,32,339.
  sip: { inputs: { monthly: '1,000', rate: '12', years: '10' }, expected: { maturityValue: 232339.08, totalInvestment: 120000 }, shows: '₹2,32,339.08', reject: ['monthly', 'NaN'] },
  // The widely published PPF figure: ₹1,50,000 a year at 7.1 % for 15 years = ₹40,68,209.
  ppf: { inputs: { yearly: '1,50,000' }, expected: { maturityValue: 4068209, totalInvestment: 2250000 }, precision: 0, reject: ['yearly', '0'] },
  // By hand: ₹1,00,000 at 7 % compounded yearly for 5 years = 1,00,000 x 1.07^5 = ₹1,40,255.17.
  fd: { inputs: { principal: '1,00,000', rate: '7', years: '5' }, expected: { maturityValue: 140255.17, interestEarned: 40255.17 }, reject: ['rate', '-1'] },
  // CALCULATORS.md's formula by hand: ₹5,000 a month, 7 %, 12 months = ₹62,310.66.
  rd: { inputs: { monthly: '5,000', rate: '7', months: '12' }, expected: { maturityValue: 62310.66, totalInvestment: 60000 }, precision: 1, reject: ['months', 'twelve'] },
  // Payment of Gratuity Act formula: ₹50,000 x 15 x 10 / 26 = ₹2,88,461.54.
  gratuity: { inputs: { salary: '50,000', years: '10' }, expected: { gratuityAmount: 288461.54 }, shows: '₹2,88,461.54', reject: ['years', '4'] },
  // Microsoft's NPV example: NPV(10%, -10000, 3000, 4200, 6800) = $1,188.44 (flows from the end of year 1).
  npv: { inputs: { initial: '0', cashFlows: '-10000, 3000, 4200, 6800', rate: '10' }, expected: { npv: 1188.44 }, shows: '$1,188.44', reject: ['cashFlows', '-10000, 3000, abc'] },
  // Microsoft's IRR example: -70,000 then 12,000, 15,000, 18,000, 21,000, 26,000 → 8.66 %.
  irr: { inputs: { cashFlows: '-70000, 12000, 15000, 18000, 21000, 26000' }, expected: { irr: 8.66 }, shows: '8.66%', reject: ['cashFlows', '-70000, 12000, x'] },
  // Break-even by definition: 10,000 / (40 - 15) = 400 units, 400 x 40 = $16,000; 10,000 / 30 rounds up.
  breakEven: { inputs: { fixedCosts: '10,000', variableCost: '15', price: '40' }, expected: { units: 400, revenue: 16000 }, reject: ['price', '10'] },
  // Cost 80, price 100: profit 20, margin 20 %, markup 25 %.
  margin: { inputs: { cost: '$80', revenue: '$100' }, expected: { profit: 20, margin: 20, markup: 25 }, reject: ['cost', 'abc'] },
  // 25 % off $80: $20 off, $60 to pay.
  discount: { inputs: { price: '$80', percent: '25' }, expected: { finalPrice: 60, savings: 20, discountAmount: 20 }, reject: ['percent', '120'] },
  // 15 % on $100 split 4 ways: $15 tip, $115 total, $28.75 each.
  tip: { inputs: { bill: '$100', percent: '15', people: '4' }, expected: { tipAmount: 15, total: 115, perPerson: 28.75 }, reject: ['people', '2.5'] },
  // $52,000 a year: divisors 12, 26, 52, 260, 2080 give $4,333.33, $2,000, $1,000, $200, $25.
  salary: { inputs: { amount: '52,000', period: 'annual' }, expected: { annual: 52000, monthly: 4333.33, biweekly: 2000, weekly: 1000, daily: 200, hourly: 25 }, reject: ['amount', '$$5'] },
  // DECISIONS.md's seven.
  // The 28 % rule on $120,000 a year: $2,800 a month for housing ($3,600 less $500 of debts is more). $2,800 buys a
  // loan of 2,800 / 1,264.14 × $200,000 = $442,990.29 at 6.5 % for 30 years (the $1,264.14 per $200,000 above),
  // plus the $60,000 down: $502,990.29.
  affordability: {
    inputs: { income: '120,000', debts: '500', downPayment: '60,000', rate: '6.5' },
    expected: { maxPrice: 502990.29, loanAmount: 442990.29, monthlyPayment: 2800, monthlyTotal: 2800, housingBudget: 2800 },
    shows: '$502,990.29',
    reject: ['frontRatio', '150'],
  },
  // Nothing grows and nothing costs but the loan: the buyer owns the $200,000 home outright after 30 years; the
  // renter invested $1,264.14 − $1,000 a month, 360 × 264.136 = $95,088.98 (unrounded payment, $1,264.136).
  rentVsBuy: {
    inputs: { price: '200,000', downPaymentPercent: '0', rate: '6.5', years: '30', stayYears: '30', rent: '1,000', rentIncrease: '0', appreciation: '0', investReturn: '0', propertyTax: '0', maintenance: '0', closingCosts: '0', sellingCosts: '0' },
    expected: { buyNetWorth: 200000, rentNetWorth: 95088.98, difference: 104911.02, monthlyPayment: 1264.14, firstMonthCost: 1264.14 },
    reject: ['stayYears', '2.5'],
  },
  // $200,000 for 30 years at 6.5 % is $1,264.14 a month, at 5.5 % $1,135.58 (the published payments): $128.56 a
  // month saved, and $4,000 of closing costs paid back after ceil(4,000 / 128.558) = 32 months.
  refinance: {
    inputs: { balance: '200,000', currentRate: '6.5', remainingYears: '30', newRate: '5.5', closingCosts: '4,000' },
    expected: { currentPayment: 1264.14, newPayment: 1135.58, monthlySavings: 128.56, breakEvenMonths: 32 },
    reject: ['remainingYears', '2.51'],
  },
  // Tax on $30,000 less the $5,000 trade-in at 8 %: $2,000. Borrowed: 30,000 + 2,000 + 1,000 fees + 2,000 still owed
  // − 5,000 = $30,000, and Excel's PMT(6%/12, 60, -30000) = $579.98.
  autoLoan: {
    inputs: { price: '30,000', tradeIn: '5,000', tradeInOwed: '2,000', salesTax: '8', fees: '1,000', rate: '6', months: '60' },
    expected: { salesTaxAmount: 2000, loanAmount: 30000, monthlyPayment: 579.98 },
    shows: '$579.98',
    reject: ['downPayment', '40000'],
  },
  // Schedule SE by hand: 92.35 % of $50,000 is $46,175; 12.4 % of it $5,725.70 and 2.9 % $1,339.075: $7,064.775
  // (the form's $7,064.78), half of it $3,532.3875.
  selfEmployment: {
    inputs: { netProfit: '50,000', taxYear: '2025' },
    expected: { socialSecurity: 5725.7, medicare: 1339.075, seTax: 7064.775, deductibleHalf: 3532.3875, additionalMedicare: 0, effectiveRate: 14.12955 },
    shows: '$7,064.78',
    reject: ['netProfit', '0'],
  },
  // The issue's case, FY 2025-26: ₹12,80,000 of salary less ₹75,000 is ₹12,05,000; slab tax ₹60,750, marginal relief
  // leaves the ₹5,000 above ₹12 lakh, plus 4 % cess: ₹5,200. Old regime on ₹12,30,000: 12,500 + 1,00,000 + 69,000
  // = ₹1,81,500, plus cess ₹7,260: ₹1,88,760.
  incomeTaxIndia: {
    inputs: { income: '12,80,000', fy: '2025-26' },
    expected: { taxNew: 5200, taxOld: 188760, taxableNew: 1205000, taxableOld: 1230000, savings: 183560 },
    shows: '₹5,200.00',
    reject: ['income', '-5'],
  },
  // ₹10,00,000 at 12 % earns exactly ₹10,000 a month, so withdrawing ₹10,000 leaves it whole for 10 years: ₹12,00,000
  // withdrawn, all of it returns. The withdrawal that lasts exactly 120 months is the EMI of ₹10 lakh at 12 %: ₹14,347.09.
  swp: {
    inputs: { investment: '10,00,000', withdrawal: '10,000', rate: '12', years: '10' },
    expected: { finalValue: 1000000, totalWithdrawn: 1200000, totalEarnings: 1200000, sustainableWithdrawal: 14347.09 },
    shows: '₹10,00,000.00',
    reject: ['years', '2.51'],
  },
  // HISTORY.md's one.
  // $40,000 a year from $1,000,000 is a 4 % withdrawal rate by definition; HISTORY.md counts 123 windows of 30 years
  // (every start from 1871 to 1993); the issue that asked for the page says a 1966 retiree on this plan ran out in
  // year 26, having been paid 25 full years: the worst start.
  safeWithdrawal: {
    inputs: { portfolio: '$1,000,000', spending: '40,000', years: '30', stocks: '60' },
    expected: { withdrawalRate: 4, windows: 123, worstStartYear: 1966, worstYearsLasted: 25 },
    // HISTORY.md: the years are a whole number.
    reject: ['years', '2.5'],
  },
};

describe.each(Object.entries(CASES) as [CalculatorId, Case][])('%s: its published reference', (id, testCase) => {
  const definition = calculatorFor(id);

  it('gives the published figures', () => {
    const outcome = runCalculator(definition, testCase.inputs);
    expect(outcome.ok && outcome.result, JSON.stringify(outcome)).toBeTruthy();
    if (!outcome.ok) return;
    for (const [field, value] of Object.entries(testCase.expected)) expect(outcome.result[field], field).toBeCloseTo(value, testCase.precision ?? 2);
  });

  if (testCase.shows !== undefined) {
    it('shows its first result as the reference prints it', () => {
      const example = exampleResults(calculatorPage(id), testCase.inputs);
      expect(example.shown[Object.keys(definition.results)[0]!]?.replaceAll('\u00a0', ' ')).toBe(testCase.shows);
    });
  }

  it(`rejects ${testCase.reject[1] === '' ? 'a blank' : `"${testCase.reject[1]}"`} for ${testCase.reject[0]}, naming that field`, () => {
    const [field, bad] = testCase.reject;
    const outcome = runCalculator(definition, { ...testCase.inputs, [field]: bad });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.errors.map((error) => error.field)).toContain(field);
  });
});
