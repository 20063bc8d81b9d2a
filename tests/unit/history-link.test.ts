import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import HistoryTestLink from '@/components/calculator/HistoryTestLink.astro';
import { CALCULATORS, calculatorPage } from '@/config/calculators';
import { calculatorFor } from '@/lib/finance';
import { compactScript } from '@/lib/inlineCode';
import { MAX_HISTORY_YEARS } from '@/lib/finance/calculators/safeWithdrawal';
import source from '@/scripts/history-link.js?raw';

/**
 * HISTORY.md "Around it": which pages link to the safe-withdrawal calculator with which figures, and what the link's
 * script (src/scripts/history-link.js, run here as the page runs it) writes into the link from the page's hooks.
 */

const HISTORY_PATH = calculatorPage('safeWithdrawal').path;

interface Shown {
  /** The results shown, by field: their `data-value`. None: no result yet. */
  results?: Readonly<Record<string, string>>;
  /** The result is marked stale (`data-note="stale"`). */
  stale?: boolean;
  /** The form's inputs, by name. */
  inputs?: Readonly<Record<string, string>>;
}

/**
 * The link's address after the reader follows it on a page showing `shown`: the script run against a stand-in for
 * the few hooks it reads (the link and its data, the results box, the form's inputs).
 */
function followed(data: Readonly<Record<string, string>>, shown: Shown): string {
  let href: string = HISTORY_PATH;
  const listeners = new Map<string, () => void>();
  const link = {
    dataset: data,
    getAttribute: (name: string) => (name === 'href' ? href : null),
    setAttribute: (name: string, value: string) => {
      if (name === 'href') href = value;
    },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
  };
  const resultElement = (field: string) => {
    const value = shown.results?.[field];
    return value === undefined ? null : { dataset: { value } };
  };
  const results = {
    querySelector(selector: string) {
      if (selector === '[data-result]') return Object.keys(shown.results ?? {}).length > 0 ? {} : null;
      if (selector === '[data-note="stale"]') return shown.stale ? {} : null;
      const field = /^\[data-result="(\w+)"\]$/.exec(selector)?.[1];
      if (field) return resultElement(field);
      throw new Error(`Unexpected selector in the results: ${selector}`);
    },
  };
  const document = {
    querySelector(selector: string) {
      if (selector === '[data-history-test]') return link;
      if (selector === '[data-results]') return results;
      const input = /^form\[data-calculator\] \[name="(\w+)"\]$/.exec(selector)?.[1];
      if (input) return shown.inputs?.[input] === undefined ? null : { value: shown.inputs[input] };
      throw new Error(`Unexpected selector: ${selector}`);
    },
  };
  new Function('document', source)(document);
  expect([...listeners.keys()].sort()).toEqual(['auxclick', 'click', 'contextmenu', 'focus', 'pointerdown']);
  listeners.get('pointerdown')!();
  return href;
}

const RETIREMENT = { portfolio: 'savingsToday retirementSavings', spending: 'annualIncomeToday annualIncome' };
const SWP = { years: 'years' };

describe('the link to the safe-withdrawal calculator (HISTORY.md)', () => {
  it('is on the retirement, 401(k) and SWP pages alone, naming results in US dollars and an input the page has', () => {
    expect(CALCULATORS.filter((page) => page.historyTest).map((page) => page.id)).toEqual(['retirement', 'k401', 'swp']);
    for (const page of CALCULATORS) {
      const test = page.historyTest;
      if (!test) continue;
      const definition = calculatorFor(page.id);
      for (const field of [...(test.portfolio ?? []), ...(test.spending ?? [])]) {
        // Money translates in dollars only: a rupee amount is not a US retirement's.
        expect(definition.currency, `${page.id}: ${field}`).toBe('USD');
        expect(definition.results[field], `${page.id}: ${field}`).toBe('money');
      }
      if (test.years) expect(Object.keys(definition.inputs), page.id).toContain(test.years);
      expect(test.text.length, page.id).toBeLessThanOrEqual(80);
    }
    expect(calculatorPage('retirement').historyTest).toMatchObject({ portfolio: ['savingsToday', 'retirementSavings'], spending: ['annualIncomeToday', 'annualIncome'] });
    // The 401(k)'s balance at retirement (in today's money when given) is the savings; no spending, no years.
    expect(calculatorPage('k401').historyTest).toMatchObject({ portfolio: ['balanceToday', 'balanceAtRetirement'] });
    expect(calculatorPage('k401').historyTest).not.toHaveProperty('spending');
    expect(calculatorPage('swp').historyTest).toMatchObject({ years: 'years' });
    expect(calculatorPage('swp').historyTest).not.toHaveProperty('portfolio');
    expect(calculatorPage('swp').historyTest).not.toHaveProperty('spending');
  });

  it('renders as a plain link to the page, which works without script, with its data and its script', async () => {
    const container = await AstroContainer.create();
    const html = await container.renderToString(HistoryTestLink, { props: { test: calculatorPage('retirement').historyTest } });
    expect(html).toContain(`<p class="prose"> <a href="${HISTORY_PATH}" data-history-test data-portfolio="savingsToday retirementSavings" data-spending="annualIncomeToday annualIncome">`);
    expect(html).toContain(`<script>${compactScript(source)}</script>`);
  });

  it('carries nothing before a result, or while the result is stale', () => {
    expect(followed(RETIREMENT, {})).toBe(HISTORY_PATH);
    expect(followed(RETIREMENT, { results: { savingsToday: '400000', annualIncome: '16000' }, stale: true })).toBe(HISTORY_PATH);
    expect(followed(SWP, { inputs: { years: '20' } })).toBe(HISTORY_PATH);
  });

  it('carries the money results to the whole dollar, the first of those named that is shown', () => {
    const today = { savingsToday: '436586.6182', annualIncomeToday: '17463.4647', annualIncome: '32135.45', retirementSavings: '803386.28' };
    expect(followed(RETIREMENT, { results: today })).toBe(`${HISTORY_PATH}?portfolio=436587&spending=17463`);
    // Without inflation the page shows no figure in today's money: the future savings and income are carried.
    const { annualIncomeToday: _, savingsToday: __, ...withoutInflation } = today;
    expect(followed(RETIREMENT, { results: withoutInflation })).toBe(`${HISTORY_PATH}?portfolio=803386&spending=32135`);
    // Nothing the safe-withdrawal page could not take: no savings (0), or under half a dollar.
    expect(followed(RETIREMENT, { results: { savingsToday: '0', annualIncome: '0.4' } })).toBe(HISTORY_PATH);
    expect(followed(RETIREMENT, { results: { savingsToday: '1e+21', annualIncome: '4e+19' } })).toBe(`${HISTORY_PATH}?spending=40000000000000000000`);
  });

  it(`carries a period that is a whole number of years from 1 to ${String(MAX_HISTORY_YEARS)}, and nothing else`, () => {
    const after = (years: string) => followed(SWP, { results: { finalValue: '1' }, inputs: { years } });
    expect(after('20')).toBe(`${HISTORY_PATH}?years=20`);
    expect(after(' 1 ')).toBe(`${HISTORY_PATH}?years=1`);
    expect(after(String(MAX_HISTORY_YEARS))).toBe(`${HISTORY_PATH}?years=${String(MAX_HISTORY_YEARS)}`);
    for (const years of ['0', '2.5', String(MAX_HISTORY_YEARS + 1), '100', '', 'abc', '1e1']) expect(after(years), years).toBe(HISTORY_PATH);
  });
});
