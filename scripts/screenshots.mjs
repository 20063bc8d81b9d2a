// Screenshots of pages at phone and desktop widths, for looking at the layout as a person would.
// Usage: node scripts/screenshots.mjs [base URL] [path ...]   (needs `npm start` or `npm run preview` running)
// SHOT_FROM=1200 SHOT_HEIGHT=1600 crop a band of the page (long pages shrink to nothing in a viewer);
// SHOT_CONSENTED=1 takes them as a returning visitor, without the consent banner.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumPath, playwrightChromiumArgs } from './chromium.mjs';

const [base = 'http://localhost:4321', ...paths] = process.argv.slice(2);
const routes = paths.length ? paths : ['/'];
const widths = { phone: 390, desktop: 1280 };
mkdirSync('screenshots', { recursive: true });

const browser = await chromium.launch({ executablePath: chromiumPath, args: playwrightChromiumArgs });
for (const [label, width] of Object.entries(widths)) {
  // bypassCSP: the style below draws the blocks that wait to be drawn until they near the viewport (global.css),
  // which a full-page capture would otherwise leave blank.
  const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce', bypassCSP: true });
  if (process.env.SHOT_CONSENTED) await page.addInitScript(() => localStorage.setItem('ledgerwise-consent', 'accepted'));
  for (const route of routes) {
    await page.goto(base + route, { waitUntil: 'networkidle' });
    await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
    const file = `screenshots/${route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${label}.png`;
    const from = Number(process.env.SHOT_FROM ?? 0);
    const height = Number(process.env.SHOT_HEIGHT ?? 0);
    const clip = height ? { x: 0, y: from, width, height } : undefined;
    await page.screenshot({ path: file, fullPage: true, ...(clip && { clip }) });
    console.log(file);
  }
  await page.close();
}
await browser.close();
