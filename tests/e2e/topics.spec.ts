import { expect, test, type Page } from '@playwright/test';
import { CALCULATORS } from '../../src/config/calculators';
import { CATEGORIES, categoryPath } from '../../src/config/categories';

/** Topic hubs, blog categories and the breadcrumb trail on every calculator and article page. */

const trail = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumb' });

test.describe('topic hubs', () => {
  for (const category of CATEGORIES) {
    test(`${categoryPath(category.id)} lists its calculators, then the articles on its topic`, async ({ page }) => {
      await page.goto(categoryPath(category.id));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${category.name} calculators`);
      // Its own calculators, then those the registry lists there too.
      const own = CALCULATORS.filter((calculator) => calculator.category === category.id);
      const also = CALCULATORS.filter((calculator) => calculator.alsoIn?.includes(category.id));
      const links = page.locator('.calculator-grid a');
      expect(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))).toEqual([...own, ...also].map((calculator) => calculator.path));
      for (const calculator of [...own, ...also]) {
        const card = page.locator(`.calculator-grid a[href="${calculator.path}"]`);
        await expect(card).toContainText(calculator.description);
      }
      const articles = page.getByRole('region', { name: 'Articles on this topic' });
      if (category.articleCategories.length === 0) await expect(articles).toHaveCount(0);
      else for (const label of await articles.locator('.post-meta .category').allTextContents()) expect(category.articleCategories).toContain(label);
      await expect(trail(page).getByRole('link')).toHaveText(['Home']);
      await expect(trail(page).locator('[aria-current="page"]')).toHaveText(category.name);
    });
  }

  test('every calculator is in its own topic’s hub, in a second only where the registry lists it, and the footer links every hub', async ({ page }) => {
    const listed: string[] = [];
    for (const category of CATEGORIES) {
      await page.goto(categoryPath(category.id));
      listed.push(...(await page.locator('.calculator-grid a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''))));
    }
    const seconds = CALCULATORS.flatMap((calculator) => (calculator.alsoIn ?? []).map(() => calculator.path));
    expect(seconds).toContain('/india-income-tax-calculator');
    expect(listed.sort()).toEqual([...CALCULATORS.map((calculator) => calculator.path), ...seconds].sort());
    const footer = page.locator('footer').getByRole('navigation', { name: 'By topic' }).getByRole('link');
    await expect(footer).toHaveText(CATEGORIES.map((category) => category.name));
  });
});

test.describe('a calculator on a second hub', () => {
  test('the tax hub lists India’s income tax calculator, whose page keeps India as its topic', async ({ page }) => {
    await page.goto(categoryPath('tax-and-income'));
    const card = page.locator('.calculator-grid a[href="/india-income-tax-calculator"]');
    await expect(card.locator('.name')).toHaveText('Income Tax Calculator (India)');
    await card.click();
    await expect(page).toHaveURL(/\/india-income-tax-calculator$/);
    await expect(trail(page).getByRole('listitem')).toHaveText(['Home', 'India', 'Income Tax Calculator (India): Old vs New Regime']);
    await expect(trail(page).getByRole('link', { name: 'India' })).toHaveAttribute('href', '/calculators/india');
  });
});

test.describe('breadcrumbs', () => {
  test('a calculator page: Home › its topic › itself, the topic linking its hub', async ({ page }) => {
    await page.goto('/rent-vs-buy-calculator');
    await expect(trail(page).getByRole('listitem')).toHaveText(['Home', 'Loans and home', 'Rent vs Buy Calculator']);
    await expect(trail(page).getByRole('link', { name: 'Loans and home' })).toHaveAttribute('href', '/calculators/loans-and-home');
    await expect(trail(page).locator('[aria-current="page"]')).toHaveText('Rent vs Buy Calculator');
    await trail(page).getByRole('link', { name: 'Loans and home' }).click();
    await expect(page).toHaveURL(/\/calculators\/loans-and-home$/);
  });

  test('an article: Home › Blog › its category › itself, and the category page lists that category’s articles', async ({ page }) => {
    await page.goto('/blog/navigating-the-mortgage-maze');
    await expect(trail(page).getByRole('listitem')).toHaveText(['Home', 'Blog', 'Mortgages', 'Navigating the Mortgage Maze: A Guide for Homebuyers']);
    await trail(page).getByRole('link', { name: 'Mortgages' }).click();
    await expect(page).toHaveURL(/\/blog\/category\/mortgages$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mortgages articles');
    await expect(page.locator('.post-meta .category')).toHaveText(['Mortgages', 'Mortgages']);
    await expect(page.getByRole('link', { name: /Navigating the Mortgage Maze/ }).first()).toHaveAttribute('href', '/blog/navigating-the-mortgage-maze');
  });
});
