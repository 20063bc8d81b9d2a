// How fast each audited page loads on a slow phone, as Lighthouse scores it (mobile defaults: a mid-range phone on a
// slow 4G link, simulated), measured beside an anchor: the page of Astro's own examples that does the same job.
// A benchmark, not a test: the absolute figures swing with whatever else the machine is doing, so each page runs
// five times (`--runs N` for more), back to back with its anchor in every round, and the report gives the median
// and the spread of the score, LCP and TBT, and our median TBT over the anchor's.
//
//   npm run build && npm run bench:pages [-- --runs 5] [-- --pages /,/blog] [-- --detail] [-- --dist other/dist]
//
// The anchors are withastro/astro's `examples/blog` and `examples/framework-react`, built with our versions of
// Astro, React and @astrojs/react. They are not part of this repository: build them elsewhere and pass their
// output folders as ANCHOR_BLOG_DIST and ANCHOR_REACT_DIST. Without them the benchmark reports our pages alone.
// `--detail` adds the median run's main-thread breakdown and its longest tasks, the place to start profiling.
// `--dist` audits another build of this site (an earlier commit's, say) in place of dist/.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { AUDITED_PAGES, ratio, summariseRuns } from './lighthouse-runs.mjs';
import { startStaticHost } from './static-host.mjs';

/** The goal: a page's median TBT within this many times its anchor's, or under ABSOLUTE_GOAL_MS. */
const RATIO_GOAL = 2;
const ABSOLUTE_GOAL_MS = 50;

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    pages: { type: 'string' },
    detail: { type: 'boolean', default: false },
    dist: { type: 'string' },
  },
});
const runs = Number(options.runs);
const wanted = options.pages?.split(',');
const pages = AUDITED_PAGES.filter((page) => !wanted || wanted.includes(page.path));

const anchorDists = { blog: process.env.ANCHOR_BLOG_DIST, react: process.env.ANCHOR_REACT_DIST };
for (const [site, dist] of Object.entries(anchorDists)) {
  if (dist && !existsSync(dist)) throw new Error(`ANCHOR_${site.toUpperCase()}_DIST=${dist} does not exist`);
}

const ours = await startStaticHost(options.dist);
const anchorHosts = Object.fromEntries(
  await Promise.all(Object.entries(anchorDists).filter(([, dist]) => dist).map(async ([site, dist]) => [site, await startStaticHost(dist)])),
);
const chrome = await launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumArgs] });

/** One Lighthouse performance run of a URL. */
async function audit(url) {
  const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: ['performance'] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  return result.lhr;
}

/** @type {Map<string, { ours: object[], anchor: object[] }>} */
const results = new Map(pages.map((page) => [page.path, { ours: [], anchor: [] }]));
try {
  for (let round = 1; round <= runs; round += 1) {
    process.stderr.write(`round ${round} of ${runs}\n`);
    for (const page of pages) {
      const runsOf = /** @type {{ ours: object[], anchor: object[] }} */ (results.get(page.path));
      runsOf.ours.push(await audit(`${ours.origin}${page.path}`));
      const anchorHost = anchorHosts[page.anchor.site];
      if (anchorHost) runsOf.anchor.push(await audit(`${anchorHost.origin}${page.anchor.path}`));
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
const times = (value) => (Number.isFinite(value) ? `${value.toFixed(1)}x` : '∞');

console.log(`\nLighthouse performance, mobile defaults, ${runs} runs a page (median, then lowest–highest):\n`);
console.log(
  `${'page'.padEnd(38)} ${pad('score', 5)} ${pad('range', 10)} ${pad('LCP ms', 7)} ${pad('range', 11)} ${pad('TBT ms', 7)} ${pad('range', 10)} ` +
    `${pad('anchor TBT', 10)} ${pad('range', 10)} ${pad('ratio', 6)}`,
);
const misses = [];
for (const page of pages) {
  const { ours: ourRuns, anchor: anchorRuns } = /** @type {{ ours: object[], anchor: object[] }} */ (results.get(page.path));
  const mine = summariseRuns(ourRuns).spread;
  const theirs = anchorRuns.length ? summariseRuns(anchorRuns).spread : undefined;
  const tbtRatio = theirs ? ratio(mine.tbt.median, theirs.tbt.median) : undefined;
  console.log(
    `${page.path.padEnd(38)} ${pad(score(mine.score.median), 5)} ${pad(range(mine.score, score), 10)} ` +
      `${pad(ms(mine.lcp.median), 7)} ${pad(range(mine.lcp, ms), 11)} ${pad(ms(mine.tbt.median), 7)} ${pad(range(mine.tbt, ms), 10)} ` +
      (theirs ? `${pad(ms(theirs.tbt.median), 10)} ${pad(range(theirs.tbt, ms), 10)} ${pad(times(tbtRatio), 6)}` : `${pad('—', 10)}`),
  );
  if (mine.tbt.median >= ABSOLUTE_GOAL_MS && (tbtRatio === undefined || tbtRatio > RATIO_GOAL)) {
    misses.push(`${page.path}: median TBT ${ms(mine.tbt.median)} ms${theirs ? `, ${times(tbtRatio)} the anchor's ${ms(theirs.tbt.median)} ms` : ''}`);
  }
  if (options.detail) printDetail(page.path, summariseRuns(ourRuns).medianRun);
}
if (!Object.keys(anchorHosts).length) console.log('\nNo anchors given (ANCHOR_BLOG_DIST, ANCHOR_REACT_DIST): no ratios.');
console.log(
  misses.length
    ? `\nAbove the goal (median TBT under ${ABSOLUTE_GOAL_MS} ms or within ${RATIO_GOAL}x the anchor's):\n  ${misses.join('\n  ')}`
    : `\nEvery page's median TBT is under ${ABSOLUTE_GOAL_MS} ms or within ${RATIO_GOAL}x its anchor's.`,
);

/** The median run's main-thread time by kind of work and its longest tasks by script. */
function printDetail(path, lhr) {
  const breakdown = lhr.audits['mainthread-work-breakdown'].details?.items ?? [];
  const at = (id) => ms(lhr.audits[id].numericValue);
  console.log(`  ${path}, median run: FCP ${at('first-contentful-paint')} ms, TTI ${at('interactive')} ms; main thread ${breakdown.map((item) => `${item.groupLabel} ${ms(item.duration)}`).join(', ')}`);
  const longTasks = lhr.audits['long-tasks'].details?.items ?? [];
  for (const task of longTasks.slice(0, 8)) console.log(`    long task ${pad(ms(task.duration), 5)} ms at ${ms(task.startTime)} ms: ${task.url}`);
}
