// Lighthouse's host-independent gates on the built site, served locally with its real headers: accessibility
// and SEO 1, best practices at least 0.95, and no layout shift (CLS 0) on every audited page. Mobile defaults
// (a mid-range phone on a slow 4G link, simulated), the system Chromium. Needs `npm run build` first.
// Speed is not gated here: a performance score taken on a shared machine swings from run to run, so it
// belongs to the benchmark (`npm run bench:pages`), which runs each page five times beside an anchor.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { AUDITED_PAGES } from './lighthouse-runs.mjs';
import { startStaticHost } from './static-host.mjs';

/** The lowest score each category may have (0 to 1). */
const MINIMUM = { accessibility: 1, 'best-practices': 0.95, seo: 1 };
/** CLS is an audit of the performance category; it is asked for alone, without the timed ones. */
const LAYOUT_SHIFT = 'cumulative-layout-shift';

const host = await startStaticHost();
const chrome = await launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumArgs] });
const rows = [];
const failures = [];
try {
  for (const { path } of AUDITED_PAGES) {
    const result = await lighthouse(`${host.origin}${path}`, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: Object.keys(MINIMUM),
      onlyAudits: [LAYOUT_SHIFT],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`${path}: ${runtimeError.message}`);
    const score = (id) => categories[id]?.score ?? 0;
    for (const [id, minimum] of Object.entries(MINIMUM)) {
      if (score(id) < minimum) {
        const lost = Object.values(audits).filter((a) => a.score !== null && a.score < 1 && categories[id].auditRefs.some((ref) => ref.id === a.id && ref.weight > 0));
        failures.push(`${path}: ${id} ${score(id)} < ${minimum} (${lost.map((a) => a.id).join(', ')})`);
      }
    }
    const cls = audits[LAYOUT_SHIFT]?.numericValue;
    if (cls === undefined) throw new Error(`${path}: Lighthouse did not measure ${LAYOUT_SHIFT}`);
    if (cls > 0) failures.push(`${path}: layout shift ${cls.toFixed(4)} > 0`);
    rows.push({ path, a11y: score('accessibility'), bp: score('best-practices'), seo: score('seo'), cls });
  }
} finally {
  chrome.kill();
  await host.stop();
}

const pad = (text, width) => String(text).padStart(width);
console.log(`${'page'.padEnd(40)} ${pad('a11y', 5)} ${pad('bp', 5)} ${pad('seo', 5)} ${pad('CLS', 6)}`);
for (const r of rows) {
  console.log(`${r.path.padEnd(40)} ${pad(r.a11y.toFixed(2), 5)} ${pad(r.bp.toFixed(2), 5)} ${pad(r.seo.toFixed(2), 5)} ${pad(r.cls.toFixed(3), 6)}`);
}
if (failures.length) {
  console.error(`\nLighthouse below its thresholds:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(`\nAll ${rows.length} pages meet accessibility 1, best practices >= 0.95, SEO 1 and CLS 0.`);
