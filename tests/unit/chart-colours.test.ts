/**
 * One colour per meaning, site-wide (charts.css's `.tone-*`), checked as readers see it: every tone at least 3:1
 * against the card and the bar track (WCAG 2.2, 1.4.11 non-text contrast), and every pair of neighbours in a chart
 * the calculators draw still apart for colour-blind readers. The simulation is Machado, Oliveira and Fernandes
 * (2009), "A physiologically-based model for simulation of color vision deficiency", their matrices for full
 * protanopia, deuteranopia and tritanopia applied to linear RGB; the distance is CIEDE2000 (CIE 142-2001).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { calculatorFor } from '@/lib/finance';
import { compareDebtPlans } from '@/lib/finance/planning/debtPlan';
import { CHART_TONES, type DetailChart } from '@/lib/finance/details';
import { runCalculatorWithDetails } from '@/lib/finance/readInputs';

const css = readFileSync(new URL('../../src/islands/calculator/details/charts.css', import.meta.url), 'utf8');
const colours = new Map([...css.matchAll(/\.tone-([\w-]+) \{ --c: (#[0-9a-f]{6}); \}/g)].map(([, tone, hex]) => [tone!, hex!]));
const CARD = '#ffffff';
const TRACK = '#eef3f1';

type Rgb = [number, number, number];
const channels = (hex: string): Rgb => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255) as Rgb;
const linear = (hex: string): Rgb => channels(hex).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as Rgb;
const luminance = ([r, g, b]: Rgb) => 0.2126 * r + 0.7152 * g + 0.0722 * b;
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(linear(a)), luminance(linear(b))].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

const SIMULATIONS: Record<string, readonly Rgb[] | null> = {
  'normal vision': null,
  protanopia: [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]],
  deuteranopia: [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.01182, 0.04294, 0.968881]],
  tritanopia: [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.3039]],
};
const simulate = (rgb: Rgb, matrix: readonly Rgb[] | null): Rgb =>
  matrix ? (matrix.map((row) => Math.min(1, Math.max(0, row[0] * rgb[0] + row[1] * rgb[1] + row[2] * rgb[2]))) as Rgb) : rgb;

/** CIELAB (D65) from linear sRGB. */
function lab([r, g, b]: Rgb): Rgb {
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
  const y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
  const z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

/** CIEDE2000 colour difference (Sharma, Wu and Dalal's formulation). */
function deltaE2000([l1, a1, b1]: Rgb, [l2, a2, b2]: Rgb): number {
  const rad = Math.PI / 180;
  const meanC = (Math.hypot(a1, b1) + Math.hypot(a2, b2)) / 2;
  const g = 0.5 * (1 - Math.sqrt(meanC ** 7 / (meanC ** 7 + 25 ** 7)));
  const [a1p, a2p] = [a1 * (1 + g), a2 * (1 + g)];
  const [c1, c2] = [Math.hypot(a1p, b1), Math.hypot(a2p, b2)];
  const hue = (b: number, a: number) => (b === 0 && a === 0 ? 0 : (Math.atan2(b, a) / rad + 360) % 360);
  const [h1, h2] = [hue(b1, a1p), hue(b2, a2p)];
  let dh = c1 * c2 === 0 ? 0 : h2 - h1;
  if (dh > 180) dh -= 360;
  else if (dh < -180) dh += 360;
  const dH = 2 * Math.sqrt(c1 * c2) * Math.sin((dh / 2) * rad);
  const meanL = (l1 + l2) / 2;
  const meanCp = (c1 + c2) / 2;
  let meanH = h1 + h2;
  if (c1 * c2 !== 0) meanH = Math.abs(h1 - h2) <= 180 ? (h1 + h2) / 2 : h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2;
  const t = 1 - 0.17 * Math.cos((meanH - 30) * rad) + 0.24 * Math.cos(2 * meanH * rad) + 0.32 * Math.cos((3 * meanH + 6) * rad) - 0.2 * Math.cos((4 * meanH - 63) * rad);
  const sl = 1 + (0.015 * (meanL - 50) ** 2) / Math.sqrt(20 + (meanL - 50) ** 2);
  const sc = 1 + 0.045 * meanCp;
  const sh = 1 + 0.015 * meanCp * t;
  const rt = -2 * Math.sqrt(meanCp ** 7 / (meanCp ** 7 + 25 ** 7)) * Math.sin(60 * Math.exp(-(((meanH - 275) / 25) ** 2)) * rad);
  const [dl, dc, dhh] = [(l2 - l1) / sl, (c2 - c1) / sc, dH / sh];
  return Math.sqrt(dl ** 2 + dc ** 2 + dhh ** 2 + rt * dc * dhh);
}

/** The smallest difference between two colours, as seen with normal vision and with each of the three deficiencies. */
const seenApart = (a: string, b: string) =>
  Math.min(...Object.values(SIMULATIONS).map((matrix) => deltaE2000(lab(simulate(linear(a), matrix)), lab(simulate(linear(b), matrix)))));

/** Every chart the calculators draw with all of their parts: a home with every cost, the top tax bracket, … */
function everyChart(): DetailChart[] {
  const run = (id: Parameters<typeof calculatorFor>[0], inputs: Record<string, string>) => {
    const outcome = runCalculatorWithDetails(calculatorFor(id), inputs);
    if (!outcome.ok) throw new Error(`${id}: ${JSON.stringify(outcome.errors)}`);
    return outcome.details?.charts ?? [];
  };
  const plan = compareDebtPlans({ balance1: '5000', rate1: '20', minimum1: '100', balance2: '2000', rate2: '5', minimum2: '50', extra: '100' }, 2);
  if (!plan.ok) throw new Error('debt plan');
  return [
    ...run('mortgage', { price: '400000', downPayment: '40000', rate: '6.5', years: '30', propertyTax: '1.1', homeInsurance: '1500', pmi: '0.5', hoa: '200' }),
    ...run('investment', { initial: '10000', monthly: '200', rate: '7', years: '10' }),
    ...run('inflation', { amount: '100', rate: '3', years: '10' }),
    ...run('tax', { income: '1000000', filingStatus: 'single', taxYear: '2026' }),
    ...run('budget', { income: '5000', housing: '1500', food: '400', entertainment: '300' }),
    ...run('affordability', { income: '120000', debts: '500', downPayment: '30000', rate: '6.5', propertyTax: '1.2', homeInsurance: '1500', hoa: '100', pmi: '0.5' }),
    ...run('rentVsBuy', { price: '400000', rate: '6.5', rent: '2000' }),
    ...run('selfEmployment', { netProfit: '300000', wages: '0', incomeTax: '40000' }),
    ...run('selfEmployment', { netProfit: '50000', incomeTax: '4000' }),
    // A CTC with every part: tax, both PFs, gratuity and professional tax beside the take-home pay.
    ...run('inHandSalary', { ctc: '1800000', rent: '30000', metro: 'yes' }),
    // Every part of a paycheck: take-home, federal, Social Security, Medicare, state, 401(k), pre-tax and after-tax.
    ...run('paycheck', { pay: '85000', retirementPercent: '6', pretaxDeductions: '150', stateRate: '5', afterTaxDeductions: '50' }),
    // And with the optional parts left out, so that the parts that remain stand side by side.
    ...run('paycheck', { pay: '85000', afterTaxDeductions: '50' }),
    ...run('paycheck', { pay: '12000', retirementPercent: '5' }),
    // A 401(k): your contributions, your employer's match and growth, stacked.
    ...run('k401', { age: '35', salary: '72000', contribution: '6', rate: '6' }),
    // The four claiming ages side by side, by age.
    ...run('socialSecurity', { birthYear: '1960', pia: '2000', claimAge: '64', claimMonths: '6', lifeExpectancy: '85' }),
    // A card paid at its minimum beside a fixed payment.
    ...run('creditCard', { balance: '5000', apr: '22', payment: '200' }),
    plan.plan.chart,
  ];
}

const tonesOf = (chart: DetailChart) =>
  chart.kind === 'share' ? chart.parts.map((part) => part.tone) : chart.kind === 'series' ? chart.series.map((line) => line.tone) : chart.bars.map((bar) => bar.tone);

describe('chart colours', () => {
  it('gives every meaning a colour of its own', () => {
    expect([...colours.keys()].sort()).toEqual([...CHART_TONES].sort());
    expect(new Set(colours.values()).size).toBe(colours.size);
  });

  it('keeps every colour at 3:1 or more against the card and the bar track', () => {
    for (const [tone, hex] of colours) {
      expect(contrast(hex, CARD), tone).toBeGreaterThanOrEqual(3);
      expect(contrast(hex, TRACK), tone).toBeGreaterThanOrEqual(3);
    }
  });

  it('keeps neighbours in every chart apart with protanopia, deuteranopia and tritanopia (CIEDE2000 of 10 or more)', () => {
    const charts = everyChart();
    expect(charts.map((chart) => chart.name)).toEqual(['breakdown', 'principal-interest', 'balance', 'growth', 'growth', 'brackets', 'budget-split', 'breakdown', 'net-worth', 'breakdown', 'breakdown', 'breakdown', 'breakdown', 'breakdown', 'breakdown', 'growth', 'cumulative', 'balance', 'plan-balance']);
    const pairs = charts.flatMap((chart) => tonesOf(chart).slice(1).map((tone, index) => [tonesOf(chart)[index]!, tone] as const));
    expect(pairs).toContainEqual(['loan-payment', 'tax']);
    expect(pairs).toContainEqual(['tax', 'tax-light']);
    expect(pairs).toContainEqual(['additional-medicare', 'tax']);
    expect(pairs).toContainEqual(['medicare', 'tax']);
    expect(pairs).toContainEqual(['deposits', 'employer-match']);
    expect(pairs).toContainEqual(['employer-match', 'growth']);
    // The meanings still to come (rent vs buy, the two Indian regimes) stand side by side in their charts too.
    for (const [a, b] of [...pairs, ['buying', 'renting'], ['old-regime', 'new-regime']] as const) {
      expect(seenApart(colours.get(a)!, colours.get(b)!), `${a} beside ${b}`).toBeGreaterThanOrEqual(10);
    }
  });

  it('measures differences as CIEDE2000 does: Sharma, Wu and Dalal’s test pairs 1, 7 and 17', () => {
    expect(deltaE2000([50, 2.6772, -79.7751], [50, 0, -82.7485])).toBeCloseTo(2.0425, 4);
    expect(deltaE2000([50, 0, 0], [50, -1, 2])).toBeCloseTo(2.3669, 4);
    expect(deltaE2000([50, 2.5, 0], [56, -27, -3])).toBeCloseTo(31.903, 3);
  });

  it('tells apart what the simulation is for: red and green are close for deuteranopia, far for normal vision', () => {
    // A check on the check: #d62728 and #2ca02c, the classic red and green, nearly merge for a deuteranope.
    const [red, green] = [linear('#d62728'), linear('#2ca02c')];
    expect(deltaE2000(lab(red), lab(green))).toBeGreaterThan(40);
    expect(deltaE2000(lab(simulate(red, SIMULATIONS.deuteranopia!)), lab(simulate(green, SIMULATIONS.deuteranopia!)))).toBeLessThan(15);
  });
});
