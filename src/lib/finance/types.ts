import type { CalculationDetails, DetailNote } from './details';
import type { ParsedNumber } from './parse';
import type { FieldMeasure, FieldUnit, FieldUnits } from './units';
import type { Working } from './working';
import { CALCULATOR_IDS } from './calculatorIds.generated';

/**
 * Shared shapes of the calculator module. Everything here is data: the React island renders from
 * these descriptions and the tests call `calculate` directly, so both see the same contract.
 */

/**
 * Every calculator's id, found from its files (scripts/calculator-registry.mjs): the name of its definition, working,
 * page copy and guide, and `data-calculator` on its form (CALCULATORS.md, DECISIONS.md and HISTORY.md name them).
 */
export { CALCULATOR_IDS };
export type CalculatorId = (typeof CALCULATOR_IDS)[number];

/** One rejected input: `field` is an input name of the calculator, `message` says what to enter. */
export type FieldRejection = { field: string; message: string };

/** A failure shown as a toast instead of inline (only IRR uses it, with SPEC.md's exact texts). */
export type ToastRejection = { title: string; description: string };

export type Outcome<R> =
  | { ok: true; result: R }
  | { ok: false; errors: FieldRejection[]; toast?: ToastRejection };

/**
 * How a number field is checked. `optional`: blank reads as 0 (budget), anything else must be >= 0. `signed`: any
 * number, below 0 too (a home's value can fall); the calculator's own rule sets its floor.
 */
export type NumberRule = 'positive' | 'nonNegative' | 'optional' | 'signed';

/**
 * When an input applies only in some modes: it is read and checked only while the select `input` holds one of
 * `in` (DEPTH.md's solve-for: the input being solved for is not asked for, and `target` only when solving).
 */
export type ActiveWhen = { readonly input: string; readonly in: readonly string[] };

/** `blank`: what a field left blank means (DEPTH.md's documented defaults: a withdrawal rate of 4). */
export type NumberInput = { kind: 'number'; rule: NumberRule; when?: ActiveWhen; blank?: number };
/** A whole number of at least `min` (tip people); `blank` is what a field left blank means (a 60-month car loan). */
export type IntegerInput = { kind: 'integer'; min: number; blank?: number };
/**
 * A select. `options` are the values exactly as the `<select>` holds them (strings). When `numeric`
 * is true the calculator receives the chosen option as a number (compound frequency: '12' -> 12);
 * otherwise it receives the string itself.
 */
export type ChoiceInput<V extends string = string> = {
  kind: 'choice';
  options: readonly V[];
  numeric?: true;
};
/**
 * A list of cash flows typed in one field (NPV, IRR): how its text is `read`, and its rule (`check`: the message for a
 * list it refuses, or null). Both live with the list (growth/cashFlowList.ts), so only the two pages with one carry them.
 */
export type CashFlowsInput = { kind: 'cashFlows'; read: (text: string, form: FormTexts) => FieldRead; check: (value: unknown) => string | null };
/** Every field's text by input name, for a list whose reading depends on a select (XIRR's date order). */
export type FormTexts = Readonly<Record<string, string>>;

/** One field's text read as its kind says; `note` says how it was read, where a reader should know. */
export type FieldRead = { ok: true; value: unknown; note?: DetailNote } | { ok: false; message: string };
/** A tick box (the tax page's standard deduction): the form submits `on` when it is ticked, nothing when not. */
export type CheckboxInput = { kind: 'checkbox' };

export type InputKind = NumberInput | IntegerInput | ChoiceInput | CashFlowsInput | CheckboxInput;

/**
 * The kinds allowed for an input whose typed value is V. This keeps `inputs` honest: a string input
 * can only be a choice among its own values, a number[] only a cash-flow list.
 */
export type InputKindFor<V> = [V] extends [readonly number[]]
  ? CashFlowsInput
  : [V] extends [number]
    ? NumberInput | IntegerInput | (ChoiceInput & { numeric: true })
    : [V] extends [string]
      ? ChoiceInput<V>
      : [V] extends [boolean]
        ? CheckboxInput
        : never;

/** A calculator's own reading of money fields: which fields it `reads` (by unit), how, and a rejection's example. */
export interface MoneyReader {
  reads(unit: FieldUnit | undefined): boolean;
  read(text: string): ParsedNumber;
  readonly example: string;
}

/**
 * How the island should show a result value; `months` is a count of months, also shown in years; `years` a count of
 * years; `yearsAndMonths` a count of years shown in years and whole months ("78 years 8 months", an age); `year` a
 * calendar year, written as a date is ("1966", never "1,966").
 */
export type ResultFormat = 'money' | 'percent' | 'count' | 'months' | 'years' | 'yearsAndMonths' | 'year';

export interface CalculatorDefinition<I, R extends Record<string, number>> {
  readonly id: CalculatorId;
  /** Every input name from CALCULATORS.md, in form order, with its per-field rule. */
  readonly inputs: { readonly [K in keyof I]-?: InputKindFor<Required<I>[K]> };
  /** What a field starts with (SPEC.md section 4); the island pre-fills these, readInputs falls back to them. */
  readonly defaults: Partial<Record<keyof I, string>>;
  /**
   * Every result field, in display order, with how to show it: CALCULATORS.md's, then DEPTH.md's, which are
   * optional in R and present only while they apply (e.g. only with extra payments).
   */
  readonly results: { readonly [K in keyof R]-?: ResultFormat };
  /**
   * The currency money results are shown in: `$` for US-style calculators, `₹` for the Indian
   * instruments. The currency converter says 'USD' here and names its `to` input below.
   */
  readonly currency: 'USD' | 'INR';
  /** An input whose value is the currency of the money results instead (the converter's `to`). */
  readonly resultCurrencyInput?: keyof I & string;
  /** How its money fields read what is typed, when not as everywhere: a ₹ calculator's lakh and crore (rupees.ts). */
  readonly money?: MoneyReader;
  /**
   * Per-field, cross-field and special rules, then the formula, on typed inputs. Safe to call
   * directly with any numbers: bad ones give a rejection, never NaN, Infinity or -0.
   */
  calculate(inputs: I): Outcome<R>;
  /** The results present only while they apply (DEPTH.md); every other result is always there. */
  readonly optionalResults?: readonly (keyof R & string)[];
  /** What the page shows beyond the numbers (a schedule, charts, notes), for inputs `calculate` accepted. */
  details?(inputs: Required<I>, result: R): CalculationDetails;
  /**
   * The steps from these inputs to every result (WORKING.md), for inputs `calculate` accepted: every calculator has
   * them. Its code is a chunk of its own (`lazyWorking`), fetched with the page's first answer: the answer never waits
   * for its working.
   */
  working(inputs: Required<I>, result: R): Promise<Working>;
  /**
   * Data the formula needs before it can calculate, fetched apart from its code (HISTORY.md's returns): the island
   * calls this and waits for it once, when it loads the formula. Absent where everything is in the code.
   */
  readonly ready?: (() => Promise<void>) | undefined;
  /**
   * Code the formula needs only for some inputs (a loan's prepayments and rate changes, DATED.md), fetched apart from
   * it: for the form's values, what to wait for before calculating, or nothing when all is here. The island asks
   * before each calculation, and as a reader fills a field, so the code is on its way before the press.
   */
  readonly readyFor?: ((values: Readonly<Record<string, string>>) => Promise<void> | undefined) | undefined;
  /** True when details() only ever gives notes: the page then needs no table or chart renderer. */
  readonly notesOnly?: true;
  /** True when some rejections come with a toast (IRR, SPEC.md section 8): only then does the page load toasts. */
  readonly toasts?: true;
  /**
   * What each number field measures (units.ts): how it is read, a rejection's example, and the slips of units it
   * is checked for. Every number field has one (a unit test enumerates them).
   */
  readonly units: { readonly [K in keyof I]?: FieldMeasure };
  /** Check-units notes that depend on more than one field (a salary read against its period). */
  unitNotes?(inputs: Required<I>): DetailNote[];
}

/**
 * Any one of the calculators, for code that handles them generically (the island, table-driven
 * tests): `calculators[id]` for an id only known at run time. Every CalculatorDefinition fits it.
 */
export interface AnyCalculatorDefinition {
  readonly id: CalculatorId;
  readonly inputs: Readonly<Record<string, InputKind>>;
  readonly defaults: Readonly<Partial<Record<string, string>>>;
  readonly results: Readonly<Record<string, ResultFormat>>;
  readonly currency: 'USD' | 'INR';
  readonly resultCurrencyInput?: string;
  readonly money?: MoneyReader;
  // Method syntax on purpose: parameters are compared both ways, so each calculator's own typed
  // `calculate` fits here. Callers pass what readInputs produced for this same definition.
  calculate(inputs: Record<string, unknown>): Outcome<Record<string, number>>;
  readonly optionalResults?: readonly string[];
  details?(inputs: Record<string, unknown>, result: Record<string, number>): CalculationDetails;
  working(inputs: Record<string, unknown>, result: Record<string, number>): Promise<Working>;
  readonly ready?: (() => Promise<void>) | undefined;
  readonly readyFor?: ((values: Readonly<Record<string, string>>) => Promise<void> | undefined) | undefined;
  readonly notesOnly?: true;
  readonly toasts?: true;
  readonly units: FieldUnits;
  unitNotes?(inputs: Record<string, unknown>): DetailNote[];
}
