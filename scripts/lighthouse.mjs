// Lighthouse, mobile defaults (a mid-range phone on a slow 4G link, simulated), in the system Chromium,
// against the built site served locally with its real headers. Prints the four scores and LCP, TBT, CLS
// and bytes for each page, and fails below the thresholds. Needs `npm run build` first.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { startStaticHost } from './static-host.mjs';

const PAGES = ['/', '/blog', '/blog/understanding-compound-interest', '/loan-calculator', '/mortgage-calculator', '/irr-calculator', '/contact-us'];
/** The lowest score each category may have (0 to 1). */
const MINIMUM = { performance: 0.95, accessibility: 1, 'best-practices': 0.95, seo: 1 };

const host = await startStaticHost();
const chrome = await launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumArgs] });
const rows = [];
const failures = [];
try {
  for (const path of PAGES) {
    const result = await lighthouse(`${host.origin}${path}`, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: Object.keys(MINIMUM),
    });
    const { categories, audits } = result.lhr;
    const score = (id) => categories[id].score ?? 0;
    for (const [id, minimum] of Object.entries(MINIMUM)) {
      if (score(id) < minimum) {
        const lost = Object.values(audits).filter((a) => a.score !== null && a.score < 1 && categories[id].auditRefs.some((ref) => ref.id === a.id && ref.weight > 0));
        failures.push(`${path}: ${id} ${score(id)} < ${minimum} (${lost.map((a) => a.id).join(', ')})`);
      }
    }
    rows.push({
      path,
      perf: score('performance'),
      a11y: score('accessibility'),
      bp: score('best-practices'),
      seo: score('seo'),
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      bytes: audits['total-byte-weight'].numericValue,
    });
  }
} finally {
  chrome.kill();
  await host.stop();
}

const pad = (text, width) => String(text).padStart(width);
console.log(`${'page'.padEnd(40)} ${pad('perf', 5)} ${pad('a11y', 5)} ${pad('bp', 5)} ${pad('seo', 5)} ${pad('LCP ms', 7)} ${pad('TBT ms', 7)} ${pad('CLS', 6)} ${pad('KB', 6)}`);
for (const r of rows) {
  console.log(
    `${r.path.padEnd(40)} ${pad(r.perf.toFixed(2), 5)} ${pad(r.a11y.toFixed(2), 5)} ${pad(r.bp.toFixed(2), 5)} ${pad(r.seo.toFixed(2), 5)} ` +
      `${pad(Math.round(r.lcp), 7)} ${pad(Math.round(r.tbt), 7)} ${pad(r.cls.toFixed(3), 6)} ${pad((r.bytes / 1024).toFixed(1), 6)}`,
  );
}
if (failures.length) {
  console.error(`\nLighthouse below its thresholds:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(`\nAll ${rows.length} pages meet performance >= 0.95, accessibility 1, best practices >= 0.95, SEO 1.`);
