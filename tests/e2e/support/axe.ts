import axe from 'axe-core';
import type { Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules, with axe's best practices where a test asks for them. */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Draws every block that waits to be drawn until it nears the viewport (content-visibility: auto, global.css). A
 * reader scrolling gets each drawn as it comes; axe reads colours from what is painted, and would take the light
 * footer text of a block not yet drawn as text on the page's light background.
 */
export async function drawLazyBlocks(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
    }
  });
}

type AxeWindow = { axe?: typeof axe };

/**
 * axe's violations on the page as it stands, one line each: the rule and the elements that break it.
 *
 * axe-core's own `run`, put into the page once and run there, as many times as a test asks (at 1280 px, then at
 * 390 px): the same rules and the same engine as `@axe-core/playwright`'s `analyze()` (the suite's until issue 44),
 * which put axe's 0.5 MB into the page again for every run and opened a second page to finish it, a way of working
 * built for pages with frames from other origins. The site has no frames: should a page ever have one, this says so rather than check less.
 */
export async function axeViolations(page: Page, { bestPractice = false } = {}): Promise<string[]> {
  const frames = page.frames().length;
  if (frames > 1) throw new Error(`${page.url()} has ${String(frames - 1)} frame(s): axe must then run in each (as @axe-core/playwright does)`);
  await drawLazyBlocks(page);
  // What a reader reads once things have settled: a toast that fades in is checked at its colours, not halfway there
  // (axe read a 0.2 s fade's midpoint as too little contrast once it ran as soon as the toast appeared).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async (tags) => {
    const { violations } = await (window as AxeWindow).axe!.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`);
  }, bestPractice ? [...WCAG, 'best-practice'] : WCAG);
}
