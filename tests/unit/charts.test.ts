/** The calculators' SVG charts, rendered to HTML as the server would: hooks, text for screen readers, proportions. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ChartTone } from '@/lib/finance/details';
import { SeriesChart, type SeriesChartProps } from '@/islands/calculator/details/SeriesChart.tsx';
import { ShareChart } from '@/islands/calculator/details/ShareChart.tsx';

const dollars = (value: number) => `$${value.toFixed(2)}`;
const widths = (html: string) => [...html.matchAll(/<rect[^>]*\swidth="([\d.]+)"/g)].map(([, width]) => Number(width));
// Tones in the order of a chart's parts; the colours themselves are charts.css's.
const TONES: ChartTone[] = ['principal', 'interest', 'tax', 'insurance', 'pmi'];
const share = (parts: { label: string; value: number }[]) =>
  renderToStaticMarkup(
    createElement(ShareChart, { name: 'principal-interest', caption: 'Principal against interest', format: dollars, parts: parts.map((part, index) => ({ ...part, tone: TONES[index]! })) }),
  );

describe('ShareChart', () => {
  const html = share([{ label: 'Principal', value: 300 }, { label: 'Interest', value: 100 }]);

  it('is a figure with the data-chart hook, an SVG image and a caption', () => {
    expect(html).toMatch(/^<figure data-chart="principal-interest" class="chart share-chart"/);
    expect(html).toMatch(/<svg role="img" aria-label="[^"]*Principal \$300\.00[^"]*Interest \$100\.00/);
    expect(html).toContain('<figcaption>Principal against interest</figcaption>');
  });

  it('states each value and its share in the legend, the shares adding up to 100 %', () => {
    expect(html).toContain('<strong>$300.00</strong>');
    expect(html).toContain('<strong>$100.00</strong>');
    expect(html).toContain('75.0\u00a0%');
    expect(html).toContain('25.0\u00a0%');
    const breakdown = share([1500.1, 400, 125, 150, 100].map((value, index) => ({ label: `Part ${index}`, value })));
    const legend = breakdown.slice(breakdown.indexOf('<ul'));
    const shares = [...legend.matchAll(/class="chart-share">([\d.]+)\u00a0%/g)].map(([, percent]) => Number(percent));
    expect(shares).toHaveLength(5);
    expect(shares.reduce((sum, percent) => sum + percent, 0)).toBeCloseTo(100, 0);
  });

  it('draws each part in proportion, side by side: 75 against 25 is 3 to 1', () => {
    const [principal, interest] = widths(html);
    expect(principal! / interest!).toBeCloseTo(3, 9);
    expect(html).toMatch(/<rect class="tone-interest" x="450"/);
    expect(html).toContain('<title>Interest: $100.00 (25.0\u00a0%)</title>');
  });

  it('draws nothing, and no NaN, when every part is 0; a negative or non-finite part counts as 0', () => {
    const empty = share([{ label: 'A', value: 0 }, { label: 'B', value: 0 }]);
    expect(empty).toContain('<svg role="img"');
    expect(empty).not.toMatch(/NaN|Infinity|<rect/);
    const odd = share([{ label: 'A', value: 5 }, { label: 'B', value: -3 }, { label: 'C', value: Number.NaN }]);
    expect(odd).not.toMatch(/NaN|Infinity|-3/);
    expect(widths(odd)).toEqual([600]);
  });

  it('copes with huge values and uses no style attribute (the Content-Security-Policy forbids them)', () => {
    const huge = share([{ label: 'A', value: 1e15 }, { label: 'B', value: 3e15 }]);
    expect(huge).not.toMatch(/NaN|Infinity/);
    expect(widths(huge)).toEqual([150, 450]);
    expect(html + huge).not.toContain('style=');
  });
});

describe('SeriesChart', () => {
  const render = (series: { label: string; values: number[] }[], periods = [1, 2, 2.5], extra: Partial<SeriesChartProps> = {}) =>
    renderToStaticMarkup(
      createElement(SeriesChart, { name: 'balance', caption: 'Balance by year', periodLabel: 'Year', periods, series: series.map((line, index) => ({ ...line, tone: TONES[index]! })), format: dollars, ...extra }),
    );
  // Across in % of the plot, down in px.
  const rects = (html: string) =>
    [...html.matchAll(/<rect class="tone-([\w-]+)" x="([\d.]+)%"[^>]*\sy="([\d.]+)" height="([\d.]+)"/g)].map(([, tone, x, y, height]) => ({
      series: TONES.indexOf(tone as ChartTone),
      x: Number(x),
      y: Number(y),
      height: Number(height),
    }));

  it('sums up the first, last and highest values in its label', () => {
    const html = render([{ label: 'Balance', values: [900, 400, 0] }]);
    expect(html).toMatch(/^<figure data-chart="balance" class="chart series-chart"/);
    // A last partial year (2.5) is said as a person would: its number and its months.
    expect(html).toMatch(/<svg role="img" aria-label="Balance by year\. Year 1: \$900\.00; Year 3 \(6\u00a0months\): \$0\.00; highest \$900\.00 in year 1\."/);
    expect(html).toContain('<figcaption>');
    expect(html).toContain('<title>Year 2: Balance $400.00</title>');
  });

  it('draws one column per non-zero value and stacks the series, the first at the bottom', () => {
    const html = render([
      { label: 'Deposits', values: [100, 200, 300] },
      { label: 'Growth', values: [0, 50, 100] },
    ]);
    const columns = rects(html);
    expect(columns.map((rect) => rect.series)).toEqual([0, 0, 1, 0, 1]);
    // Each growth column sits exactly on the deposits column of its period, and the heights keep their ratio.
    for (const [deposits, growth] of [columns.slice(1, 3), columns.slice(3, 5)]) {
      expect(growth!.x).toBe(deposits!.x);
      expect(growth!.y + growth!.height).toBeCloseTo(deposits!.y, 9);
    }
    const [deposits, growth] = columns.slice(-2);
    expect(deposits!.height / growth!.height).toBeCloseTo(3, 2);
    // All columns stand on the same baseline, and the taller total is the taller stack.
    const bottoms = columns.filter((rect) => rect.series === 0).map((rect) => rect.y + rect.height);
    expect(new Set(bottoms.map((bottom) => bottom.toFixed(9))).size).toBe(1);
    expect(columns[4]!.y).toBeLessThan(columns[2]!.y);
    expect(html).toContain('<li class="tone-principal">Deposits</li><li class="tone-interest">Growth</li>');
  });

  it('draws side by side, each series from 0, when not stacked', () => {
    const html = render([{ label: 'Price', values: [103, 134.39] }, { label: 'Power', values: [97.09, 74.41] }], [1, 10], { stacked: false });
    expect(html).toMatch(/aria-label="Balance by year\. Price: Year 1 \$103\.00, Year 10 \$134\.39; Power: Year 1 \$97\.09, Year 10 \$74\.41\."/);
    const [price, power] = rects(html);
    expect(power!.x).toBeGreaterThan(price!.x);
    expect(power!.y + power!.height).toBeCloseTo(price!.y + price!.height, 9);
  });

  it('hangs a value below 0 down from a zero line when not stacked, and says it in the label', () => {
    // Selling a home in year 1 can leave a buyer owing more than it fetches: a net worth of -$20,000.
    const html = render([{ label: 'Buying', values: [-20_000, 50_000] }, { label: 'Renting', values: [30_000, 60_000] }], [1, 2], { stacked: false });
    const labels = [...html.matchAll(/<g class="chart-grid">.*?<text[^>]*>([^<]+)<\/text>/g)].map(([, label]) => label);
    expect(labels).toEqual(['-$20k', '$0', '$20k', '$40k', '$60k']);
    expect(html).toContain('Buying: Year 1 $-20000.00, Year 2 $50000.00');
    const [owing, renting] = rects(html);
    // The negative column starts at the zero line, where the positive one beside it stands, and is a third as tall.
    expect(owing!.y).toBeCloseTo(renting!.y + renting!.height, 9);
    expect(owing!.height / renting!.height).toBeCloseTo(20_000 / 30_000, 2);
  });

  it('labels its value axis at round values, in short form', () => {
    const html = render([{ label: 'Balance', values: [182_340.12, 120_000, 0] }]);
    const labels = [...html.matchAll(/<g class="chart-grid">.*?<text[^>]*>([^<]+)<\/text>/g)].map(([, label]) => label);
    expect(labels).toEqual(['$0', '$50k', '$100k', '$150k', '$200k']);
    const small = render([{ label: 'Balance', values: [0.3, 0.1, 0] }]);
    expect(small).toContain('>$0.3</text>');
    // Coordinates are rounded to 1/100 of a unit, so no float noise (133.33333333333334) bloats the markup.
    expect(small).not.toMatch(/="-?\d+\.\d{3,}"/);
  });

  it('keeps its box and draws no NaN when everything is 0 or there are no periods', () => {
    for (const html of [render([{ label: 'Balance', values: [0, 0, 0] }]), render([{ label: 'Balance', values: [] }], [])]) {
      expect(html).toContain('<svg role="img" aria-label="Balance by year');
      expect(html).toContain('height="220"');
      expect(html).not.toMatch(/NaN|Infinity|<rect/);
    }
    expect(render([{ label: 'Balance', values: [Number.NaN, -5, Number.POSITIVE_INFINITY] }])).not.toMatch(/NaN|Infinity|<rect/);
  });

  it('labels only a few periods, so 40 years stay legible on a phone, always the first and the last', () => {
    for (const count of [1, 7, 13, 40, 43, 100]) {
      const periods = Array.from({ length: count }, (_, index) => index + 1);
      const html = render([{ label: 'Balance', values: periods.map((year) => 1000 * year) }], periods);
      const labels = [...html.matchAll(/class="chart-axis" x="([\d.]+)%"[^>]*>([^<]+)</g)].map(([, x, label]) => ({ x: Number(x), label: Number(label) }));
      expect(labels.length).toBeLessThanOrEqual(8);
      expect(labels[0]!.label).toBe(1);
      expect(labels.at(-1)!.label).toBe(count);
      // Neighbouring labels are at least 7 % of the plot apart: 24 px on a phone's 350 px, room for "100".
      labels.slice(1).forEach((label, index) => expect(label.x - labels[index]!.x).toBeGreaterThan(7));
      expect(rects(html)).toHaveLength(count);
      expect(html).not.toContain('style=');
    }
  });

  // A four-digit year at 12 px is about 30 px wide, and a phone's plot about 230 px: 13 %, and a little room between.
  it('keeps four-digit years apart too: every start year since 1871 (HISTORY.md), labels at least 15 % of the plot apart', () => {
    for (const count of [93, 123, 152]) {
      const periods = Array.from({ length: count }, (_, index) => 1871 + index);
      const html = render([{ label: 'Left at the end', values: periods.map(() => 1000) }], periods);
      const labels = [...html.matchAll(/class="chart-axis" x="([\d.]+)%"[^>]*>([^<]+)</g)].map(([, x, label]) => ({ x: Number(x), label: Number(label) }));
      expect(labels[0]!.label).toBe(1871);
      expect(labels.at(-1)!.label).toBe(1870 + count);
      labels.slice(1).forEach((label, index) => expect(label.x - labels[index]!.x).toBeGreaterThan(15));
    }
  });
});
