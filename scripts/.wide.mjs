import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
for (const url of process.argv.slice(2)) {
  await page.goto('http://localhost:4321' + url);
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  await page.waitForTimeout(1500);
  const wide = await page.evaluate(() => [...document.querySelectorAll('body *')].filter((e) => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX === 'visible').map((e) => `${e.tagName}.${e.className} sw=${e.scrollWidth} cw=${e.clientWidth} ${(e.textContent||'').slice(0,80)}`).slice(0, 12));
  console.log(url, document => 0, await page.evaluate(() => document.documentElement.scrollWidth)); console.log(wide.join('\n'));
  await page.screenshot({ path: '/tmp/wide.png', fullPage: false });
}
await browser.close();
