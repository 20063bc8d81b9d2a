import { describe, expect, it } from 'vitest';
import { AUDITED_PAGES, middleValue, ratio, summariseRuns } from '../../scripts/lighthouse-runs.mjs';

/** The few parts of a Lighthouse result (lhr) the page benchmark reads, with made-up figures. */
function fakeRun(name: string, figures: { fcp: number; tti: number; lcp: number; tbt: number; score: number }) {
  return {
    name,
    categories: { performance: { score: figures.score } },
    audits: {
      'first-contentful-paint': { numericValue: figures.fcp },
      interactive: { numericValue: figures.tti },
      'largest-contentful-paint': { numericValue: figures.lcp },
      'total-blocking-time': { numericValue: figures.tbt },
    },
  };
}

// Five runs of one page as a noisy machine gives them. The median first contentful paint is 1,100 ms and the median
// time to interactive 2,200 ms; run "c" has both, so Lighthouse's computeMedianRun must pick it.
type FakeRun = ReturnType<typeof fakeRun>;
const RUNS: [FakeRun, FakeRun, FakeRun, FakeRun, FakeRun] = [
  fakeRun('a', { fcp: 1000, tti: 2000, lcp: 1400, tbt: 100, score: 0.97 }),
  fakeRun('b', { fcp: 1200, tti: 2400, lcp: 1600, tbt: 300, score: 0.93 }),
  fakeRun('c', { fcp: 1100, tti: 2200, lcp: 1500, tbt: 200, score: 0.95 }),
  fakeRun('d', { fcp: 1500, tti: 3000, lcp: 2100, tbt: 500, score: 0.81 }),
  fakeRun('e', { fcp: 900, tti: 1800, lcp: 1300, tbt: 50, score: 0.99 }),
];

describe('summariseRuns', () => {
  it('picks the run nearest the median FCP and time to interactive as the median run', () => {
    expect(summariseRuns(RUNS).medianRun.name).toBe('c');
  });

  it('picks the median run whatever order the runs come in', () => {
    expect(summariseRuns([...RUNS].reverse()).medianRun.name).toBe('c');
    const [a, b, c, d, e] = RUNS;
    expect(summariseRuns([d, a, e, c, b]).medianRun.name).toBe('c');
  });

  it('gives the lowest, median and highest of the score, FCP, LCP, TTI and TBT across the runs', () => {
    const { spread } = summariseRuns(RUNS);
    expect(spread.fcp).toEqual({ lowest: 900, median: 1100, highest: 1500, medianRun: 1100 });
    expect(spread.tti).toEqual({ lowest: 1800, median: 2200, highest: 3000, medianRun: 2200 });
    expect(spread.tbt).toEqual({ lowest: 50, median: 200, highest: 500, medianRun: 200 });
    expect(spread.lcp).toEqual({ lowest: 1300, median: 1500, highest: 2100, medianRun: 1500 });
    expect(spread.score).toEqual({ lowest: 0.81, median: 0.95, highest: 0.99, medianRun: 0.95 });
  });

  it('takes each figure\'s median on its own, which need not be the median run\'s', () => {
    // Run "c" stays the median run by its paint and interactive times, but its blocking time is now the highest.
    const runs = RUNS.map((run) => (run.name === 'c' ? fakeRun('c', { fcp: 1100, tti: 2200, lcp: 1500, tbt: 900, score: 0.95 }) : run));
    const { medianRun, spread } = summariseRuns(runs);
    expect(medianRun.name).toBe('c');
    expect(spread.tbt).toEqual({ lowest: 50, median: 300, highest: 900, medianRun: 900 });
  });

  it('refuses runs without a first contentful paint, as Lighthouse does', () => {
    const broken = fakeRun('x', { fcp: Number.NaN, tti: 2000, lcp: 1400, tbt: 100, score: 1 });
    expect(() => summariseRuns([...RUNS, broken])).toThrow(/FCP/);
  });
});

describe('middleValue', () => {
  it('is the middle value of an odd count and the mean of the two middle values of an even count', () => {
    expect(middleValue([5, 1, 3])).toBe(3);
    expect(middleValue([4, 1, 3, 2])).toBe(2.5);
  });
});

describe('ratio', () => {
  it('is our median over the anchor\'s', () => {
    expect(ratio(90, 30)).toBe(3);
  });

  it('is 1 when both are 0 and infinite when only the anchor\'s is 0', () => {
    expect(ratio(0, 0)).toBe(1);
    expect(ratio(20, 0)).toBe(Infinity);
  });
});

describe('AUDITED_PAGES', () => {
  it('pairs every audited page with an anchor of its kind: a zero-JS page with the blog, an island page with React', () => {
    for (const page of AUDITED_PAGES) {
      const hasIsland = /-calculator$|^\/contact-us$/.test(page.path);
      expect(page.anchor.site).toBe(hasIsland ? 'react' : 'blog');
    }
  });
});
