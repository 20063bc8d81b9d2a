import { expect, test } from '@playwright/test';
import { CALCULATORS } from '../../src/config/calculators';
import { waitForHydration } from './support/calculator';

/**
 * Every calculator's guide in the browser (DEPTH.md "Every calculator"): "Try this example" opens the calculator with
 * the example and shows its results, every figure the prose quotes equals the result the page computes, the FAQs
 * open from the keyboard, and the related links are there.
 */
test.describe('calculator guides', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const calculator of CALCULATORS) {
    test(`${calculator.title}: the worked example’s figures are the calculator’s, and its FAQ opens from the keyboard`, async ({ page }) => {
      await page.goto(calculator.path);
      const example = page.locator('section[data-example]');
      // The example's own figures; a guide's other worked cases (`<CaseFigure>`, with their address) are checked below.
      const figures = await example.locator('[data-example-result]:not([data-href])').evaluateAll((nodes) =>
        nodes.map((node) => [node.getAttribute('data-example-result') ?? '', node.getAttribute('data-value') ?? ''] as const),
      );
      const caseFigures = await example.locator('[data-example-result][data-href]').evaluateAll((nodes) =>
        nodes.map((node) => [node.getAttribute('data-href') ?? '', node.getAttribute('data-example-result') ?? '', node.getAttribute('data-value') ?? ''] as const),
      );
      expect(figures.length).toBeGreaterThanOrEqual(1);

      const faqs = page.locator('section[data-faq] details');
      expect(await faqs.count()).toBeGreaterThanOrEqual(3);
      const first = faqs.first();
      await first.locator('summary').focus();
      await page.keyboard.press('Enter');
      await expect(first).toHaveAttribute('open', '');
      await page.keyboard.press('Enter');
      await expect(first).not.toHaveAttribute('open', '');

      const related = 'nav[aria-labelledby="related-heading"] a';
      expect(await page.locator(`${related}[href^="/blog/"]`).count()).toBeGreaterThanOrEqual(1);
      expect(await page.locator(`${related}:not([href^="/blog/"])`).count()).toBeGreaterThanOrEqual(2);

      await example.locator('a[data-example-link]').click();
      await waitForHydration(page);
      await expect(page.locator('[data-results]')).toBeVisible();
      for (const [field, value] of figures) {
        await expect(page.locator(`[data-results] [data-result="${field}"]`), field).toHaveAttribute('data-value', value);
      }
      // Each further case the guide quotes (the mortgage's prepayments), opened from its address as its link does.
      for (const href of new Set(caseFigures.map(([address]) => address))) {
        await page.goto(href);
        await waitForHydration(page);
        await expect(page.locator('[data-results]')).toBeVisible();
        for (const [, field, value] of caseFigures.filter(([address]) => address === href)) {
          await expect(page.locator(`[data-results] [data-result="${field}"]`), `${href} ${field}`).toHaveAttribute('data-value', value);
        }
      }
    });
  }
});
