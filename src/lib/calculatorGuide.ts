/**
 * What a calculator's guide needs from its formula (the worked example's results, as the page shows them), and what
 * the rest of the site reads from the guide's example (what the calculator draws for it).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { AnyCalculatorPage } from '@/config/calculators/types';
import { calculatorFor } from './finance';
import type { CalculationDetails } from './finance/details';
import { drawingKinds, type DrawingKind } from './finance/drawings';
import { resultCurrency } from './format';
import { runCalculator, runCalculatorWithDetails } from './finance/readInputs';
import type { CalculatorId, ResultFormat } from './finance/types';
import { formatResult } from './format';

export interface ExampleResults {
  readonly id: CalculatorId;
  /** Each result by field, unrounded: the `data-value` a figure carries. */
  readonly values: Readonly<Record<string, number>>;
  /** Each result by field as the page shows it ("$1,896.20"): what a figure's text must say. */
  readonly shown: Readonly<Record<string, string>>;
  /** The calculator's page with the example in its query: the "Try this example" link. */
  readonly href: string;
}

/** Runs a guide's example through the calculator; an example the calculator rejects is a mistake in the guide. */
export function exampleResults(page: Pick<AnyCalculatorPage, 'id' | 'path'> & { readonly results?: AnyCalculatorPage['results'] }, inputs: Readonly<Record<string, string>>): ExampleResults {
  const definition = calculatorFor(page.id);
  const outcome = runCalculator(definition, inputs);
  if (!outcome.ok) throw new Error(`The ${page.id} guide's example is rejected: ${JSON.stringify(outcome.errors)}`);
  const formats: Readonly<Record<string, ResultFormat>> = definition.results;
  const currency = resultCurrency(definition, { ...definition.defaults, ...inputs });
  const shown = Object.fromEntries(
    // As the page shows each result: in its words where the page gives some for the value (an age, "66 and 10 months").
    Object.entries(outcome.result).map(([field, value]) => [field, formatResult(value, formats[field] ?? 'count', currency, page.results?.[field]?.valueWords)]),
  );
  return { id: page.id, values: outcome.result, shown, href: `${page.path}?${new URLSearchParams(inputs).toString()}` };
}

/** Why a figure in a guide does not match the calculator, or null when it does. */
export function figureMismatch(example: ExampleResults, field: string, shows: string): string | null {
  const actual = example.shown[field];
  if (actual === undefined) return `the ${example.id} guide quotes "${field}", which its example has no result for`;
  // The page joins numbers to their units with no-break spaces; the guide's author types plain ones.
  const plain = (text: string) => text.replaceAll('\u00a0', ' ');
  return plain(actual) === plain(shows) ? null : `the ${example.id} guide says ${field} is "${shows}", but the calculator gives "${actual}"`;
}

/** Where the guides are, from the project's root: the build, Vitest and Playwright all run there. */
const GUIDES = join(process.cwd(), 'src/content/calculatorGuides');

/**
 * A guide's file, split into its front matter (parsed, as `Data` says it is: the content collection's schema checks
 * it in the build) and its prose: for code outside Astro's content layer.
 */
export function readGuide<Data = { example?: { inputs?: Record<string, string> } }>(id: CalculatorId): { data: Data | null; body: string } {
  const text = readFileSync(join(GUIDES, `${id}.mdx`), 'utf8');
  const [, frontMatter = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
  return { data: parse(frontMatter) as Data | null, body };
}

/**
 * A guide's worked example as the form takes it, read from its front matter: for code that runs outside Astro's
 * content layer (the registry, tests), which the pages read through `getEntry` instead.
 */
export function guideExample(id: CalculatorId): Readonly<Record<string, string>> {
  const inputs = readGuide(id).data?.example?.inputs;
  if (!inputs) throw new Error(`The ${id} guide has no example.inputs in its front matter`);
  return inputs;
}

/** One result a guide's prose quotes, written `<Figure field="…" shows="…" />`: the field and its text as shown. */
export interface GuideFigure {
  readonly field: string;
  readonly shows: string;
  /** The tag as written, to name it when it is malformed (then `field` is ''). */
  readonly tag: string;
}

/** The figures a guide's prose quotes for its worked example, in the order it quotes them. */
export function guideFigures(id: CalculatorId): GuideFigure[] {
  return (readGuide(id).body.match(/<Figure\b[^>]*\/>/g) ?? []).map((tag) => {
    const [, field = '', shows = ''] = /^<Figure field="([^"]+)" shows="([^"]+)" \/>$/.exec(tag) ?? [];
    return { field, shows, tag };
  });
}

/** What a calculator's guide's worked example gives beyond its numbers: its table, charts, brackets and notes. */
export function exampleDetails(id: CalculatorId): CalculationDetails | undefined {
  const outcome = runCalculatorWithDetails(calculatorFor(id), guideExample(id));
  if (!outcome.ok) throw new Error(`The ${id} guide's example is rejected: ${JSON.stringify(outcome.errors)}`);
  return outcome.details;
}

/**
 * What a calculator draws beyond its numbers (a schedule, a yearly table, charts …) for its guide's worked example:
 * the example every guide must have, which the calculator must accept, and which shows what a reader will see.
 */
export function exampleDrawings(id: CalculatorId): DrawingKind[] {
  return drawingKinds(exampleDetails(id));
}
