import AxeBuilder from '@axe-core/playwright';
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

/** axe's violations on the page as it stands, one line each: the rule and the elements that break it. */
export async function axeViolations(page: Page, { bestPractice = false } = {}): Promise<string[]> {
  await drawLazyBlocks(page);
  const { violations } = await new AxeBuilder({ page }).withTags(bestPractice ? [...WCAG, 'best-practice'] : WCAG).analyze();
  return violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
