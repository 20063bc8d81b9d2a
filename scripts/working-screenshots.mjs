// Screenshots of a calculator's working ("How this was worked out"), opened as a reader opens it, at phone width.
// Usage: node scripts/working-screenshots.mjs [base URL] [path?query ...]   (needs `npm start` or `npm run preview`)
// Each path is a calculator page with its inputs in the address (a guide's "Try this example" link, say); the file is
// screenshots/working-<page>-phone.png. SHOT_EVERY=1 opens "Show every step" too.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumPath, playwrightChromiumArgs } from './chromium.mjs';

const [base = 'http://localhost:4321', ...paths] = process.argv.slice(2);
mkdirSync('screenshots', { recursive: true });

const browser = await chromium.launch({ executablePath: chromiumPath, args: playwrightChromiumArgs });
const page = await browser.newPage({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce', bypassCSP: true });
await page.addInitScript(() => localStorage.setItem('ledgerwise-consent', 'accepted'));
for (const path of paths) {
  await page.goto(base + path, { waitUntil: 'networkidle' });
  const section = page.locator('section[data-working]').first();
  await section.locator('li[data-step]').first().waitFor({ state: 'attached' });
  await section.locator('summary').first().click();
  if (process.env.SHOT_EVERY) {
    const every = section.getByText('Show every step');
    if (await every.count()) await every.click();
  }
  const file = `screenshots/working-${path.split('?')[0].replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '')}-phone.png`;
  await section.screenshot({ path: file });
  console.log(file, await section.locator('li[data-step]:visible').count(), 'steps visible');
}
await browser.close();
