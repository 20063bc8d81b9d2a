import { expect, test, type Page } from '@playwright/test';
import { CALCULATORS } from '../../src/config/calculators';
import { guideExample } from '../../src/lib/calculatorGuide';
import { calculatorView } from '../../src/lib/calculatorView';
import { calculatorForm, waitForHydration } from './support/calculator';

/**
 * Issue 31's property: every number field of every calculator, driven from its guide's worked example with huge, tiny
 * and fractional values, on a 390 px phone. Whatever the page answers (a result or a refusal), no result is wider
 * than its box, the page never scrolls sideways, and no figure shows more significant digits than a double holds
 * (15: the most a page prints is 13 digits and 2 decimals). The values are fixed, plus a few from a seed, so a
 * failure replays (EXTREMES_SEED=…).
 */
const PHONE = { width: 390, height: 844 };
const SEED = Number(process.env.EXTREMES_SEED ?? 20261126);
const DOUBLE_DIGITS = 15;

/**
 * Huge, tiny and fractional values, as a reader could type or paste them: the largest amount a field takes, with and
 * without cents, a ten-millionth, a fraction of a term, and more decimals than a double holds.
 */
const FIXED = ['1000000000000', '999999999999.99', '0.0000001', '2.51', '123456789.123456789'];

/** mulberry32: the same values on every machine for a seed. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A value of any magnitude from 10^-9 to 10^12, with up to 6 decimals. */
const randomValue = (next: () => number) => String(Number((10 ** (next() * 21 - 9)).toPrecision(1 + Math.floor(next() * 12))));

/**
 * Types `text` into a field and presses the button, then says what breaks the rules on the page: a result wider than
 * its box, a page wider than the phone, a long figure. All in the page, in one round trip: the field's value is set
 * as typing sets it (through the setter React watches, then an input event) and the form is submitted as the button
 * submits it, so the page answers as it answers a reader, and the test waits on no messages between.
 */
async function enterAndCheck(page: Page, id: string, field: string, text: string): Promise<string[]> {
  return page.evaluate(
    async ({ id, field, text, width, digits }) => {
      const form = document.querySelector<HTMLFormElement>(`form[data-calculator="${id}"]`)!;
      const control = form.querySelector<HTMLInputElement>(`[name="${field}"]`)!;
      // The setter of the control's own kind: an input's, or a list's textarea's.
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')!.set!.call(control, text);
      control.dispatchEvent(new Event('input', { bubbles: true }));
      form.requestSubmit(form.querySelector<HTMLButtonElement>('button[type="submit"]'));
      // A schedule renders as a background update after the figures: let two frames pass so it is drawn too.
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      const problems: string[] = [];
      if (document.documentElement.scrollWidth > width) problems.push(`the page is ${document.documentElement.scrollWidth} px wide`);
      for (const result of document.querySelectorAll<HTMLElement>('[data-result]')) {
        if (!result.checkVisibility()) continue;
        const box = result.closest('.card')?.getBoundingClientRect();
        const own = result.getBoundingClientRect();
        if (box && (own.right > box.right + 0.5 || own.left < box.left - 0.5)) problems.push(`${result.dataset.result} (${result.textContent}) is wider than its box`);
        if (result.scrollWidth > result.clientWidth + 1) problems.push(`${result.dataset.result} (${result.textContent}) overflows its own line`);
      }
      const shown = [...document.querySelectorAll<HTMLElement>('[data-results], .calculation-details')].map((element) => element.innerText).join('\n');
      for (const figure of shown.match(/\d[\d,]*(?:\.\d+)?/g) ?? []) {
        const significant = figure.replace(/[,.]/g, '').replace(/^0+/, '');
        if (significant.length > digits) problems.push(`the figure ${figure} has ${significant.length} significant digits`);
      }
      return problems;
    },
    { id, field, text, width: PHONE.width, digits: DOUBLE_DIGITS },
  );
}

test.describe('huge, tiny and fractional values in every number field, on a phone', () => {
  test.use({ viewport: PHONE });
  // About 25 presses a calculator (70 on rent vs buy); room for a loaded machine.
  test.describe.configure({ mode: 'parallel', timeout: 240_000 });

  for (const [index, calculator] of CALCULATORS.entries()) {
    test(`${calculator.title}: no result wider than its box, no page wider than the phone, no figure beyond a double’s digits (seed ${SEED + index})`, async ({ page }) => {
      // The guide's worked example: what a reader types, so every other field holds a sensible value.
      const example: Readonly<Record<string, string>> = guideExample(calculator.id);
      const view = calculatorView(calculator);
      const fields = view.fields.filter((field) => field.kind === 'number' || field.kind === 'integer' || field.kind === 'cashFlows');
      const next = seeded(SEED + index);
      await page.goto(`${calculator.path}?${new URLSearchParams(example).toString()}`);
      await waitForHydration(page);
      const ui = calculatorForm(page, calculator.id);
      await expect(ui.results).toBeVisible();
      for (const summary of await ui.form.locator('details:not([open]) > summary').all()) await summary.click();
      let presses = 0;
      for (const field of fields) {
        // A field the worked example's mode does not ask for is hidden, as for a reader.
        if (!(await ui.field(field.name).isVisible())) continue;
        for (const value of [...FIXED, randomValue(next)]) {
          // A list of cash flows takes the value as an outlay and two inflows.
          const text = field.kind === 'cashFlows' ? `-${value}, ${value}, ${value}` : value;
          presses++;
          expect(await enterAndCheck(page, calculator.id, field.name, text), `${field.name} = ${value}`).toEqual([]);
        }
        await ui.field(field.name).fill(example[field.name] ?? field.defaultValue ?? '');
      }
      expect(presses).toBeGreaterThan(0);
    });
  }
});
