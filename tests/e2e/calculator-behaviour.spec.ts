import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { calculatorForm, holdScripts, waitForHydration } from './support/calculator';

test.describe('defaults (SPEC.md section 4)', () => {
  const defaults: [path: string, id: string, values: Record<string, string>][] = [
    ['/compound-interest-calculator', 'compound', { frequency: '12' }],
    ['/currency-converter', 'currency', { amount: '1', from: 'USD', to: 'EUR' }],
    ['/ppf-calculator', 'ppf', { rate: '7.1', years: '15' }],
    ['/tip-calculator', 'tip', { percent: '15', people: '1' }],
    ['/tax-calculator', 'tax', { filingStatus: 'single' }],
  ];
  for (const [path, id, values] of defaults) {
    test(`${path} starts with ${JSON.stringify(values)}, even before any script runs`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(path);
      const ui = calculatorForm(page, id);
      for (const [name, value] of Object.entries(values)) await expect(ui.field(name)).toHaveValue(value);
      await context.close();
    });
  }

  test('the compound frequency offers annually to daily', async ({ page }) => {
    await page.goto('/compound-interest-calculator');
    const options = await page.locator('[name="frequency"] option').evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value));
    expect(options).toEqual(['1', '2', '4', '12', '365']);
  });
});

test.describe('currency converter', () => {
  test('says its rates are fixed demo rates, not live ones', async ({ page }) => {
    await page.goto('/currency-converter');
    await expect(page.getByText(/demonstration rates|demo rates/i).first()).toBeVisible();
  });

  test('"Swap currencies" exchanges From and To and converts back', async ({ page }) => {
    await page.goto('/currency-converter');
    await waitForHydration(page);
    const ui = calculatorForm(page, 'currency');
    await ui.fill({ amount: '100', from: 'USD', to: 'INR' });
    await page.getByRole('button', { name: 'Convert', exact: true }).click();
    // 100 / 1 x 83.33 (SPEC.md's demo table).
    await expect(ui.result('converted')).toHaveAttribute('data-value', '8333');
    const swap = page.getByRole('button', { name: 'Swap currencies' });
    await expect(swap).toHaveAttribute('type', 'button');
    await swap.click();
    await expect(ui.field('from')).toHaveValue('INR');
    await expect(ui.field('to')).toHaveValue('USD');
    await page.getByRole('button', { name: 'Convert', exact: true }).click();
    // 100 / 83.33 x 1 = 1.2000... → 1.2
    await expect(ui.result('converted')).toHaveAttribute('data-value', '1.2');
    await expect(ui.result('converted')).toHaveText('$1.20');
  });
});

test.describe('IRR errors (SPEC.md section 8)', () => {
  test('too few flows, or a first flow that is not negative, shows the "Invalid Input" toast', async ({ page }) => {
    await page.goto('/irr-calculator');
    await waitForHydration(page);
    const ui = calculatorForm(page, 'irr');
    await ui.fill({ cashFlows: '1000, 200, 300' });
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    const toast = page.getByRole('alert');
    await expect(toast).toContainText('Invalid Input');
    await expect(toast).toContainText('Please provide at least two cash flows, with the first being a negative number (initial investment).');
    // The list says what the toast does not: which flow is wrong and how to type it (issue 43: never the same words twice).
    await expect(page.locator('.field-error')).toHaveText('The first flow, 1000, is not money put in: start with what you invest, with a minus sign (like -1000).');
    await expect(ui.results).toBeHidden();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('flows with no rate of return show the "Calculation Failed" toast, one toast at a time', async ({ page }) => {
    await page.goto('/irr-calculator');
    await waitForHydration(page);
    const ui = calculatorForm(page, 'irr');
    await ui.fill({ cashFlows: '-1000, -200, -300' });
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await ui.fill({ cashFlows: '-1000, -200, -300' });
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    const toast = page.getByRole('alert');
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText('Calculation Failed');
    await expect(toast).toContainText('Could not converge to a solution. Please check your cash flow values.');
    await expect(page.locator('.field-error')).toHaveText('Every flow here is money put in: type what the investment pays back as positive numbers (no minus sign).');
  });

  test('an entry that is not a number is named inline, with no toast', async ({ page }) => {
    await page.goto('/irr-calculator');
    await waitForHydration(page);
    const ui = calculatorForm(page, 'irr');
    await ui.fill({ cashFlows: '-1000, 500, 7x' });
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(ui.field('cashFlows')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('.field-error')).toContainText('7x');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('signed results', () => {
  test('ROI profit is green with "Gain" when positive and red with "Loss" when negative', async ({ page }) => {
    await page.goto('/roi-calculator');
    await waitForHydration(page);
    const ui = calculatorForm(page, 'roi');
    await ui.fill({ initial: '1000', final: '1200' });
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    const profitRow = page.locator('.result-row', { has: ui.result('profit') });
    await expect(profitRow).toContainText('Gain');
    await expect(ui.result('profit')).toHaveCSS('color', 'rgb(6, 118, 71)');

    await ui.fill({ final: '800' });
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(ui.result('profit')).toHaveText('-$200.00');
    await expect(profitRow).toContainText('Loss');
    await expect(ui.result('profit')).toHaveCSS('color', 'rgb(180, 35, 24)');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('budget blanks count as zero and a shortfall is marked', async ({ page }) => {
    await page.goto('/budget-calculator');
    await waitForHydration(page);
    const ui = calculatorForm(page, 'budget');
    await ui.fill({ income: '2,000', housing: '2,500' });
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(ui.result('remaining')).toHaveAttribute('data-value', '-500');
    await expect(page.locator('.result-row', { has: ui.result('remaining') })).toContainText('Shortfall');
    await expect(ui.result('savingsRate')).toHaveText('-25.00%');
  });
});

test.describe('before the script arrives', () => {
  test('pressing Calculate with JavaScript blocked loses nothing: the page comes back with the result', async ({ page }) => {
    // A slow phone: the island's script has not arrived when the reader presses Calculate.
    await page.route('**/_astro/*.js', (route) => route.abort());
    await page.goto('/loan-calculator');
    const ui = calculatorForm(page, 'loan');
    await ui.fill({ amount: '$200,000', rate: '6.5', years: '30' });
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    // Every field goes along, the optional ones left blank too, and each select's choice.
    await expect(page).toHaveURL(/\/loan-calculator\?amount=%24200%2C000&rate=6\.5&years=30&extraMonthly=&prepayments=&yearlyPrepayment=&rateChanges=&prepaymentEffect=tenure&rateChangeEffect=payment$/);

    // The script arrives: the island reads the address, refills the form and calculates.
    await page.unroute('**/_astro/*.js');
    await page.reload();
    await expect(ui.result('monthlyPayment')).toHaveText('$1,264.14');
    await expect(ui.field('amount')).toHaveValue('$200,000');
  });

  test('if the formula’s own chunk cannot load, Calculate falls back to submitting the form, and never loops', async ({ page }) => {
    await page.route('**/_astro/loan.*.js', (route) => route.abort());
    await page.goto('/loan-calculator');
    await waitForHydration(page);
    const ui = calculatorForm(page, 'loan');
    await ui.fill({ amount: '$200,000', rate: '6.5', years: '30' });
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(page).toHaveURL(/\/loan-calculator\?amount=%24200%2C000&rate=6\.5&years=30&extraMonthly=&prepayments=&yearlyPrepayment=&rateChanges=&prepaymentEffect=tenure&rateChangeEffect=payment$/);
    // Still without the chunk, the page that comes back keeps the values and waits (no submit loop).
    await expect(ui.field('amount')).toHaveValue('$200,000');
    const address = page.url();
    await page.waitForTimeout(500);
    expect(page.url()).toBe(address);

    await page.unroute('**/_astro/loan.*.js');
    await page.reload();
    await expect(ui.result('monthlyPayment')).toHaveText('$1,264.14');
  });

  test('what a reader typed before hydration survives it', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/emi-calculator', { waitUntil: 'domcontentloaded' });
    const ui = calculatorForm(page, 'emi');
    await ui.fill({ amount: '10,00,000', rate: '10', months: '120' });
    release();
    await waitForHydration(page);
    await expect(ui.field('amount')).toHaveValue('10,00,000');
    await page.getByRole('button', { name: 'Calculate EMI', exact: true }).click();
    await expect(ui.result('emi')).toHaveText('₹13,215.07');
  });

  test('the form is laid out the same before and after hydration', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/mortgage-calculator', { waitUntil: 'domcontentloaded' });
    const box = async () => page.locator('form[data-calculator]').boundingBox();
    const before = await box();
    release();
    await waitForHydration(page);
    expect(await box()).toEqual(before);
  });

  test('a shared link with values in the address shows the result on arrival', async ({ page }) => {
    await page.goto('/tip-calculator?bill=120&percent=20&people=3');
    const ui = calculatorForm(page, 'tip');
    await expect(ui.result('perPerson')).toHaveText('$48.00');
  });

  test("a field edited while the script loads keeps the reader's value, not the address's", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/tip-calculator?bill=120&percent=20&people=3', { waitUntil: 'domcontentloaded' });
    const ui = calculatorForm(page, 'tip');
    await ui.fill({ bill: '150' });
    release();
    await waitForHydration(page);
    await expect(ui.field('bill')).toHaveValue('150');
    await expect(ui.field('percent')).toHaveValue('20');
    // $150 + 20 % = $180, split 3 ways.
    await expect(ui.result('perPerson')).toHaveText('$60.00');
  });

  test('a page whose browser is never idle still hydrates by its deadline and answers in place', async ({ page }) => {
    // An island waiting only for an idle period would never hydrate, and Calculate would keep reloading the page.
    // Back-to-back 45 ms tasks, as a busy phone or a page of ad scripts runs them: each task posts the next at once
    // (a message, which no timer clamping delays), so the browser never has an idle period.
    await page.addInitScript(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const until = performance.now() + 45;
        while (performance.now() < until);
        channel.port2.postMessage(null);
      };
      channel.port2.postMessage(null);
    });
    await page.goto('/tip-calculator', { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    // A mark on this document: a reload (the form submitted without script) would lose it.
    await page.evaluate(() => document.documentElement.setAttribute('data-before-calculate', ''));
    const ui = calculatorForm(page, 'tip');
    await ui.fill({ bill: '100', percent: '15', people: '4' });
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    // 15 % on $100 split 4 ways: $28.75 each, answered in place.
    await expect(ui.result('perPerson')).toHaveText('$28.75');
    await expect(page.locator('html')).toHaveAttribute('data-before-calculate', '');
  });

  test('a press on Calculate at the very moment the island hydrates is handled, not lost to a reload', async ({ page }) => {
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
    // The press lands in the same task that removes the island's `ssr` marker, before React has rendered anything.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.querySelector('astro-island:not([ssr])') === null) return;
        observer.disconnect();
        document.querySelector<HTMLInputElement>('[name="food"]')!.value = '-5';
        document.querySelector<HTMLButtonElement>('form button[type="submit"]')!.click();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['ssr'] });
    });
    await page.goto('/budget-calculator');
    const ui = calculatorForm(page, 'budget');
    await expect(ui.field('food')).toHaveAttribute('aria-invalid', 'true');
    await expect(ui.field('food')).toHaveValue('-5');
    expect(navigations).toEqual([expect.stringMatching(/\/budget-calculator$/)]);
  });
});

test.describe('hydration after the page has loaded', () => {
  test('a calculator page fetches its island’s scripts only once it has loaded, then hydrates by itself', async ({ page }) => {
    await page.goto('/loan-calculator');
    await waitForHydration(page);
    // Fetched with the page, they would share a slow link with its text and count against its largest paint.
    const { loaded, requested } = await page.evaluate(() => ({
      loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
      requested: performance.getEntriesByType('resource').filter((entry) => /\/_astro\/.+\.js$/.test(entry.name)).map((entry) => entry.startTime),
    }));
    expect(requested.length).toBeGreaterThan(3);
    for (const at of requested) expect(at).toBeGreaterThanOrEqual(loaded);
  });

  test('a page opened from a link fetches them at once, to answer it', async ({ page }) => {
    await page.goto('/tip-calculator?bill=120&percent=20&people=3');
    await expect(calculatorForm(page, 'tip').result('perPerson')).toHaveText('$48.00');
    const { loaded, first } = await page.evaluate(() => ({
      loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
      first: Math.min(...performance.getEntriesByType('resource').filter((entry) => /\/_astro\/client\./.test(entry.name)).map((entry) => entry.startTime)),
    }));
    expect(first).toBeLessThan(loaded);
  });
});

test.describe('pressing Calculate right after moving to another field', () => {
  // A press is a down and an up. When focusing a field scrolled the page smoothly, the page could still be
  // moving between the two: the release landed on something else and the press was lost (the flaky budget
  // test, and a missed tap on a phone). Focus scrolls must be instant.
  test('focusing a field off screen scrolls at once, with no animation still running', async ({ page }) => {
    await page.goto('/budget-calculator');
    await waitForHydration(page);
    const ui = calculatorForm(page, 'budget');
    await page.getByRole('button', { name: 'Calculate', exact: true }).scrollIntoViewIfNeeded();
    await ui.field('income').focus();
    const settled = await page.evaluate(() => scrollY);
    await page.waitForTimeout(400);
    expect(await page.evaluate(() => scrollY)).toBe(settled);
  });
});
