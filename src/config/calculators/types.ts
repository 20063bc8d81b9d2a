import type { IconName } from '@/components/icons';
import type { CategoryId } from '@/config/categories';
import type { CalculatorId, calculators } from '@/lib/finance';
import type { DrawingKind } from '@/lib/finance/drawings';
import type { ValueWords } from '@/lib/format';

/** The words around one input: what the page says, never how the value is checked (that is in src/lib/finance). */
export interface FieldCopy {
  /** Visible label, with the unit where it helps: "Interest rate (% per year)". */
  readonly label: string;
  /** One short line under the label: an example or what to include. */
  readonly hint?: string;
  /** Shown inside the input before the value ("$", "₹"); decorative, the label says it too. */
  readonly prefix?: string;
  /** Shown inside the input after the value ("%", "years"). */
  readonly suffix?: string;
  /** For a select: the text of each option, by value, in display order. */
  readonly options?: Readonly<Record<string, string>>;
  /**
   * Optional inputs are tucked into a native `<details>` with this summary, after the main fields, so the form
   * stays short; fields naming the same group share one. No script is needed to open it.
   */
  readonly group?: string;
  /** Shown first in the form, before the contract's inputs (the solve-for select, which shapes the rest). */
  readonly leading?: boolean;
}

/** The words for one result. */
export interface ResultCopy {
  readonly label: string;
  /**
   * For results whose sign matters (ROI profit, budget remaining): the words shown with a value that is
   * >= 0 and < 0, so the colour is never the only signal.
   */
  readonly signWords?: readonly [positive: string, negative: string];
  /**
   * Words shown instead of the number for a value that a number would misstate, keyed by the value (refinance's
   * break-even at 0 reads "no closing costs to pay back", not "0 months"); `data-value` keeps the number.
   */
  readonly valueWords?: ValueWords;
  /**
   * For an optional result: what its absence means, as the comparison says it when one side has it and the other
   * not ("never (the money lasts the whole period)"). Without it the comparison says "none".
   */
  readonly absent?: string;
}

type Definition<Id extends CalculatorId> = (typeof calculators)[Id];

/**
 * HISTORY.md: a link after the calculator to the safe-withdrawal calculator, which tests a retirement's spending against
 * every window of US market history since 1871. It is a plain link; as the reader follows it, a small script
 * (src/scripts/history-link.js) writes into its address the reader's figures that mean the same there, from the result
 * shown, and none before a result or while the result is marked stale. Name only figures that translate: US dollars
 * in today's money, a period in whole years.
 */
export interface HistoryTest<Result extends string = string, Input extends string = string> {
  /** The link's words: short, and promising no more than that page tests with what the link carries. */
  readonly text: string;
  /** One sentence after the link: what it carries and what it leaves to the reader. */
  readonly aside: string;
  /** Results in US dollars of today that give the savings at the start of retirement: the first one shown, to the dollar. */
  readonly portfolio?: readonly Result[];
  /** Results in US dollars of today that give the spending a year: the first one shown, to the dollar. */
  readonly spending?: readonly Result[];
  /** The input that gives the years the money must last, carried when it is a whole number from 1 to 60. */
  readonly years?: Input;
}

/**
 * SAVE.md: a link after a calculator to another whose inputs some of this one's mean the same (the retirement page's
 * age, retirement age, savings and return on the 401(k) page). A plain link to the other page; as the reader follows it,
 * a small script (src/scripts/carry-link.js) writes into its address the reader's values of the inputs it names, as
 * typed, once a result is shown and not while it is stale. The other page reads them as any shared link, and says so
 * if one does not fit there.
 */
export interface CarryLink<Input extends string = string> {
  /** The calculator the link opens. */
  readonly to: CalculatorId;
  /** The link's words: short, and promising no more than the other page does with what it carries. */
  readonly text: string;
  /** One sentence after the link: what it carries and what it leaves to the reader. */
  readonly aside: string;
  /** The other page's inputs, each from this page's input of the same meaning. */
  readonly inputs: Readonly<Record<string, Input>>;
}

/** Everything the site says about one calculator: its card, its page, its form and its results. */
export interface CalculatorPage<Id extends CalculatorId = CalculatorId> {
  /** The formula module's id; the form carries it as `data-calculator` (CALCULATORS.md). */
  readonly id: Id;
  /**
   * Its place in every list of calculators (the home grid and a hub, within its topic; the sitemap), smallest first.
   * Ranks are tens, so a new calculator takes a free number between the two it belongs between.
   */
  readonly rank: number;
  /** Page heading and <title>; its part before a colon is the calculator's name (`calculatorName`). */
  readonly title: string;
  /** Route, root-relative, no trailing slash. */
  readonly path: `/${string}`;
  /**
   * Its topic (src/config/categories.ts): the group it is in on the home page, the first hub that lists it, its
   * breadcrumb and structured data. One only, so a page has one place in the site's tree.
   */
  readonly category: CategoryId;
  /**
   * Other topics whose hubs list it too, where readers look for it as well (India's income tax on the tax hub). A
   * hub lists its own calculators first, then these; the home page's grid keeps each calculator under its topic once.
   */
  readonly alsoIn?: readonly CategoryId[];
  readonly icon: IconName;
  /** Card icon tile gradient: two CSS colours dark enough for a white icon. */
  readonly gradient: readonly [string, string];
  /**
   * Other words readers search for it by, which its page may not use ("amortization", "home loan"). The site search
   * matches them (src/lib/search.ts) and the search page lists them beside the calculator.
   */
  readonly searchTerms: readonly string[];
  /** One line for the card; with a fixed sentence after it, the meta description (so at most 110 characters). */
  readonly description: string;
  /** The one paragraph under the page heading. */
  readonly intro: string;
  /** The submit button's exact name when it is not "Calculate" (CALCULATORS.md). */
  readonly submitLabel?: 'Convert' | 'Calculate EMI';
  /** Copy for every input of the formula module's definition, keyed by input name. */
  readonly fields: { readonly [K in keyof Definition<Id>['inputs']]: FieldCopy };
  /** Copy for every result field, keyed by result name. */
  readonly results: { readonly [K in keyof Definition<Id>['results']]: ResultCopy };
  /** "How it works": the formula and its assumptions in plain words, each symbol explained, a paragraph per item. */
  readonly method: readonly string[];
  /** An extra notice shown above the form (e.g. the currency converter's fixed demo rates). */
  readonly note?: string;
  /** A button that exchanges the values of two selects (the converter's From and To). */
  readonly swap?: { readonly label: string; readonly fields: readonly [string, string] };
  /** A link to the safe-withdrawal calculator with the reader's figures that translate (HISTORY.md). */
  readonly historyTest?: HistoryTest<keyof Definition<Id>['results'] & string, keyof Definition<Id>['inputs'] & string>;
  /** Links to calculators whose inputs some of this page's translate into, carrying the reader's values (SAVE.md). */
  readonly carries?: readonly CarryLink<keyof Definition<Id>['inputs'] & string>[];
}

/**
 * Any calculator page as the registry gives it, for code that treats them alike (home grid, route, island props):
 * its description, and what follows from it.
 */
export interface AnyCalculatorPage extends Omit<CalculatorPage, 'fields' | 'results' | 'historyTest' | 'carries'> {
  readonly fields: Readonly<Record<string, FieldCopy>>;
  readonly results: Readonly<Record<string, ResultCopy>>;
  readonly historyTest?: HistoryTest;
  readonly carries?: readonly CarryLink[];
  /**
   * Its name on cards, in the footer and as its first search keyword: its title up to a colon ("Income Tax Calculator
   * (India)", "Debt Payoff Calculator"), so every card is named by one rule.
   */
  readonly name: string;
  /**
   * What the page draws beyond its numbers (a schedule, a yearly table, charts …), found by drawing its guide's
   * worked example when the registry is assembled, never written by hand: the site search names them.
   */
  readonly draws: readonly DrawingKind[];
}

/** Describes a calculator page; the type checks that its fields and results match the formula module. */
export function defineCalculatorPage<Id extends CalculatorId>(page: CalculatorPage<Id>): CalculatorPage<Id> {
  return page;
}
