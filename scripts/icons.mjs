// Draws the app icons in public/icons from the logo, in the system Chromium: `node scripts/icons.mjs`.
// Run it again only when the logo changes; the PNGs are committed.
//   icon-192.png, icon-512.png   the logo as it is (rounded square), for "any" purpose
//   icon-maskable-512.png        the mark on a full-bleed square, inside the central 80 % safe zone
//   apple-touch-icon.png         180 px, full-bleed (iOS rounds the corners itself)
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumPath, playwrightChromiumArgs } from './chromium.mjs';

const logo = readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8');
const colour = /fill="(#[0-9a-f]{6})"/i.exec(logo)[1];
const mark = /<path[^>]*\/>/.exec(logo)[0];
// The mark alone on a square of the brand colour; `scale` shrinks it about the centre.
const fullBleed = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${colour}"/>` +
  `<g transform="translate(16 16) scale(${scale}) translate(-16 -16)">${mark}</g></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: logo },
  { file: 'icon-512.png', size: 512, svg: logo },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed(0.75) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.9) },
];

const browser = await chromium.launch({ executablePath: chromiumPath, args: playwrightChromiumArgs });
const page = await browser.newPage();
for (const { file, size, svg } of icons) {
  await page.setViewportSize({ width: size, height: size });
  const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
  await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`);
  await page.screenshot({ path: `public/icons/${file}`, omitBackground: true });
  console.log(`public/icons/${file}`);
}
await browser.close();
