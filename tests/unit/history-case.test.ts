/**
 * The figures of the 4 % rule article (src/lib/historyCase.ts): a case's figure is what the safe-withdrawal calculator
 * and its data give, a wrong one is refused (and stops the page that quotes it), and every figure the article's MDX
 * quotes is right, read from the file as the guides' figures are, so a change of data or code fails here before a build.
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import HistoryFigure from '@/components/blog/HistoryFigure.astro';
import HistoryLink from '@/components/blog/HistoryLink.astro';
import { calculatorFor } from '@/lib/finance';
import { historyWindows, stockReturn } from '@/lib/finance/history/windows';
import { runCalculator } from '@/lib/finance/readInputs';
import { formatPercent } from '@/lib/format';
import { BASE_CASE, caseHref, caseInputs, historyFigure, historyFigureMismatch, type HistoryCase } from '@/lib/historyCase';

const ARTICLE = new URL('../../src/content/blog/the-4-percent-rule-against-150-years-of-markets.mdx', import.meta.url);

/** The calculator run on a case's form values, as its page runs it. */
function calculated(inputs: Record<string, string>) {
  const outcome = runCalculator(calculatorFor('safeWithdrawal'), inputs);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
  const result = (field: string) => {
    const value = outcome.result[field];
    if (value === undefined) throw new Error(`No result ${field}`);
    return value;
  };
  return { successRate: result('successRate'), safeSpending: result('safeSpending'), worstStartYear: result('worstStartYear'), worstYearsLasted: result('worstYearsLasted') };
}

describe('a case of the 4 % rule', () => {
  it('is the base plan with its changes, as the calculator’s form and address take it', () => {
    expect(BASE_CASE).toEqual({ portfolio: 1_000_000, spending: 40_000, years: 30, stocks: 60, fees: 0 });
    expect(caseInputs()).toEqual({ portfolio: '1000000', spending: '40000', years: '30', stocks: '60' });
    expect(caseInputs({ stocks: 50, fees: 0.5 })).toEqual({ portfolio: '1000000', spending: '40000', years: '30', stocks: '50', fees: '0.5' });
    expect(caseHref({ years: 60 })).toBe('/safe-withdrawal-rate-calculator?portfolio=1000000&spending=40000&years=60&stocks=60');
  });

  it('refuses a name the calculator does not take, or a value that is no number', () => {
    expect(() => caseInputs({ stock: 50 } as HistoryCase)).toThrow(/no "stock"/);
    expect(() => caseInputs({ stocks: '50' } as unknown as HistoryCase)).toThrow(/must be a number/);
  });
});

describe('a figure of a case', () => {
  it('is the calculator’s result, shown as its page shows it', () => {
    const result = calculated({ portfolio: '1000000', spending: '40000', years: '30', stocks: '50' });
    expect(historyFigure({ stocks: 50 }, 'successRate')).toEqual({ value: result.successRate, shown: formatPercent(result.successRate) });
    expect(historyFigure({ stocks: 50 }, 'successRate').shown).toBe('95.12%');
    expect(historyFigureMismatch({ stocks: 50 }, 'successRate', '95.12%')).toBeNull();
    expect(historyFigure({ fees: 1 }, 'safeSpending').value).toBe(calculated({ ...caseInputs(), fees: '1' }).safeSpending);
  });

  it('with a wrong `shows` is refused, saying what the data gives', () => {
    expect(historyFigureMismatch({ stocks: 50 }, 'successRate', '95.13%')).toBe(
      'the 4 % rule article says successRate is "95.13%" for stocks 50, but the calculator\'s data gives "95.12%"',
    );
    expect(historyFigureMismatch({}, 'lasted', '26 years', { year: 1966 })).toMatch(/lasted from 1966 is "26 years" for the base case, but the calculator.s data gives "25.years"/);
  });

  it('takes the page’s no-break spaces and a true minus sign as the plain ones an author types', () => {
    expect(historyFigure({}, 'worstYearsLasted').shown).toBe('25\u00a0years');
    expect(historyFigureMismatch({}, 'worstYearsLasted', '25 years')).toBeNull();
    expect(historyFigureMismatch({}, 'stockReturn', '\u22129.53%', { year: 1966 })).toBeNull();
  });

  it('beside the results, is the data’s: a window, a year’s return, a stretch of years, the start years that ran out', () => {
    const windows = historyWindows({ ...BASE_CASE });
    const worst = calculated(caseInputs());
    expect(historyFigure({}, 'lasted', { year: worst.worstStartYear }).value).toBe(worst.worstYearsLasted);
    expect(historyFigure({}, 'ending', { year: 1929 }).value).toBe(windows.find((window) => window.start === 1929)!.ending);
    expect(historyFigure({}, 'stockReturn', { year: 1966 })).toEqual({ value: stockReturn(1966) * 100, shown: formatPercent(stockReturn(1966) * 100) });
    // A stretch of one year is that year's return; the mix of all stocks is the stocks'.
    expect(historyFigure({}, 'stockReturnOver', { year: 1966, span: 1 }).value).toBeCloseTo(stockReturn(1966) * 100, 12);
    expect(historyFigure({ stocks: 100 }, 'mixReturnOver', { year: 1929, span: 10 }).value).toBeCloseTo(historyFigure({}, 'stockReturnOver', { year: 1929, span: 10 }).value as number, 12);
    const failed = windows.filter((window) => window.lasted < 30).map((window) => window.start);
    expect(historyFigure({}, 'failedStarts')).toEqual({ value: failed, shown: '1965, 1966, 1968 and 1969' });
    expect(historyFigure({}, 'failedWindows').value).toBe(failed.length);
    expect(historyFigure({ spending: 30_000 }, 'failedStarts').shown).toBe('none');
    expect(historyFigure({}, 'lastStart').shown).toBe('1993');
    expect(historyFigure({ years: 60 }, 'lastStart').shown).toBe('1963');
    expect(historyFigure({ years: 60 }, 'windows').value).toBe(1963 - 1871 + 1);
    expect(historyFigure({ years: 60 }, 'separateHistories').shown).toBe('2');
  });

  it('is refused when it names no field, or a year the data or the case has no figure for', () => {
    expect(() => historyFigure({}, 'successRates')).toThrow(/neither a result of the calculator/);
    expect(() => historyFigure({}, 'lasted')).toThrow(/needs a year/);
    expect(() => historyFigure({}, 'lasted', { year: 1994 })).toThrow(/outside/);
    expect(() => historyFigure({}, 'stockReturn', { year: 2023 })).toThrow(/outside/);
    expect(() => historyFigure({}, 'mixReturnOver', { year: 2015, span: 10 })).toThrow(/outside/);
    expect(() => historyFigure({}, 'mixReturnOver', { year: 1966 })).toThrow(/needs a span/);
    expect(() => historyFigure({}, 'successRate', { year: 1966 })).toThrow(/takes no year/);
  });
});

const container = await AstroContainer.create();

describe('the article’s components', () => {

  it('render a figure marked as a guide’s figure is, with its case and unrounded value', async () => {
    const html = await container.renderToString(HistoryFigure, { props: { case: { stocks: 50 }, field: 'successRate', shows: '95.12%' } });
    expect(html).toMatch(/^<strong data-example-result="successRate" data-case="portfolio=1000000&amp;spending=40000&amp;years=30&amp;stocks=50" data-value="95\.12\d+">95\.12%<\/strong>$/);
    const data = await container.renderToString(HistoryFigure, { props: { field: 'lasted', year: 1966, shows: '25 years' } });
    expect(data).toMatch(/^<strong data-history-figure="lasted" data-year="1966" data-case="[^"]+" data-value="25">25 years<\/strong>$/);
  });

  it('stop the page when the figure is not what the calculator gives', async () => {
    await expect(container.renderToString(HistoryFigure, { props: { case: { stocks: 50 }, field: 'successRate', shows: '95.13%' } })).rejects.toThrow(
      /says successRate is "95\.13%" for stocks 50, but the calculator's data gives "95\.12%": correct the article/,
    );
  });

  it('link the calculator filled in with a case', async () => {
    const html = await container.renderToString(HistoryLink, { props: { case: { fees: 1 } }, slots: { default: 'see 1 % fees' } });
    expect(html).toBe('<a href="/safe-withdrawal-rate-calculator?portfolio=1000000&amp;spending=40000&amp;years=30&amp;stocks=60&amp;fees=1" data-history-case>see 1 % fees</a>');
  });
});

/** `{ stocks: 50, fees: 0.5 }` as written in the MDX: names and plain numbers only. */
const readCase = (text: string | undefined): HistoryCase => (text ? (JSON.parse(text.replace(/(\w+)\s*:/g, '"$1":')) as HistoryCase) : {});
const attribute = (tag: string, name: string) => new RegExp(`\\b${name}=(?:"([^"]*)"|\\{([^{}]*|\\{[^{}]*\\})\\})`).exec(tag)?.slice(1).find((value) => value !== undefined);

describe('the 4 % rule article', () => {
  const body = readFileSync(ARTICLE, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
  const figures = body.match(/<HistoryFigure\b[^>]*\/>/g) ?? [];
  const links = body.match(/<HistoryLink\b[^>]*>/g) ?? [];

  it('quotes every figure as the calculator and its data give it', () => {
    expect(figures.length).toBeGreaterThan(40);
    for (const tag of figures) {
      const field = attribute(tag, 'field') ?? '';
      const shows = attribute(tag, 'shows') ?? '';
      const year = attribute(tag, 'year');
      const span = attribute(tag, 'span');
      expect(historyFigureMismatch(readCase(attribute(tag, 'case')), field, shows, { year: year === undefined ? undefined : Number(year), span: span === undefined ? undefined : Number(span) }), tag).toBeNull();
    }
  });

  it('links the calculator filled in with every case it quotes a result of', () => {
    const linked = new Set(links.map((tag) => caseHref(readCase(attribute(tag, 'case')))));
    for (const tag of figures.filter((figure) => /field="(successRate|failedWindows|safeSpending|withdrawalRate|medianEnding)"/.test(figure))) {
      expect(linked, tag).toContain(caseHref(readCase(attribute(tag, 'case'))));
    }
  });

  it('types no number of the data in its prose: outside the figures, only the plans’ own numbers and the sources’', () => {
    const prose = body.replace(/<HistoryFigure\b[^>]*\/>/g, ' ').replace(/<\/?HistoryLink\b[^>]*>/g, ' ').replace(/\]\([^)]*\)/g, ']');
    const typed = new Set(prose.match(/\d[\d,.]*/g)?.map((number) => number.replace(/[,.]$/, '')));
    // Each case's own numbers and the years the article chooses to look at are inputs, not results.
    const inputs = new Set(
      [...figures, ...links].flatMap((tag) => [
        ...Object.values(readCase(attribute(tag, 'case'))).map(String),
        attribute(tag, 'year') ?? '',
        attribute(tag, 'span') ?? '',
      ]),
    );
    const plans = ['4', '30', '1,000,000', '40,000', '45,000', '35,000', '60', '40', '50', '75', '25', '0.5', '1', '100', '95', '4.5', '3.5', '15', '10'];
    // Bengen's paper and the Trinity study (the sources), the accounts named, the ages and decades in words.
    const sources = ['1994', '1926', '33', '1998', '401', '2000', '2008', '1960'];
    const unexplained = [...typed].filter((number) => !inputs.has(number) && !plans.includes(number) && !sources.includes(number));
    expect(unexplained).toEqual([]);
  });
});
