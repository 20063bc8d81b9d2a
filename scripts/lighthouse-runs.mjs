// What the Lighthouse scripts share: the pages they audit (each with the page of Astro's own examples it is
// measured beside) and how several runs of one page become one figure. A single Lighthouse run is noisy on a
// shared machine, so the page benchmark reports the median run, as Lighthouse's guidance on variability asks,
// with the lowest and highest of each figure beside it.
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

/**
 * The pages audited, each with its anchor: the page of withastro/astro's examples that does the same job with
 * Astro's defaults. `blog` is `examples/blog` (zero JavaScript), `react` is `examples/framework-react` (one React
 * island).
 * @type {{ path: string, anchor: { site: 'blog' | 'react', path: string } }[]}
 */
export const AUDITED_PAGES = [
  { path: '/', anchor: { site: 'blog', path: '/' } },
  { path: '/blog', anchor: { site: 'blog', path: '/blog' } },
  { path: '/blog/understanding-compound-interest', anchor: { site: 'blog', path: '/blog/markdown-style-guide' } },
  { path: '/loan-calculator', anchor: { site: 'react', path: '/' } },
  { path: '/mortgage-calculator', anchor: { site: 'react', path: '/' } },
  { path: '/irr-calculator', anchor: { site: 'react', path: '/' } },
  { path: '/contact-us', anchor: { site: 'react', path: '/' } },
  // Issue 18: a topic hub, a static page of cards.
  { path: '/calculators/loans-and-home', anchor: { site: 'blog', path: '/' } },
  // The search page, empty and with a search made: Pagefind's script, WebAssembly and index load with the query.
  { path: '/search', anchor: { site: 'blog', path: '/' } },
  { path: '/search?q=Roth', anchor: { site: 'blog', path: '/' } },
];

/**
 * The figures each run is summarised by: the performance score (0 to 1) and four audits' values in ms: first
 * contentful paint, largest contentful paint, time to interactive and total blocking time.
 */
export const FIGURES = {
  score: (lhr) => lhr.categories.performance.score ?? 0,
  fcp: (lhr) => lhr.audits['first-contentful-paint'].numericValue,
  lcp: (lhr) => lhr.audits['largest-contentful-paint'].numericValue,
  tti: (lhr) => lhr.audits.interactive.numericValue,
  tbt: (lhr) => lhr.audits['total-blocking-time'].numericValue,
};

/** The middle value of a list (the mean of the two middle ones for an even count), as Lighthouse takes medians. */
export function middleValue(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2;
}

/**
 * Several runs of one page: the median run (Lighthouse's own choice, `computeMedianRun`: the run nearest the
 * median first contentful paint and time to interactive), whose breakdown the benchmark prints, and for each
 * figure the lowest, the median and the highest value across the runs.
 * @param {object[]} runs Lighthouse results (lhr) of one page
 */
export function summariseRuns(runs) {
  const medianRun = computeMedianRun(runs);
  const spread = Object.fromEntries(
    Object.entries(FIGURES).map(([name, read]) => {
      const values = runs.map(read);
      return [name, { lowest: Math.min(...values), median: middleValue(values), highest: Math.max(...values), medianRun: read(medianRun) }];
    }),
  );
  return { medianRun, spread };
}

/** Our median over the anchor's, the way the benchmark compares them (Infinity when the anchor's is 0). */
export function ratio(ours, anchor) {
  return anchor === 0 ? (ours === 0 ? 1 : Infinity) : ours / anchor;
}
