/**
 * The calculator registry: every calculator described once, one file each beside this one. The home grid,
 * the routes, the footer, the sitemap and the tests all read this list; the formulas live in src/lib/finance.
 */
import type { CategoryId } from '@/config/categories';
import { exampleDrawings } from '@/lib/calculatorGuide';
import { CALCULATOR_IDS, type CalculatorId } from '@/lib/finance';
import { breakEven } from './breakEven';
import { budget } from './budget';
import { compound } from './compound';
import { currency } from './currency';
import { debt } from './debt';
import { discount } from './discount';
import { emi } from './emi';
import { fd } from './fd';
import { gratuity } from './gratuity';
import { inflation } from './inflation';
import { investment } from './investment';
import { irr } from './irr';
import { loan } from './loan';
import { margin } from './margin';
import { mortgage } from './mortgage';
import { npv } from './npv';
import { ppf } from './ppf';
import { rd } from './rd';
import { retirement } from './retirement';
import { roi } from './roi';
import { salary } from './salary';
import { savings } from './savings';
import { sip } from './sip';
import { tax } from './tax';
import { tip } from './tip';
import { affordability } from './affordability';
import { rentVsBuy } from './rentVsBuy';
import { refinance } from './refinance';
import { autoLoan } from './autoLoan';
import { selfEmployment } from './selfEmployment';
import { incomeTaxIndia } from './incomeTaxIndia';
import { swp } from './swp';
import { safeWithdrawal } from './safeWithdrawal';
import type { AnyCalculatorPage, CalculatorPage } from './types';

export type { AnyCalculatorPage, CalculatorPage, FieldCopy, HistoryTest, ResultCopy } from './types';
export type { CalculatorId };

/** Every calculator's page, keyed by id: the type fails when one is missing or describes another's formula. */
const PAGES: { readonly [Id in CalculatorId]: CalculatorPage<Id> } = {
  loan,
  mortgage,
  investment,
  retirement,
  savings,
  compound,
  roi,
  debt,
  budget,
  tax,
  inflation,
  currency,
  emi,
  sip,
  ppf,
  fd,
  rd,
  gratuity,
  npv,
  irr,
  breakEven,
  margin,
  discount,
  tip,
  salary,
  affordability,
  rentVsBuy,
  refinance,
  autoLoan,
  selfEmployment,
  incomeTaxIndia,
  swp,
  safeWithdrawal,
};

/** A calculator's name: its page title up to a colon, if it has one (the subtitle says what the page compares). */
export function calculatorName(title: string): string {
  return title.split(':')[0]!.trim();
}

/**
 * In the formula module's id order, which is SPEC.md's route order and the order of the home grid: each page as
 * written, with its name and what it draws for its guide's worked example (drawn once, here).
 */
export const CALCULATORS: readonly AnyCalculatorPage[] = CALCULATOR_IDS.map(
  (id): AnyCalculatorPage => ({ ...PAGES[id], name: calculatorName(PAGES[id].title), draws: exampleDrawings(id) }),
);

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
