/**
 * DEPTH.md's planning: tax by year and filing status with its brackets, the 50/30/20 budget, the debt plan
 * (avalanche against snowball), IRR's note on flows that change sign more than once, and the long-term loan note.
 * Expected figures come from the IRS's Revenue Procedures or were worked by hand in the comments.
 */
import { describe, expect, it } from 'vitest';
import { budget, debt, irr, loan, mortgage, emi, runCalculatorWithDetails, tax } from '../../../src/lib/finance';
import { compareDebtPlans, readDebtPlan } from '../../../src/lib/finance/planning/debtPlan';
import { simulateDebtPlan, type PlanDebt } from '../../../src/lib/finance/planning/debtPlanSimulation';
import { federalIncomeTax } from '../../../src/lib/finance/tax/taxDetails';
import { FILING_STATUSES, TAX_YEAR_OPTIONS } from '../../../src/lib/finance/tax/tables/usFederalTax';
import { expectRejected, resultOf } from './helpers';

describe('tax by year and filing status', () => {
  // Each Revenue Procedure's rate table reads "Over $X: $B plus 37% of the excess over $X": at X, the tax is B.
  const TOP_BRACKET_START = [
    // Rev. Proc. 2022-38 (2023)
    ['2023', 'single', 578_125, 174_238.25],
    ['2023', 'married', 693_750, 186_601.5],
    ['2023', 'headOfHousehold', 578_100, 172_623.5],
    ['2023', 'marriedSeparate', 346_875, 93_300.75],
    // Rev. Proc. 2023-34 (2024)
    ['2024', 'single', 609_350, 183_647.25],
    ['2024', 'married', 731_200, 196_669.5],
    ['2024', 'headOfHousehold', 609_350, 181_954.5],
    ['2024', 'marriedSeparate', 365_600, 98_334.75],
    // Rev. Proc. 2024-40 (2025)
    ['2025', 'single', 626_350, 188_769.75],
    ['2025', 'married', 751_600, 202_154.5],
    ['2025', 'headOfHousehold', 626_350, 187_031.5],
    ['2025', 'marriedSeparate', 375_800, 101_077.25],
    // Rev. Proc. 2025-32 (2026)
    ['2026', 'single', 640_600, 192_979.25],
    ['2026', 'married', 768_700, 206_583.5],
    ['2026', 'headOfHousehold', 640_600, 191_171],
    ['2026', 'marriedSeparate', 384_350, 103_291.75],
  ] as const;

  it.each(TOP_BRACKET_START)('%s %s: at $%d the tax is the Rev. Proc.’s $%d, at a 35 % marginal rate', (taxYear, filingStatus, income, expected) => {
    const result = resultOf(tax.calculate({ income, filingStatus, taxYear }));
    expect(result.totalTax).toBeCloseTo(expected, 6);
    expect(result.marginalRate).toBe(35);
    expect(result.taxableIncome).toBe(income);
    // One dollar more is taxed at 37 %.
    expect(resultOf(tax.calculate({ income: income + 1, filingStatus, taxYear })).totalTax).toBeCloseTo(expected + 0.37, 6);
  });

  it('defaults to 2026, the latest year offered, and no deduction (DEPTH.md)', () => {
    // Rev. Proc. 2025-32, single: 10 % of 12,400 = 1,240; 12 % of 37,600 = 4,512; sum 5,752.
    const result = resultOf(tax.calculate({ income: 50_000, filingStatus: 'single' }));
    expect(result).toMatchObject({ totalTax: 5752, netIncome: 44_248, taxableIncome: 50_000, marginalRate: 12 });
    expect(result.effectiveRate).toBeCloseTo(11.504, 9);
  });

  it('keeps 2023 as a choice: single $50,000 is $6,307.50 (Rev. Proc. 2022-38)', () => {
    expect(resultOf(tax.calculate({ income: 50_000, filingStatus: 'single', taxYear: '2023' })).totalTax).toBeCloseTo(6307.5, 9);
  });

  it('names the year, the filing status and whether the standard deduction was taken', () => {
    const notes = (raw: Record<string, string>) => runCalculatorWithDetails(tax, raw).details?.notes.map((note) => note.text);
    expect(notes({ income: '85000', filingStatus: 'single' })).toContain('Federal income tax for 2026, filing as single, on $85,000.00 as entered (no standard deduction taken).');
    expect(notes({ income: '85000', filingStatus: 'married', taxYear: '2025', standardDeduction: 'on' })).toContain(
      'Federal income tax for 2025, filing as married filing jointly, on $85,000.00 less the $31,500.00 standard deduction.',
    );
  });

  it('subtracts the standard deduction: single, $95,000 in 2026 is $78,900 taxable and $12,070 of tax', () => {
    // 95,000 - 16,100 = 78,900. 10 % of 12,400 = 1,240; 12 % of 38,000 = 4,560; 22 % of 28,500 = 6,270; sum 12,070.
    const result = resultOf(tax.calculate({ income: 95_000, filingStatus: 'single', taxYear: '2026', standardDeduction: true }));
    expect(result.taxableIncome).toBe(78_900);
    expect(result.totalTax).toBeCloseTo(12_070, 9);
    expect(result.marginalRate).toBe(22);
    // The effective rate stays on the income entered: 12,070 / 95,000.
    expect(result.effectiveRate).toBeCloseTo((12_070 / 95_000) * 100, 9);
    expect(result.netIncome).toBeCloseTo(95_000 - 12_070, 9);
  });

  it('married filing jointly, $250,000 in 2026 with the deduction: $217,800 taxable, $37,468 of tax, 24 % marginal', () => {
    // 250,000 - 32,200 = 217,800: 2,480 + 12 % of 76,000 (9,120) + 22 % of 110,600 (24,332) + 24 % of 6,400 (1,536).
    const result = resultOf(tax.calculate({ income: 250_000, filingStatus: 'married', taxYear: '2026', standardDeduction: true }));
    expect(result).toMatchObject({ taxableIncome: 217_800, marginalRate: 24 });
    expect(result.totalTax).toBeCloseTo(37_468, 9);
  });

  it.each([
    ['2023', 13_850, 27_700, 20_800],
    ['2024', 14_600, 29_200, 21_900],
    ['2025', 15_750, 31_500, 23_625],
    ['2026', 16_100, 32_200, 24_150],
  ] as const)('%s standard deductions: %d single and separate, %d jointly, %d head of household', (taxYear, single, joint, head) => {
    const taxable = (filingStatus: (typeof FILING_STATUSES)[number]) =>
      resultOf(tax.calculate({ income: 100_000, filingStatus, taxYear, standardDeduction: true })).taxableIncome;
    expect([taxable('single'), taxable('marriedSeparate'), taxable('married'), taxable('headOfHousehold')]).toEqual([
      100_000 - single,
      100_000 - single,
      100_000 - joint,
      100_000 - head,
    ]);
  });

  it('never taxes below 0: an income under the deduction owes nothing, at a 0 % marginal rate', () => {
    expect(resultOf(tax.calculate({ income: 10_000, filingStatus: 'single', taxYear: '2024', standardDeduction: true }))).toEqual({
      totalTax: 0,
      effectiveRate: 0,
      netIncome: 10_000,
      taxableIncome: 0,
      marginalRate: 0,
    });
  });

  it('puts the last dollar of a bracket’s top in that bracket: $11,000 single in 2023 is all at 10 %', () => {
    expect(resultOf(tax.calculate({ income: 11_000, filingStatus: 'single', taxYear: '2023' })).marginalRate).toBe(10);
    expect(resultOf(tax.calculate({ income: 11_000.01, filingStatus: 'single', taxYear: '2023' })).marginalRate).toBe(12);
  });

  it('rejects a year or status it does not know', () => {
    expectRejected(tax.calculate({ income: 1, filingStatus: 'single', taxYear: '2022' as never }), 'taxYear');
    expectRejected(tax.calculate({ income: 1, filingStatus: 'widowed' as never }), 'filingStatus');
  });

  it('adds up: the brackets’ taxes make the total, their incomes the taxable income, for every year and status', () => {
    for (const taxYear of TAX_YEAR_OPTIONS) {
      for (const filingStatus of FILING_STATUSES) {
        for (const income of [1, 9_999.99, 50_000, 123_456.78, 400_000, 2_500_000]) {
          const { brackets, totalTax, taxableIncome } = federalIncomeTax({ income, filingStatus, taxYear, standardDeduction: false });
          expect(brackets.reduce((sum, slice) => sum + slice.tax, 0)).toBeCloseTo(totalTax, 9);
          expect(brackets.reduce((sum, slice) => sum + slice.taxed, 0)).toBeCloseTo(taxableIncome, 9);
          // Each bracket is filled before the next starts.
          for (const slice of brackets.slice(0, -1)) expect(slice.taxed).toBe((slice.to ?? 0) - slice.from);
        }
      }
    }
  });

  it('draws the bracket table and a bar of how the income fills the brackets', () => {
    const outcome = runCalculatorWithDetails(tax, { income: '50,000', filingStatus: 'single', taxYear: '2023' });
    const rows = outcome.details?.brackets?.[0]?.rows.map(({ rate, taxed, tax: owed }) => [rate, taxed, owed]);
    expect(rows).toEqual([
      [10, 11_000, 1_100],
      [12, 33_725, 4_047],
      [22, 5_275, 1_160.5],
    ]);
    expect(outcome.details?.brackets?.[0]?.caption).toMatch(/Rev\. Proc\. 2022-38/);
    expect(outcome.details?.charts[0]).toMatchObject({ kind: 'share', name: 'brackets' });
  });
});

describe('budget: the 50/30/20 guide', () => {
  const blank = { income: 0, otherIncome: 0, housing: 0, transportation: 0, food: 0, utilities: 0, insurance: 0, healthcare: 0, debtPayments: 0, entertainment: 0, other: 0 };

  it('gives needs, wants and savings as shares of income: $5,000 with $3,100 of needs and $600 of wants is 62/12/26', () => {
    // Needs 2,000 + 300 + 500 + 150 + 100 + 50 = 3,100 (62 %); wants 400 + 200 = 600 (12 %); 1,300 left (26 %).
    const lines = { ...blank, income: 5000, housing: 2000, transportation: 300, food: 500, utilities: 150, insurance: 100, healthcare: 50, entertainment: 400, other: 200 };
    expect(resultOf(budget.calculate(lines))).toMatchObject({ needsShare: 62, wantsShare: 12, savingsShare: 26 });
    const notes = runCalculatorWithDetails(budget, { income: '5000', housing: '2000', transportation: '300', food: '500', utilities: '150', insurance: '100', healthcare: '50', entertainment: '400', other: '200' }).details?.notes.map((note) => note.text);
    expect(notes).toEqual([
      'Your needs take 62 % of income, 12 points above the 50 % guide. Your wants take 12 % of income, 18 points below the 30 % guide. You save 26 % of income, 6 points above the 20 % guide.',
    ]);
  });

  it('counts debt payments as needs and other income as income', () => {
    // Income 4,000 + 1,000; needs 1,000 of debt payments = 20 %; savings 80 %.
    expect(resultOf(budget.calculate({ ...blank, income: 4000, otherIncome: 1000, debtPayments: 1000 }))).toMatchObject({ needsShare: 20, wantsShare: 0, savingsShare: 80 });
  });

  it('lets savings go negative when spending beats income, and says so', () => {
    // 4,000 of needs and 1,000 of wants on 4,500: savings -500 = -11.11… %.
    const result = resultOf(budget.calculate({ ...blank, income: 4500, housing: 4000, other: 1000 }));
    expect(result.savingsShare).toBeCloseTo(-11.1111, 3);
    const notes = runCalculatorWithDetails(budget, { income: '4500', housing: '4000', other: '1000' }).details?.notes ?? [];
    expect(notes[0]?.text).toMatch('You spend more than you earn: your savings are -11.1 % of income, 31.1 points below the 20 % guide.');
  });

  it('gives 0 shares without income, and asks for it', () => {
    expect(resultOf(budget.calculate({ ...blank, food: 100 }))).toMatchObject({ needsShare: 0, wantsShare: 0, savingsShare: 0 });
    const details = runCalculatorWithDetails(budget, { food: '100' }).details;
    // The shares say why they are 0, and no chart draws three empty bars against the guide.
    expect(details?.notes).toEqual([expect.objectContaining({ name: 'needs-income', text: expect.stringMatching(/shares of your income, so they need one: enter your take-home pay/) as string })]);
    expect(details?.charts).toEqual([]);
  });
});

describe('debt plan: avalanche against snowball', () => {
  /*
   * Worked by hand, three debts and no extra (a $200 budget):
   *   A $300 at 12 % (1 % a month), minimum $100; B $200 at 0 %, minimum $50; C $100 at 24 % (2 %), minimum $50.
   * Months 1 and 2 are the same under both plans (the minimums use the whole budget):
   *   month 1: interest 3 + 2; A 303 -> 203, B 200 -> 150, C 102 -> 52.
   *   month 2: interest 2.03 + 1.04; A 205.03 -> 105.03, B -> 100, C 53.04 -> 3.04.
   * Month 3: interest 1.0503 + 0.0608; A 106.0803 -> 6.0803, B -> 50, C pays its 3.1008 in full; 46.8992 left.
   *   Avalanche (C, A, B): A takes 6.0803 and is cleared, B takes the other 40.8189 -> 9.1811; A and C cleared.
   *   Month 4: B pays 9.1811. 4 months, interest 3 + 2 + 2.03 + 1.04 + 1.0503 + 0.0608 = 9.1811.
   *   Snowball (start balances C 3.04, B 100, A 105.03): B takes 46.8992 -> 3.1008; C cleared.
   *   Month 4: A 6.0803 grows by 0.060803 and is paid, with B's 3.1008. 4 months, interest 9.1811 + 0.060803.
   */
  const THREE = { name1: 'A', balance1: '300', rate1: '12', minimum1: '100', name2: 'B', balance2: '200', rate2: '0', minimum2: '50', name3: 'C', balance3: '100', rate3: '24', minimum3: '50' };

  it('follows DEPTH.md’s rules to the month and the cent on a three-debt plan worked by hand', () => {
    const outcome = compareDebtPlans(THREE, 3);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
    const { results, avalanche, snowball, debts } = outcome.plan;
    expect(results.avalancheMonths).toBe(4);
    expect(results.avalancheInterest).toBeCloseTo(9.1811, 9);
    expect(results.snowballMonths).toBe(4);
    expect(results.snowballInterest).toBeCloseTo(9.241903, 9);
    const order = (run: typeof avalanche) => run.cleared.map(({ index, month }) => `${debts[index]!.name}@${String(month)}`);
    // Debts cleared in the same month keep their listing order.
    expect(order(avalanche)).toEqual(['A@3', 'C@3', 'B@4']);
    expect(order(snowball)).toEqual(['C@3', 'A@4', 'B@4']);
    expect(outcome.plan.difference).toBe('Avalanche saves $0.06 in interest compared with snowball; both take 4\u00a0months.');
  });

  it('a two-debt plan with extra, worked by hand: avalanche 7 months and $31.12, snowball 7 months and $43.24', () => {
    /*
     * A $1,000 at 12 %, minimum $100; B $500 at 0 %, minimum $50; extra $100 (a $250 budget).
     * Avalanche pays A first: interest 10, 8.10, 6.181, 4.24281, 2.2852381, 0.308090481 (A cleared in month 6), then
     * B's last 31.117138581 in month 7. Snowball pays B first (cleared in month 4), then A: interest 10, 9.10, 8.191,
     * 7.27291, 5.3456391, 2.899095491, 0.42808644591, A cleared in month 7.
     */
    const debts: PlanDebt[] = [
      { balance: 1000, rate: 12, minimum: 100 },
      { balance: 500, rate: 0, minimum: 50 },
    ];
    const avalanche = simulateDebtPlan(debts, 100, 'avalanche', 1200);
    const snowball = simulateDebtPlan(debts, 100, 'snowball', 1200);
    expect(avalanche?.months).toBe(7);
    expect(avalanche?.interest).toBeCloseTo(31.117138581, 9);
    expect(avalanche?.cleared).toEqual([{ index: 0, month: 6 }, { index: 1, month: 7 }]);
    expect(snowball?.months).toBe(7);
    expect(snowball?.interest).toBeCloseTo(43.23673103691, 9);
    expect(snowball?.cleared).toEqual([{ index: 1, month: 4 }, { index: 0, month: 7 }]);
  });

  it('gives a single debt the single-debt calculator’s months and interest', () => {
    for (const [balance, rate, payment] of [
      [8000, 7, 150],
      [5000, 19.99, 200],
      [25_000, 4.5, 480],
      [1234.56, 29.9, 61.5],
    ] as const) {
      const single = resultOf(debt.calculate({ debt: balance, rate, payment }));
      const plan = simulateDebtPlan([{ balance, rate, minimum: payment }], 0, 'avalanche', 1200);
      expect(plan?.months).toBe(single.months);
      expect(plan?.interest).toBeCloseTo(single.totalInterest, 6);
    }
  });

  it('never has avalanche paying more interest than snowball when every minimum covers its interest', () => {
    // A fixed pseudo-random sequence, so a failure names the same plans every run.
    let seed = 20261122;
    const next = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    for (let plan = 0; plan < 300; plan += 1) {
      const debts: PlanDebt[] = Array.from({ length: 2 + Math.floor(next() * 5) }, () => {
        const balance = Math.round(200 + next() * 20_000);
        const rate = Math.round(next() * 3000) / 100;
        // The minimum covers the first month's interest and then some.
        return { balance, rate, minimum: Math.ceil((balance * rate) / 1200 + 10 + next() * 300) };
      });
      const extra = Math.round(next() * 500);
      const avalanche = simulateDebtPlan(debts, extra, 'avalanche', 1200);
      const snowball = simulateDebtPlan(debts, extra, 'snowball', 1200);
      expect(avalanche && snowball, JSON.stringify({ debts, extra })).toBeTruthy();
      expect(avalanche!.interest, JSON.stringify({ debts, extra })).toBeLessThanOrEqual(snowball!.interest + 1e-9);
    }
  });

  it('rejects a plan that does not finish within 1,200 months on `extra`, saying so', () => {
    // $10,000 at 24 % charges $200 a month: a $150 minimum never gains on it.
    const outcome = compareDebtPlans({ balance1: '10000', rate1: '24', minimum1: '150' }, 2);
    expect(outcome).toEqual({ ok: false, errors: [{ field: 'extra', message: expect.stringMatching(/not all paid off within 100 years \(1,200 months\)/) as string }] });
  });

  it('ignores a wholly blank row, names an unnamed debt by its row, and rejects a half-filled one field by field', () => {
    const read = readDebtPlan({ balance2: '1,000', rate2: '5', minimum2: '$50', extra: '' }, 3);
    expect(read).toEqual({ ok: true, debts: [{ name: 'Debt 2', row: 2, balance: 1000, rate: 5, minimum: 50 }], extra: 0 });
    const half = readDebtPlan({ name1: 'Card', balance1: '0', rate1: '', minimum1: 'abc', extra: '-5' }, 2);
    expect(half).toEqual({
      ok: false,
      errors: [
        { field: 'balance1', message: 'Enter a number greater than 0.' },
        { field: 'rate1', message: 'Enter a number.' },
        { field: 'minimum1', message: 'Enter a number, like 250,000.' },
        { field: 'extra', message: 'Enter 0 or more.' },
      ],
    });
  });

  it('shows a debt’s name without controls that reorder or hide words, and at most 80 characters long', () => {
    const read = readDebtPlan({ name1: 'Card\u202E2019\u200B', balance1: '100', rate1: '1', minimum1: '10' }, 1);
    expect(read.ok && read.debts[0]?.name).toBe('Card2019');
    const long = readDebtPlan({ name1: 'x'.repeat(100), balance1: '100', rate1: '1', minimum1: '10' }, 1);
    expect(read.ok && long.ok && long.debts[0]?.name).toBe('x'.repeat(80));
  });

  it('refuses a debt’s rate above 1,000 %, the ceiling of every yearly rate', () => {
    const read = readDebtPlan({ balance1: '100', rate1: '1001', minimum1: '10' }, 1);
    expect(read).toEqual({ ok: false, errors: [{ field: 'rate1', message: 'Enter 1,000 % or less.' }] });
  });

  it('asks for a debt when every row is blank, and reads no more than ten rows', () => {
    expect(readDebtPlan({}, 2)).toEqual({ ok: false, errors: [{ field: 'balance1', message: expect.stringMatching(/at least one debt/) as string }] });
    const eleven = Object.fromEntries(Array.from({ length: 11 }, (_, index) => [[`balance${String(index + 1)}`, '100'], [`rate${String(index + 1)}`, '1'], [`minimum${String(index + 1)}`, '10']]).flat());
    const read = readDebtPlan(eleven, 11);
    expect(read.ok && read.debts).toHaveLength(10);
  });
});

describe('IRR: flows that change sign more than once', () => {
  it('notes that more than one rate can fit, and names the one found', () => {
    // -100 + 230 / (1 + r) - 132 / (1 + r)^2 = 0 at r = 10 % and at r = 20 %: Newton from 10 % finds 10 %.
    const outcome = runCalculatorWithDetails(irr, { cashFlows: '-100, 230, -132' });
    expect(resultOf(outcome).irr).toBeCloseTo(10, 6);
    expect(outcome.details?.notes.filter((note) => note.name === 'irr-multiple')).toEqual([{ name: 'irr-multiple', text: expect.stringContaining('10.00%') as string }]);
  });

  it('says nothing for flows that change sign once (zeros do not count)', () => {
    expect(runCalculatorWithDetails(irr, { cashFlows: '-1000, 0, 300, 400, 500' }).details?.notes.map((note) => note.name)).toEqual(['cash-flows-read']);
  });
});

describe('long loan terms', () => {
  it.each([
    ['loan', () => runCalculatorWithDetails(loan, { amount: '100000', rate: '5', years: '51' })],
    ['mortgage', () => runCalculatorWithDetails(mortgage, { price: '300000', downPayment: '60000', rate: '5', years: '60' })],
    ['EMI', () => runCalculatorWithDetails(emi, { amount: '1000000', rate: '9', months: '601' })],
  ])('%s: a term above 50 years is a note, never a rejection', (_, run) => {
    const outcome = run();
    expect(outcome.ok).toBe(true);
    expect(outcome.details?.notes.map((note) => note.name)).toContain('long-term');
  });

  it('says nothing at 50 years exactly', () => {
    expect(runCalculatorWithDetails(loan, { amount: '100000', rate: '5', years: '50' }).details?.notes.map((note) => note.name)).not.toContain('long-term');
  });
});
