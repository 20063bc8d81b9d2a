// How fast each audited page loads on a slow phone, as Lighthouse measures it (mobile defaults: a mid-range phone on
// a slow 4G link), measured beside an anchor: the page of Astro's own examples that does the same job.
// A benchmark, not a test: the absolute figures swing with whatever else the machine is doing, so each page runs
// five times (`--runs N` for more), back to back with its anchor in every round, and the report gives the median
// and the spread of the score, first contentful paint (FCP), LCP, time to interactive (TTI) and TBT, and our medians
// over the anchor's.
//
// Each page is run under both of Lighthouse's throttling methods, side by side (`--throttling simulate` or
// `--throttling devtools` for one): `simulate`, Lighthouse's default, loads the page unthrottled and computes what
// a slow phone would have seen from the requests it made; `devtools` (`--throttling-method=devtools`) has the
// browser itself slow the network (562.5 ms a request, 1.6 Mbps down) and the CPU (4x), and observes the page.
//
//   npm run build && npm run bench:pages [-- --runs 5] [-- --pages /,/blog] [-- --throttling devtools] [-- --detail]
//                                        [-- --dist other/dist]
//
// The anchors are withastro/astro's `examples/blog` and `examples/framework-react`, built with our versions of
// Astro, React and @astrojs/react. They are not part of this repository: build them elsewhere and pass their
// output folders as ANCHOR_BLOG_DIST and ANCHOR_REACT_DIST. Without them the benchmark reports our pages alone.
// `--pages` takes any of the site's paths: one not in the audited list is measured beside the React example if it
// is a calculator or the contact page, else beside the blog.
// `--detail` adds the median run's main-thread breakdown, its longest tasks and its requests (when each started and
// ended, at what priority), the place to start profiling.
// `--dist` audits another build of this site (an earlier commit's, say) in place of dist/.
//
// The goals: a median TBT under 50 ms or within 2x the anchor's (simulated throttling, as Lighthouse's score
// takes it); and on every calculator page, under the browser's own throttling, a median first paint and LCP within
// 1.15x the anchor's and a median time to interactive within 1.5 s.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { AUDITED_PAGES, ratio, summariseRuns } from './lighthouse-runs.mjs';
import { startStaticHost } from './static-host.mjs';

/** The blocking-time goal: a page's median TBT within this many times its anchor's, or under ABSOLUTE_GOAL_MS. */
const RATIO_GOAL = 2;
const ABSOLUTE_GOAL_MS = 50;
/** The paint goals of a calculator page, under the browser's own throttling: FCP and LCP, and TTI in ms. */
const PAINT_RATIO_GOAL = 1.15;
const INTERACTIVE_GOAL_MS = 1500;
const METHODS = ['simulate', 'devtools'];

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    pages: { type: 'string' },
    throttling: { type: 'string', default: METHODS.join(',') },
    detail: { type: 'boolean', default: false },
    dist: { type: 'string' },
  },
});
const runs = Number(options.runs);
const methods = options.throttling.split(',');
for (const method of methods) if (!METHODS.includes(method)) throw new Error(`--throttling takes ${METHODS.join(' or ')}, not ${method}`);
const wanted = options.pages?.split(',');
/** A page the audited list does not name is measured beside the example of its kind. */
const anchorOf = (path) => ({ site: /-calculator$|^\/contact-us$/.test(path) ? 'react' : 'blog', path: '/' });
const pages = wanted
  ? wanted.map((path) => AUDITED_PAGES.find((page) => page.path === path) ?? { path, anchor: anchorOf(path) })
  : AUDITED_PAGES;
const isCalculator = (path) => /-calculator$/.test(path);

const anchorDists = { blog: process.env.ANCHOR_BLOG_DIST, react: process.env.ANCHOR_REACT_DIST };
for (const [site, dist] of Object.entries(anchorDists)) {
  if (dist && !existsSync(dist)) throw new Error(`ANCHOR_${site.toUpperCase()}_DIST=${dist} does not exist`);
}

const ours = await startStaticHost(options.dist);
const anchorHosts = Object.fromEntries(
  await Promise.all(Object.entries(anchorDists).filter(([, dist]) => dist).map(async ([site, dist]) => [site, await startStaticHost(dist)])),
);
const chrome = await launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumArgs] });

/** One Lighthouse performance run of a URL under one throttling method. */
async function audit(url, throttlingMethod) {
  const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: ['performance'], throttlingMethod });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  return result.lhr;
}

/** @typedef {{ ours: object[], anchor: object[] }} Runs */
/** @type {Map<string, Record<string, Runs>>} each page's runs by throttling method */
const results = new Map(pages.map((page) => [page.path, Object.fromEntries(methods.map((method) => [method, { ours: [], anchor: [] }]))]));
try {
  for (let round = 1; round <= runs; round += 1) {
    process.stderr.write(`round ${round} of ${runs}\n`);
    for (const page of pages) {
      for (const method of methods) {
        const runsOf = /** @type {Record<string, Runs>} */ (results.get(page.path))[method];
        runsOf.ours.push(await audit(`${ours.origin}${page.path}`, method));
        const anchorHost = anchorHosts[page.anchor.site];
        if (anchorHost) runsOf.anchor.push(await audit(`${anchorHost.origin}${page.anchor.path}`, method));
      }
    }
  }
} finally {
  chrome.kill();
  await Promise.all([ours, ...Object.values(anchorHosts)].map((host) => host.stop()));
}

const pad = (text, width) => String(text).padStart(width);
const ms = (value) => Math.round(value);
const range = ({ lowest, highest }, show) => `${show(lowest)}–${show(highest)}`;
const score = (value) => value.toFixed(2);
// An anchor with no blocking time at all makes any of ours infinitely worse: say so rather than print a number.
const times = (value) => (Number.isFinite(value) ? `${value.toFixed(value < 10 ? 2 : 1)}x` : '∞');

console.log(`\nLighthouse performance, mobile defaults, ${runs} runs a page and throttling method: our median, lowest–highest,`);
console.log('the anchor\'s median and ours over it (times in ms):\n');
const columns = [
  ['page', 36, 'left'], ['throttling', 10], ['score', 5], ['range', 9],
  ['FCP', 5], ['range', 9], ['anchor', 6], ['ratio', 6],
  ['LCP', 5], ['range', 9], ['anchor', 6], ['ratio', 6],
  ['TTI', 5], ['range', 9], ['anchor', 6],
  ['TBT', 5], ['range', 9], ['anchor', 6], ['ratio', 6],
];
const line = (cells) => cells.map((cell, i) => (columns[i][2] === 'left' ? String(cell).padEnd(columns[i][1]) : pad(cell, columns[i][1]))).join(' ');
console.log(line(columns.map(([title]) => title)));
const misses = [];
for (const page of pages) {
  for (const method of methods) {
    const { ours: ourRuns, anchor: anchorRuns } = /** @type {Record<string, Runs>} */ (results.get(page.path))[method];
    const mine = summariseRuns(ourRuns).spread;
    const theirs = anchorRuns.length ? summariseRuns(anchorRuns).spread : undefined;
    const against = (figure) => (theirs ? ratio(mine[figure].median, theirs[figure].median) : undefined);
    const anchorCells = (figure, withRatio = true) =>
      theirs ? [ms(theirs[figure].median), ...(withRatio ? [times(/** @type {number} */ (against(figure)))] : [])] : ['—', ...(withRatio ? ['—'] : [])];
    console.log(
      line([
        page.path, method, score(mine.score.median), range(mine.score, score),
        ms(mine.fcp.median), range(mine.fcp, ms), ...anchorCells('fcp'),
        ms(mine.lcp.median), range(mine.lcp, ms), ...anchorCells('lcp'),
        ms(mine.tti.median), range(mine.tti, ms), ...anchorCells('tti', false),
        ms(mine.tbt.median), range(mine.tbt, ms), ...anchorCells('tbt'),
      ]),
    );
    if (method === 'simulate' && mine.tbt.median >= ABSOLUTE_GOAL_MS && (!theirs || /** @type {number} */ (against('tbt')) > RATIO_GOAL)) {
      misses.push(`${page.path}: median TBT ${ms(mine.tbt.median)} ms${theirs ? `, ${times(/** @type {number} */ (against('tbt')))} the anchor's ${ms(theirs.tbt.median)} ms` : ''}`);
    }
    if (method === 'devtools' && isCalculator(page.path)) {
      for (const figure of /** @type {const} */ (['fcp', 'lcp'])) {
        const over = against(figure);
        if (over !== undefined && over > PAINT_RATIO_GOAL) {
          misses.push(`${page.path}: median ${figure.toUpperCase()} ${ms(mine[figure].median)} ms, ${times(over)} the anchor's ${ms(/** @type {NonNullable<typeof theirs>} */ (theirs)[figure].median)} ms (devtools)`);
        }
      }
      if (mine.tti.median > INTERACTIVE_GOAL_MS) misses.push(`${page.path}: median TTI ${ms(mine.tti.median)} ms (devtools)`);
    }
    if (options.detail) printDetail(page.path, method, summariseRuns(ourRuns).medianRun);
  }
}
if (!Object.keys(anchorHosts).length) console.log('\nNo anchors given (ANCHOR_BLOG_DIST, ANCHOR_REACT_DIST): no ratios.');
console.log(
  misses.length
    ? `\nAbove the goals:\n  ${misses.join('\n  ')}`
    : '\nEvery goal is met that these runs measure.',
);
console.log(
  `(Goals: a median TBT under ${ABSOLUTE_GOAL_MS} ms or within ${RATIO_GOAL}x the anchor's, simulated; on a calculator page, ` +
    `FCP and LCP within ${PAINT_RATIO_GOAL}x the anchor's and TTI within ${INTERACTIVE_GOAL_MS} ms, devtools.)`,
);

/** The median run's main-thread time by kind of work, its longest tasks by script, and its requests in order. */
function printDetail(path, method, lhr) {
  const breakdown = lhr.audits['mainthread-work-breakdown'].details?.items ?? [];
  const at = (id) => ms(lhr.audits[id].numericValue);
  console.log(
    `  ${path}, ${method}, median run: FCP ${at('first-contentful-paint')} ms, LCP ${at('largest-contentful-paint')} ms, TTI ${at('interactive')} ms; ` +
      `main thread ${breakdown.map((item) => `${item.groupLabel} ${ms(item.duration)}`).join(', ')}`,
  );
  const longTasks = lhr.audits['long-tasks'].details?.items ?? [];
  for (const task of longTasks.slice(0, 8)) console.log(`    long task ${pad(ms(task.duration), 5)} ms at ${ms(task.startTime)} ms: ${task.url}`);
  const requests = lhr.audits['network-requests'].details?.items ?? [];
  for (const request of requests) {
    const name = String(request.url).replace(/^https?:\/\/[^/]+/, '');
    console.log(
      `    request ${pad(ms(request.networkRequestTime), 5)}–${String(ms(request.networkEndTime)).padEnd(5)} ms ${String(request.priority).padEnd(8)} ` +
        `${pad((request.transferSize / 1024).toFixed(1), 5)} KB ${name}`,
    );
  }
}
