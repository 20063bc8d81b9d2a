import { expect, test, type Locator, type Page } from '@playwright/test';
import { CALCULATORS } from '../../src/config/calculators';
import { guideExample } from '../../src/lib/calculatorGuide';
import { evaluate, termsMagnitude } from '../unit/working/expression';
import { BEFORE_ROUNDING, CODE_SYMBOLS, PAST_THE_CENT, PERCENT_AGAIN } from '../unit/working/plainWords';
import { READER_PATIENCE, waitForHydration } from './support/calculator';

/**
 * WORKING.md in the browser, through its hooks alone: on every calculator, the worked example's working gives every
 * result shown, each step's expression (evaluated here, by the test's own evaluator) comes out at the value it shows,
 * with numbers the step shows, row steps match their table's row, and a rejected input marks the working stale.
 */

interface ShownStep {
  name: string;
  expr: string;
  value: number;
  for: string | null;
  kind: string | null;
  table: string | null;
  period: string | null;
  text: string;
  line: string;
}

/** Text as numbers read: no grouping, no currency signs, a true minus as "-". */
const plainText = (text: string) => text.replace(/\u2212/g, '-').replace(/(\d),(?=\d)/g, '$1').replace(/CA\$|A\$|CN¥|[$₹€£¥]/g, '');

async function readWorking(page: Page) {
  const section = page.locator('section[data-working]');
  await expect(section.locator('li[data-step]').first()).toBeAttached({ timeout: READER_PATIENCE });
  return { steps: await stepsIn(section), results: await resultsIn(page.locator('[data-results]')) };
}

/** The steps of a working section, through their hooks. */
function stepsIn(section: Locator): Promise<ShownStep[]> {
  return section.locator('li[data-step]').evaluateAll((items) =>
    items.map((item) => ({
      name: item.getAttribute('data-step') ?? '',
      expr: item.getAttribute('data-expr') ?? '',
      value: Number(item.getAttribute('data-value')),
      for: item.getAttribute('data-for'),
      kind: item.getAttribute('data-kind'),
      table: item.getAttribute('data-table'),
      period: item.getAttribute('data-period'),
      text: item.querySelector('.step-text')?.textContent ?? '',
      line: item.querySelector('.step-line')?.textContent ?? '',
    })),
  );
}

/** The results shown in a part of the page, by field: their `data-value`. */
const resultsIn = (where: Locator) =>
  where.locator('[data-result]').evaluateAll((cells) => cells.map((cell) => [cell.getAttribute('data-result') ?? '', Number(cell.getAttribute('data-value'))] as const));

/**
 * A table row's key and cells, from the table by period in the view `table` (picking that view, as the step tells a
 * reader to, where the table has a switch), or from the table by start year (`windows`, HISTORY.md) by its
 * `data-start`. It waits for what a reader waits for: the table, then the row the step names, never a count taken
 * once (the details are drawn a render after the answer).
 */
async function rowValues(page: Page, table: string, period: string): Promise<number[]> {
  const row = page.locator(table === 'windows' ? `table[data-windows] tr[data-start="${period}"]` : `table[data-schedule="${table}"] tr[data-period="${period}"]`);
  if (table !== 'windows') {
    // The table and its view switch are drawn together: once the table is there, the switch is too, or never.
    const tables = page.locator('.period-table').first();
    await expect(tables).toBeAttached({ timeout: READER_PATIENCE });
    const view = tables.locator('.view-switch button', { hasText: table === 'monthly' ? 'Monthly' : 'Yearly' });
    if ((await view.count()) > 0 && (await view.getAttribute('aria-pressed')) !== 'true') await view.click();
  }
  await expect(row).toBeAttached({ timeout: READER_PATIENCE });
  const cells = await row.locator('[data-value]').evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-value'))));
  return [Number(period), ...cells];
}

/**
 * WORKING.md's "What the reader sees", as a reader sees it: the section opened shows at most 12 steps (the rest wait
 * in "Show every step"), and no visible line has code (`min(`, `^`), a percent divided by 100 again, or money past
 * the cent that is not said to be before rounding.
 */
async function expectReadsPlainly(page: Page) {
  const section = page.locator('section[data-working]').first();
  await section.locator('summary').first().click();
  await expect(section.locator('li[data-step]').first()).toBeVisible();
  const shown = await section.locator('li[data-step]:visible').count();
  expect(shown, 'steps shown when the working opens').toBeLessThanOrEqual(12);
  const every = section.locator('summary').getByText('Show every step');
  const total = await section.locator('li[data-step]').count();
  if (total > shown) {
    await every.click();
    await expect(section.locator('li[data-step]:visible')).toHaveCount(total);
  } else {
    await expect(every).toHaveCount(0);
  }
  // On a phone, every step fits: a long line wraps before an operator, a long result after its figure.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await section.evaluate((element) => element.scrollWidth <= element.clientWidth), 'the working fits a 390 px phone').toBe(true);
  const lines = await section.locator('li[data-step]').evaluateAll((items) => items.map((item) => (item as HTMLElement).innerText.replace(/\s+/g, ' ')));
  for (const line of lines) {
    expect(line, 'no code symbols').not.toMatch(CODE_SYMBOLS);
    expect(line, 'no percent divided again').not.toMatch(PERCENT_AGAIN);
    if ((line.match(PAST_THE_CENT) ?? []).length > 0) expect(line, 'money past the cent is said to be before rounding').toMatch(BEFORE_ROUNDING);
  }
}

function expectStepAddsUp(step: ShownStep) {
  const where = `step ${step.name} (${step.text}: ${step.line})`;
  const visible = plainText(`${step.text} ${step.line}`);
  if (step.kind === 'lookup') {
    const numbers = (visible.match(/\d+(?:\.\d+)?/g) ?? []).map(Number);
    expect(numbers.some((number) => Math.abs(number - Math.abs(step.value)) <= 0.005), `${where} shows its value`).toBe(true);
    return;
  }
  const value = evaluate(step.expr);
  if (step.kind === 'solved') {
    expect(Math.abs(value), `${where} comes out at 0`).toBeLessThanOrEqual(1e-6 * termsMagnitude(step.expr));
  } else {
    const shown = /-?\d+(?:\.\d+)?/.exec(plainText(step.line.slice(step.line.lastIndexOf('= ') + 2)))?.[0] ?? '';
    const decimals = shown.includes('.') ? shown.length - shown.indexOf('.') - 1 : 0;
    expect(Math.abs(value - step.value), `${where} evaluates to its value`).toBeLessThanOrEqual(0.5 * 10 ** -decimals + 1e-12 * Math.abs(value));
  }
  const shownNumbers = visible.match(/\d+(?:\.\d+)?/g) ?? [];
  for (const number of step.expr.match(/\d+(?:\.\d+)?/g) ?? []) expect(shownNumbers, `${where} shows ${number}`).toContain(number);
}

test.describe('show the working', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const calculator of CALCULATORS) {
    test(`${calculator.title}: the working of its worked example gives every result, adds up, and goes stale with the result`, async ({ page }) => {
      // The guide's example, opened as its "Try this example" link opens it (guides.spec.ts follows that link itself).
      await page.goto(`${calculator.path}?${new URLSearchParams(guideExample(calculator.id)).toString()}`);
      await waitForHydration(page);
      const { steps, results } = await readWorking(page);
      expect(results.length).toBeGreaterThan(0);

      // 1. Every result is worked out, once, to the value the results show.
      for (const [field, value] of results) {
        const giving = steps.filter((step) => step.for === field);
        expect(giving, `one step gives ${field}`).toHaveLength(1);
        expect(Math.abs(giving[0]!.value - value), `${field}: the step's value is the result's`).toBeLessThanOrEqual(Math.max(0.01, 1e-9 * Math.abs(value)));
      }
      // 2 and 3. Every step adds up from numbers it shows; a row step is its table's row.
      for (const step of steps) {
        expectStepAddsUp(step);
        if (step.kind === 'row' && (step.table === 'yearly' || step.table === 'monthly' || step.table === 'windows')) {
          expect(await rowValues(page, step.table, step.period ?? ''), `row step ${step.name}`).toContain(step.value);
        }
      }

      // What the reader sees: the main line, in plain words.
      await expectReadsPlainly(page);

      // 5. A rejected input keeps the result, marked stale, and its working with it.
      const form = page.locator(`form[data-calculator="${calculator.id}"]`);
      const field = form.locator('input[type="text"]:visible, textarea:visible').first();
      const before = await field.inputValue();
      await field.fill('abc');
      await form.locator('button[type="submit"]').click();
      await expect(page.locator('section[data-working]')).toHaveAttribute('data-stale', '');
      await field.fill(before);
      await form.locator('button[type="submit"]').click();
      await expect(page.locator('section[data-working]')).not.toHaveAttribute('data-stale', /.*/);
    });
  }

  test('Debt payoff: the debt plan has a working of its own beside the single debt’s, both adding up', async ({ page }) => {
    await page.goto(
      '/debt-payoff-calculator?debt=8000&rate=7&payment=150&name1=A&balance1=300&rate1=12&minimum1=100&name2=B&balance2=200&rate2=0&minimum2=50&name3=C&balance3=100&rate3=24&minimum3=50',
    );
    await waitForHydration(page);
    await expect(page.locator('section[data-working]')).toHaveCount(2, { timeout: READER_PATIENCE });
    const headings = await page.locator('section[data-working]').evaluateAll((sections) => sections.map((section) => section.getAttribute('aria-labelledby')));
    expect(new Set(headings).size).toBe(2);
    const plan = page.locator('#debt-plan');
    const steps = await stepsIn(plan.locator('section[data-working]'));
    const results = await resultsIn(plan);
    expect(results).toHaveLength(4);
    for (const [field, value] of results) {
      const giving = steps.filter((step) => step.for === field);
      expect(giving, `one step gives ${field}`).toHaveLength(1);
      expect(Math.abs(giving[0]!.value - value)).toBeLessThanOrEqual(0.01);
    }
    for (const step of steps) expectStepAddsUp(step);
  });

  test('the working holds its place while its code arrives: the table below does not move, so a tap there lands', async ({ page }) => {
    // The step writer's chunk is held until the shell has been measured; the test fails if it was never asked for.
    let asked = 0;
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_astro/working.*.js', async (route) => {
      asked += 1;
      await arrived;
      await route.continue();
    });
    await page.goto('/loan-calculator?amount=10000&rate=12&years=1&extraMonthly=1000');
    await waitForHydration(page);
    await expect(page.locator('section.working[aria-busy="true"]')).toBeVisible();
    await expect.poll(() => asked, { timeout: READER_PATIENCE }).toBeGreaterThan(0);
    const table = page.getByRole('button', { name: 'Monthly', exact: true });
    const before = await table.boundingBox();
    release();
    await expect(page.locator('section[data-working] li[data-step]').first()).toBeAttached({ timeout: READER_PATIENCE });
    await expect(page.locator('section.working[aria-busy]')).toHaveCount(0);
    expect(await table.boundingBox()).toEqual(before);
  });

  test('the working opens and closes, copies every step as plain text, opens for printing with every step and fits a phone', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/mortgage-calculator?price=400000&downPayment=80000&rate=6.5&years=30&propertyTax=1.1&pmi=0.5&extraMonthly=200');
    await waitForHydration(page);
    const section = page.locator('section[data-working]');
    const disclosure = section.locator('details').first();
    await expect(disclosure).not.toHaveAttribute('open', /.*/);
    await section.getByText('How this was worked out').click();
    await expect(disclosure).toHaveAttribute('open', '');
    // Long lines wrap at an operator: nothing scrolls sideways at 390 px.
    expect(await section.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);

    await section.getByRole('button', { name: 'Copy the working' }).click();
    await expect(section.getByRole('status')).toContainText('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const stepCount = await section.locator('li[data-step]').count();
    expect(copied.split('\n')).toHaveLength(stepCount);
    expect(copied).toContain('1. ');
    expect(copied).toContain('$320,000.00');

    await section.getByText('How this was worked out').click();
    await expect(disclosure).not.toHaveAttribute('open', /.*/);
    // Printing opens the working and its every step, and closes both again.
    const everyStep = section.locator('details.working-more');
    await expect(everyStep).toHaveCount(1);
    await page.evaluate(() => dispatchEvent(new Event('beforeprint')));
    await expect(disclosure).toHaveAttribute('open', '');
    await expect(everyStep).toHaveAttribute('open', '');
    await page.evaluate(() => dispatchEvent(new Event('afterprint')));
    await expect(disclosure).not.toHaveAttribute('open', /.*/);
    await expect(everyStep).not.toHaveAttribute('open', /.*/);
  });
});
