/** The calculators' SVG charts, rendered to HTML as the server would: hooks, text for screen readers, proportions. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SeriesChart } from '@/islands/calculator/details/SeriesChart';
import { ShareChart } from '@/islands/calculator/details/ShareChart';

const dollars = (value: number) => `$${value.toFixed(2)}`;
const widths = (html: string) => [...html.matchAll(/<rect[^>]*\swidth="([\d.]+)"/g)].map(([, width]) => Number(width));

describe('ShareChart', () => {
  const html = renderToStaticMarkup(
    createElement(ShareChart, { name: 'principal-interest', caption: 'Principal against interest', format: dollars, parts: [{ label: 'Principal', value: 300 }, { label: 'Interest', value: 100 }] }),
  );

  it('is a figure with the data-chart hook, an SVG image and a caption', () => {
    expect(html).toMatch(/^<figure data-chart="principal-interest"/);
    expect(html).toMatch(/<svg role="img" aria-label="[^"]*Principal \$300\.00[^"]*Interest \$100\.00/);
    expect(html).toContain('<figcaption>Principal against interest</figcaption>');
  });

  it('states each value and its share in the legend, the shares adding up to 100 %', () => {
    expect(html).toContain('<strong>$300.00</strong>');
    expect(html).toContain('75.0\u00a0%');
    expect(html).toContain('25.0\u00a0%');
  });

  it('draws each part in proportion: 75 against 25 is 3 to 1', () => {
    const [principal, interest] = widths(html);
    expect(principal! / interest!).toBeCloseTo(3, 9);
  });

  it('draws nothing, and no NaN, when every part is 0', () => {
    const empty = renderToStaticMarkup(createElement(ShareChart, { name: 'breakdown', caption: 'Nothing', format: dollars, parts: [{ label: 'A', value: 0 }] }));
    expect(empty).not.toMatch(/NaN|Infinity|<rect/);
  });
});

describe('SeriesChart', () => {
  const render = (series: { label: string; values: number[] }[], periods = [1, 2, 2.5]) =>
    renderToStaticMarkup(createElement(SeriesChart, { name: 'balance', caption: 'Balance by year', periodLabel: 'Year', periods, series, format: dollars }));

  it('sums up the first, last and highest values in its label', () => {
    const html = render([{ label: 'Balance', values: [900, 400, 0] }]);
    expect(html).toMatch(/^<figure data-chart="balance"/);
    expect(html).toMatch(/aria-label="Balance by year\. Year 1: \$900\.00; Year 2\.5: \$0\.00; highest \$900\.00 in year 1\."/);
  });

  it('draws one column per non-zero value and stacks the series, the first at the bottom', () => {
    const html = render([
      { label: 'Deposits', values: [100, 200, 300] },
      { label: 'Growth', values: [0, 50, 100] },
    ]);
    const rects = [...html.matchAll(/<rect class="chart-series-(\d)"[^>]*\sy="([\d.]+)"[^>]*\sheight="([\d.]+)"/g)].map(([, series, y, height]) => ({ series: Number(series), y: Number(y), height: Number(height) }));
    expect(rects.map((rect) => rect.series)).toEqual([0, 0, 1, 0, 1]);
    // In the last period the growth column sits on top of the deposits column.
    const [deposits, growth] = rects.slice(-2);
    expect(growth!.y + growth!.height).toBeCloseTo(deposits!.y, 9);
    expect(deposits!.height / growth!.height).toBeCloseTo(3, 9);
  });

  it('keeps its box and draws no NaN when everything is 0 or there are no periods', () => {
    expect(render([{ label: 'Balance', values: [0, 0, 0] }])).not.toMatch(/NaN|Infinity/);
    expect(render([{ label: 'Balance', values: [] }], [])).not.toMatch(/NaN|Infinity/);
  });

  it('labels only a few periods, so 40 years stay legible on a phone', () => {
    const periods = Array.from({ length: 40 }, (_, index) => index + 1);
    const html = render([{ label: 'Balance', values: periods.map((year) => 1000 * year) }], periods);
    expect([...html.matchAll(/class="chart-axis"/g)].length).toBeLessThanOrEqual(8);
  });

  it('uses no style attribute (the Content-Security-Policy forbids them)', () => {
    expect(render([{ label: 'Balance', values: [1, 2, 3] }])).not.toContain('style=');
  });
});
