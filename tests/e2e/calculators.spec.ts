import { expect, test } from '@playwright/test';
import { CALCULATORS } from '../../src/config/calculators';
import { calculatorForm, waitForHydration } from './support/calculator';
import { referenceCase } from './support/cases';

for (const calculator of CALCULATORS) {
  const testCase = referenceCase(calculator.id);
  // CALCULATORS.md names two buttons otherwise: Convert and Calculate EMI.
  const buttonName = calculator.submitLabel ?? 'Calculate';

  // One page load for the three: the form before Calculate, the guide's example, then a rejected input. Each is a step,
  // named as the rule it checks.
  test.describe(calculator.title, () => {
    test('has a labelled form and a hidden results box, shows what its guide quotes, and keeps that result when an input is rejected', async ({ page }) => {
      await page.goto(calculator.path);
      const ui = calculatorForm(page, calculator.id);

      await test.step('has one form with labelled inputs and a hidden results box before Calculate', async () => {
        await expect(page).toHaveTitle(`${calculator.title} | Ledgerwise`);
        await expect(page.locator(`form[data-calculator="${calculator.id}"]`)).toHaveCount(1);
        // DEPTH.md adds one more form on one page: the debt plan beside the single-debt calculator.
        await expect(page.locator('form[data-calculator]')).toHaveCount(calculator.id === 'debt' ? 2 : 1);
        // Optional inputs sit in a closed <details>: open it to see their labels.
        for (const group of await ui.form.locator('details').all()) if (!(await group.evaluate((details) => (details as HTMLDetailsElement).open))) await group.locator('summary').first().click();
        for (const name of Object.keys(calculator.fields)) {
          // A field the default solve-for mode does not ask for is hidden until its mode is chosen.
          if (!(await ui.field(name).isVisible())) {
            await expect(ui.form.locator(`.field:has([name="${name}"])`)).toHaveAttribute('data-hidden-for', /\S/);
            continue;
          }
          const id = await ui.field(name).getAttribute('id');
          await expect(page.locator(`label[for="${id}"]`)).toBeVisible();
        }
        await expect(ui.form.getByRole('button', { name: buttonName, exact: true })).toHaveAttribute('type', 'submit');
        await expect(ui.results).toBeHidden();
        await expect(ui.results).toHaveAttribute('aria-live', 'polite');
      });

      await test.step('shows what its guide’s worked example quotes', async () => {
        expect(testCase.figures.length, `the ${calculator.id} guide quotes a figure`).toBeGreaterThan(0);
        await waitForHydration(page);
        await ui.fill(testCase.inputs);
        await ui.form.getByRole('button', { name: buttonName, exact: true }).click();
        await expect(ui.results).toBeVisible();
        // toHaveText reads a no-break space (the page's, between a number and its unit) as the guide's plain one.
        for (const { field, shows } of testCase.figures) await expect(ui.result(field), field).toHaveText(shows);
        for (const field of Object.keys(calculator.results)) {
          if ((await ui.result(field).count()) === 0) continue; // a result that applies only sometimes (DEPTH.md)
          await expect(ui.result(field)).not.toHaveText(/NaN|Infinity|-0\.00/);
        }
      });

      await test.step('a rejected input is marked, explained, and the previous result stays', async () => {
        const [firstField] = Object.keys(calculator.results);
        const before = await ui.result(firstField!).getAttribute('data-value');
        const [field, bad] = testCase.reject;
        await ui.fill({ [field]: bad });
        await ui.form.locator('button[type="submit"]').click();
        const input = ui.field(field);
        await expect(input).toHaveAttribute('aria-invalid', 'true');
        const describedBy = (await input.getAttribute('aria-describedby')) ?? '';
        const message = page.locator(`[id="${describedBy.split(' ').at(-1)}"]`);
        await expect(message).toBeVisible();
        await expect(message).not.toBeEmpty();
        await expect(input).toBeFocused();
        await expect(input).toHaveValue(bad);
        expect(await ui.result(firstField!).getAttribute('data-value')).toBe(before);
      });
    });
  });
}
