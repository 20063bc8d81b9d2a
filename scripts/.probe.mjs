import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '/work/main/scripts/chromium.mjs';
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 390, height: 900 } });
page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
for (const url of process.argv.slice(2)) {
  await page.goto('http://localhost:4340' + url);
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  await page.waitForTimeout(600);
  const info = await page.evaluate(() => ({
    address: location.search,
    results: [...document.querySelectorAll('[data-result]')].map((e) => `${e.dataset.result}=${e.textContent}`).join(' | '),
    notes: [...document.querySelectorAll('[data-note]')].map((e) => `[${e.dataset.note}${e.dataset.field ? ':' + e.dataset.field : ''}] ${e.textContent}`),
    errors: [...document.querySelectorAll('.field-error')].map((e) => `${e.id}: ${e.textContent}`),
    values: [...document.querySelectorAll('form[data-calculator] input, form[data-calculator] select')].map((e) => `${e.name}=${e.value}`).join(' '),
    width: document.documentElement.scrollWidth,
  }));
  console.log('\n==', url); console.log(JSON.stringify(info, null, 1));
}
await browser.close();
