/**
 * WORKING.md's five rules, checked on a calculation's working with an evaluator of the tests' own (expression.ts): the
 * steps' expressions are parsed and computed there, never by the code under test.
 */
import { expect } from 'vitest';
import { calculatorFor, readInputs, runCalculatorWithDetails, type CalculatorId } from '../../../src/lib/finance';
import { guideExample } from '../../../src/lib/calculatorGuide';
import type { PeriodTable } from '../../../src/lib/finance/details';
import type { ResultFormat } from '../../../src/lib/finance/types';
import { MAIN_LINE_STEPS, mainLineFirst, type Working, type WorkingStep } from '../../../src/lib/finance/working';
import { evaluate, termsMagnitude } from './expression';
import { BEFORE_ROUNDING, CODE_SYMBOLS, JARGON, PAST_THE_CENT, PERCENT_AGAIN } from './plainWords';

/** Text as numbers read: no grouping, no currency signs, a true minus as "-". */
const plainText = (text: string) => text.replace(/\u2212/g, '-').replace(/(\d),(?=\d)/g, '$1').replace(/CA\$|A\$|CN¥|[$₹€£¥]/g, '');

/** The figure a step's line ends on (its result as shown), and its decimals. */
function shownResult(step: WorkingStep): { text: string; decimals: number; money: boolean } {
  const after = step.line.slice(step.line.lastIndexOf(' = ') + 3);
  const text = /-?\d[\d,]*(?:\.\d+)?/.exec(plainText(after).replace(/(\d),(?=\d)/g, '$1'))?.[0] ?? '';
  return { text, decimals: text.includes('.') ? text.length - text.indexOf('.') - 1 : 0, money: /[$₹€£¥]/.test(after) };
}

const numbersIn = (expression: string) => expression.match(/\d+(?:\.\d+)?/g) ?? [];

export interface WorkingCase {
  readonly id: CalculatorId;
  /** The form's values as a reader types them. */
  readonly inputs: Readonly<Record<string, string>>;
}

type StepsModule = { working(inputs: Record<string, unknown>, result: Record<string, number>): Working | Promise<Working> };

/**
 * Each calculator's working module, loaded at once: a page fetches its own with its first answer (lazyWorking), and the
 * tests call the same function synchronously. `steps.test.ts` checks each definition's lazy working gives the same steps.
 */
export const STEPS_MODULES: Readonly<Record<string, StepsModule>> = Object.fromEntries(
  Object.entries(import.meta.glob<StepsModule>('../../../src/lib/finance/steps/*.ts', { eager: true })).map(([path, module]) => [/(\w+)\.ts$/.exec(path)![1]!, module]),
);

/** A calculation's outcome, the inputs as its formula read them, and its working. */
export function workedOutcome(id: CalculatorId, inputs: Readonly<Record<string, string>>) {
  const definition = calculatorFor(id);
  const read = readInputs(definition, inputs);
  const outcome = runCalculatorWithDetails(definition, inputs);
  if (!read.ok || !outcome.ok) return expect.fail(`expected a result for ${JSON.stringify(inputs)}, got ${JSON.stringify(outcome.ok ? read : outcome.errors)}`);
  const module = STEPS_MODULES[id];
  if (!module) return expect.fail(`${id} has no working module in src/lib/finance/steps/`);
  const steps = module.working(read.inputs, outcome.result);
  // A working whose parts come from a chunk of their own (a loan's events) arrives later: expectWorkingHoldsLater.
  if (steps instanceof Promise) return expect.fail(`${id}'s working for ${JSON.stringify(inputs)} arrives later: check it with expectWorkingHoldsLater`);
  return { definition, read: read.inputs, outcome, steps };
}

/** Runs the calculation and checks WORKING.md's rules 1 to 4 on its working; returns the steps for more checks. */
export function expectWorkingHolds({ id, inputs }: WorkingCase): readonly WorkingStep[] {
  const { definition, outcome, steps } = workedOutcome(id, inputs);
  expectStepsHold(steps, { id, inputs, result: outcome.result, formats: definition.results, table: outcome.details?.table });
  return steps;
}

/** The same, for a working that arrives later (a loan with events: its steps come from a chunk of their own). */
export async function expectWorkingHoldsLater({ id, inputs }: WorkingCase): Promise<readonly WorkingStep[]> {
  const definition = calculatorFor(id);
  const read = readInputs(definition, inputs);
  const outcome = runCalculatorWithDetails(definition, inputs);
  if (!read.ok || !outcome.ok) return expect.fail(`expected a result for ${JSON.stringify(inputs)}, got ${JSON.stringify(outcome.ok ? read : outcome.errors)}`);
  const steps = await STEPS_MODULES[id]!.working(read.inputs, outcome.result);
  expectStepsHold(steps, { id, inputs, result: outcome.result, formats: definition.results, table: outcome.details?.table });
  return steps;
}

/** What a working is checked against: the reader's inputs, the results the page shows and the table it draws. */
export interface WorkingContext extends WorkingCase {
  readonly result: Readonly<Record<string, number>>;
  readonly formats: Readonly<Record<string, ResultFormat>>;
  readonly table?: PeriodTable | undefined;
}

/**
 * WORKING.md's "What the reader sees", on the words and lines a reader reads: no code (`min(`, `^`), no method jargon,
 * a percent never divided by 100 again, money past the cent only "before rounding" and to at most 6 decimals, and no
 * step that only repeats a figure.
 */
export function expectPlainWords(steps: readonly WorkingStep[], id: string): void {
  for (const step of steps) {
    const where = `${id} step "${step.name}" (${step.text}: ${step.line})`;
    const visible = `${step.text} ${step.line}`.replace(/\u00a0/g, ' ');
    expect(visible, `${where} has no code symbols`).not.toMatch(CODE_SYMBOLS);
    expect(visible, `${where} uses no jargon a reader must look up`).not.toMatch(JARGON);
    expect(visible, `${where} divides no percent by 100 again`).not.toMatch(PERCENT_AGAIN);
    const pastCent = visible.match(PAST_THE_CENT) ?? [];
    if (pastCent.length > 0) expect(visible, `${where} says its money past the cent is before rounding`).toMatch(BEFORE_ROUNDING);
    for (const money of pastCent) expect(money.split('.')[1]!.length, `${where}: ${money} to at most 6 decimals`).toBeLessThanOrEqual(6);
    if (step.kind === undefined) expect(step.expr, `${where} does some arithmetic`).toMatch(/\d\s*[-+*/^]\s*[\d(-]|[a-z]\(|\d%/);
  }
}

/**
 * The main line (WORKING.md): at most 12 steps shown when the section opens, reaching the headline result (the first
 * the page shows) and every result they give, before the steps that wait in "Show every step".
 */
export function expectMainLine(steps: Working, id: string, headline: string): void {
  const { main } = mainLineFirst(steps);
  expect(main.length, `${id}: at most ${MAIN_LINE_STEPS} steps on the main line (${main.map((step) => step.name).join(', ')})`).toBeLessThanOrEqual(MAIN_LINE_STEPS);
  expect(main.map((step) => step.for), `${id}: the main line reaches the headline result ${headline}`).toContain(headline);
}

/** WORKING.md's rules 1 to 4 on a list of steps, read in the page's order (the main line first); and its plain words. */
export function expectStepsHold(working: readonly WorkingStep[], { id, inputs, result, formats, table }: WorkingContext): void {
  const { main, more } = mainLineFirst(working);
  const steps = [...main, ...more];
  expectPlainWords(steps, id);
  const headline = Object.keys(formats).find((field) => field in result);
  if (headline !== undefined) expectMainLine(steps, id, headline);
  const outcome = { result, details: { table } };
  const definition = { results: formats };
  const where = (step: WorkingStep) => `${id} step "${step.name}" (${step.text}: ${step.line}; expr ${step.expr})`;
  expect(steps.length, `${id} has a working`).toBeGreaterThan(0);
  expect(new Set(steps.map((step) => step.name)).size, `${id}: step names are unique`).toBe(steps.length);

  // 1. Every result is worked out, by exactly one step, to the same value.
  for (const [field, value] of Object.entries(outcome.result)) {
    const giving = steps.filter((step) => step.for === field);
    expect(giving.length, `${id}: exactly one step gives ${field}`).toBe(1);
    const tolerance = definition.results[field] === 'money' ? 0.01 : 1e-9 * Math.max(1, Math.abs(value));
    expect(Math.abs(giving[0]!.value - value), `${where(giving[0]!)} equals the result ${field} = ${value}`).toBeLessThanOrEqual(tolerance);
  }
  for (const step of steps) if (step.for !== undefined) expect(Object.keys(outcome.result), `${where(step)} names a result shown`).toContain(step.for);
  const lookups = steps.filter((step) => step.kind === 'lookup' && step.for !== undefined).length;
  expect(lookups, `${id}: at most half the results are looked up`).toBeLessThanOrEqual(Object.keys(outcome.result).length / 2);

  // 2. Every step adds up from what is shown; 3. with the reader's own numbers; 4. to enough digits to redo by hand.
  const entered = Object.values(inputs).flatMap((text) => (plainText(text).match(/\d+(?:\.\d+)?/g) ?? []).map(Number));
  const reached: number[] = [...entered];
  // Numbers are read from an expression without their signs: a figure reached as -5 is the 5 a later line writes.
  const isReached = (number: number) => reached.some((known) => Math.abs(Math.abs(known) - Math.abs(number)) <= 1e-12 * Math.max(1, Math.abs(number)));
  for (const step of steps) {
    expect(step.text.trim(), `${where(step)} has a sentence`).not.toBe('');
    const visible = plainText(`${step.text} ${step.line}`);
    const shown = shownResult(step);
    if (step.kind === 'lookup') {
      expect(step.expr, `${where(step)}: a lookup has no expression`).toBe('');
      const numbers = (visible.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
      const decimalsOf = (value: number) => Math.abs(value - Math.round(value * 100) / 100) < 1e-9;
      expect(numbers.some((number) => Math.abs(number - step.value) <= (decimalsOf(step.value) ? 1e-9 : 0.005)), `${where(step)} shows its value`).toBe(true);
      if (step.for !== undefined) expect(numbers.some(isReached), `${where(step)} reads its value beside an entered or earlier figure`).toBe(true);
      reached.push(step.value, ...numbers);
      continue;
    }
    const value = evaluate(step.expr);
    if (step.kind === 'solved') {
      expect(Math.abs(value), `${where(step)} comes out at 0`).toBeLessThanOrEqual(1e-6 * termsMagnitude(step.expr));
    } else {
      const tolerance = 0.5 * 10 ** -shown.decimals + 1e-12 * Math.max(1, Math.abs(value));
      expect(Math.abs(value - step.value), `${where(step)} evaluates to its value as shown (${value})`).toBeLessThanOrEqual(tolerance);
    }
    // A table by start year (`<table data-windows>`, HISTORY.md) holds its rows as `yearly`, keyed by start year.
    const rows = step.table === 'windows' ? 'yearly' : step.table;
    if (step.kind === 'row' && (rows === 'yearly' || rows === 'monthly')) {
      if (step.table === 'windows') expect(table?.rowsBy, `${where(step)}: its table is by start year`).toBe('start');
      const row = outcome.details?.table?.[rows]?.find((candidate) => String(candidate.period) === String(step.period));
      expect(row, `${where(step)}: its row is in the ${step.table} table`).toBeDefined();
      expect([row!.period, ...row!.values], `${where(step)} takes its value from its row`).toContain(step.value);
      // The row is on the page: its cell, and the figure the step shows of it, are shown to the reader.
      reached.push(row!.period, step.value, ...numbersIn(step.expr).map(Number));
    }
    const numbers = numbersIn(step.expr);
    const shownNumbers = visible.match(/\d+(?:\.\d+)?/g) ?? [];
    for (const number of numbers) expect(shownNumbers, `${where(step)} shows ${number}`).toContain(number);
    if (step.for !== undefined) expect(numbers.map(Number).some(isReached), `${where(step)} is reached from an entered value or an earlier step`).toBe(true);
    if (numbers.map(Number).some(isReached)) reached.push(step.value, Number(shown.text));
    // A figure shown exactly (11.94 for 11.940000000000001, float noise) needs no more digits.
    if (!shown.money && step.kind !== 'solved' && shown.text !== '' && Math.abs(Number(shown.text) - step.value) > 1e-12 * Math.max(1, Math.abs(step.value))) {
      const significant = shown.text.replace(/^-?0*\.?0*/, '').replace('.', '').length;
      expect(significant, `${where(step)} is shown to at least 8 significant digits`).toBeGreaterThanOrEqual(8);
    }
  }
}

/**
 * The guide's example of a calculator: its working holds (the rules, the plain words and the main line), with `main`
 * steps on the main line, giving `headline`, and `total` in all. Returns the steps for more checks.
 */
export function expectGuideMainLine(id: CalculatorId, headline: string, main: number, total: number): readonly WorkingStep[] {
  const steps = expectWorkingHolds({ id, inputs: guideExample(id) });
  const line = mainLineFirst(steps).main;
  expect(line.length, stepNames(line).join(', ')).toBe(main);
  expect(line.map((step) => step.for)).toContain(headline);
  expect(steps.length).toBe(total);
  return steps;
}

/** Rule 5: a different input gives a different working. */
export function expectWorkingFollows(first: WorkingCase, second: WorkingCase): void {
  const lines = (cases: WorkingCase) => expectWorkingHolds(cases).map((step) => step.line).join('\n');
  expect(lines(first)).not.toBe(lines(second));
}

/** The names of a working's steps, in order. */
export const stepNames = (steps: readonly WorkingStep[]): string[] => steps.map((step) => step.name);

/** The step named `name`, which must be there. */
export function stepNamed(steps: readonly WorkingStep[], name: string): WorkingStep {
  const found = steps.find((candidate) => candidate.name === name);
  if (!found) expect.fail(`no step "${name}" in ${stepNames(steps).join(', ')}`);
  return found;
}

/** A step's line with its no-break spaces as plain ones (the writer puts them after operators). */
export const stepLine = (steps: readonly WorkingStep[], name: string): string => stepNamed(steps, name).line.replace(/\u00a0/g, ' ');
