/**
 * The calculator registry: every calculator's page copy, each its own file beside this one, gathered by
 * scripts/calculator-registry.mjs (`pages.generated.ts`). The home grid, the routes, the hubs, the sitemap, the search
 * and the tests all read `CALCULATORS`; the formulas live in src/lib/finance.
 */
import type { CategoryId } from '@/config/categories';
import { exampleDrawings } from '@/lib/calculatorGuide';
import type { CalculatorId } from '@/lib/finance/types';
import { PAGES } from './pages.generated';
import type { AnyCalculatorPage } from './types';

export type { AnyCalculatorPage, CalculatorPage, FieldCopy, CarryLink, HistoryTest, ResultCopy } from './types';
export type { CalculatorId };

/** A calculator's name: its page title up to a colon, if it has one (the subtitle says what the page compares). */
export function calculatorName(title: string): string {
  return title.split(':')[0]!.trim();
}

/**
 * Every page in the order of its `rank` (the home grid's, a hub's, the sitemap's): each page as written, with its name
 * and what it draws for its guide's worked example (drawn once, here).
 */
const pages: readonly Omit<AnyCalculatorPage, 'name' | 'draws'>[] = Object.values(PAGES);

export const CALCULATORS: readonly AnyCalculatorPage[] = [...pages]
  .sort((a, b) => a.rank - b.rank || a.id.localeCompare(b.id))
  .map((page): AnyCalculatorPage => ({ ...page, name: calculatorName(page.title), draws: exampleDrawings(page.id) }));

const BY_ID: ReadonlyMap<CalculatorId, AnyCalculatorPage> = new Map(CALCULATORS.map((page) => [page.id, page]));

/** One calculator's page by its id. */
export function calculatorPage(id: CalculatorId): AnyCalculatorPage {
  const page = BY_ID.get(id);
  if (!page) throw new Error(`No calculator page "${id}"`);
  return page;
}

/**
 * The calculators a topic's hub lists: those of its topic, then those listed there too (`alsoIn`), each group in the
 * registry's order. The home page's grid groups each calculator once, under its own topic.
 */
export function calculatorsIn(category: CategoryId): readonly AnyCalculatorPage[] {
  return [
    ...CALCULATORS.filter((calculator) => calculator.category === category),
    ...CALCULATORS.filter((calculator) => calculator.alsoIn?.includes(category)),
  ];
}

/** The calculators the footer lists by name (SPEC.md section 2). */
export const FOOTER_CALCULATORS: readonly CalculatorId[] = ['loan', 'mortgage', 'investment'];
