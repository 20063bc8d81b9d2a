/**
 * What a number field measures. Every number field of every calculator declares one (DEPTH.md, soft warnings), and
 * the declaration decides how the field is read (a percent may end in `%`, as "6.5%"), the example a rejection
 * gives (a rate field says "like 6.5", never "like 250,000"), and which slips of units the field can show
 * (`check-units`): a note above the result, never a rejection, that names the field, the value read and the
 * reading it suspects. The slips follow from the declaration and from the field's neighbours (a monthly rent
 * against the price, a percent against the amount it is a percent of), so no field is without the checks its
 * unit invites.
 */
import { CURRENCY_SYMBOLS, groupDigits } from '../format';
import type { DetailNote } from './details';

/** A percent at or above (`inclusive`) or above `limit` reads like an amount typed into a percent field. */
export interface AmountLike {
  readonly limit: number;
  readonly inclusive: boolean;
}

/** Another field of the same form, as a note names it ("the price", "the loan"). */
export interface Neighbour {
  readonly field: string;
  readonly what: string;
}

/**
 * Where money stops reading as what its field asks for: a fixed amount in the calculator's currency, or a share
 * of a neighbour's value (a month's rent above 2 % of the price is a year's rent).
 */
export type Bound =
  | { readonly amount: number }
  | (Neighbour & { readonly share: number })
  | { readonly from: (inputs: Readonly<Record<string, unknown>>) => number | null; readonly what: string; readonly share: number };

export type MoneyPer = 'once' | 'month' | 'year';

/** A soft warning (DEPTH.md): above `limit` a result is a what-if; a note named `name`, never a rejection. */
export interface SoftLimit {
  readonly limit: number;
  readonly name: string;
  readonly text: string;
}

export type PercentUnit = {
  readonly unit: 'percent';
  /** The field as a note names it: "Interest rate". */
  readonly what: string;
  /** What the percent is of, as the note says it after the value: " a year", " of the price a year". */
  readonly per: string;
  /**
   * A value between 0 and 1 whose × 100 lies from 1 to this reads as a fraction typed for a percent (0.065 for
   * 6.5 %): 30 for rates, returns, inflation and step-ups; 100 for discounts, tips and shares. Absent where a
   * percent under 1 is usual (property tax, PMI, maintenance).
   */
  readonly fractionUpTo?: 30 | 100;
  /** A value this large reads as an amount typed for a percent. */
  readonly amountLike?: AmountLike;
  /** The amount the percent is of: an amount typed here is given back as the percent it is of that amount. */
  readonly of?: Neighbour;
  /** What to do with an amount typed here, when the form offers more than typing a percent. */
  readonly ifAmount?: string;
  /** Above this the value is possible but the result a what-if (a return above 30 %): its own note. */
  readonly warnAbove?: SoftLimit;
  /**
   * The most the field can mean, rejected above (with the slip it reads like, if any): 100 for a share (a tip, a
   * ratio), 1,000 for a yearly rate, return or change (beyond any loan, deposit or market outside hyperinflation).
   * Absent for a percent `of` a neighbour: any figure there may be an amount of it typed for a percent, a slip the
   * note explains and the reader can still calculate with.
   */
  readonly atMost?: 100 | 1000;
};

export type MoneyUnit = {
  readonly unit: 'money';
  readonly what: string;
  /** Money once (a price, a balance), or a month's or a year's flow. */
  readonly per: MoneyPer;
  /** A year's figure below this reads as a month's typed for a year's (a month's pay in a yearly income). */
  readonly monthLike?: Bound;
  /** A month's figure above this reads as a year's typed for a month's (a year's rent in the monthly rent). */
  readonly yearLike?: Bound;
  /**
   * A sum of at most 100 that is under 1 % of this neighbour reads as a percent of it typed for an amount
   * (closing costs of "2" on a $200,000 loan).
   */
  readonly percentOf?: Neighbour;
};

export type YearsUnit = {
  readonly unit: 'years';
  readonly what: string;
  /** A term longer than this many years reads as months typed for years. Absent for spans that can be long. */
  readonly longerThan?: number;
};

export type MonthsUnit = {
  readonly unit: 'months';
  readonly what: string;
  /** A term of fewer months than this reads as years typed for months (5 for a five-year car loan). */
  readonly shorterThan?: number;
};

/** A count of things (people, units), an age or a calendar year (a year of birth): nothing to mistake it for. */
export type CountUnit = { readonly unit: 'count' | 'age' | 'year'; readonly what: string };

export type FieldUnit = PercentUnit | MoneyUnit | YearsUnit | MonthsUnit | CountUnit;

/** A field whose unit follows a select beside it (a property tax given as % of the price or in dollars a year). */
export interface UnitByChoice {
  readonly choice: string;
  readonly units: Readonly<Record<string, FieldUnit>>;
}

export type FieldMeasure = FieldUnit | UnitByChoice;

/** Every number field's measure, by input name. */
export type FieldUnits = Readonly<Partial<Record<string, FieldMeasure>>>;

/** What the notes are written in: the form's values and the currency of its money. */
export interface UnitContext {
  readonly inputs: Readonly<Record<string, unknown>>;
  readonly currency: 'USD' | 'INR';
}

const EXAMPLES: Readonly<Record<FieldUnit['unit'], string>> = { percent: '6.5', years: '30', months: '240', age: '35', year: '1960', money: '250,000', count: '3' };

/** The unit in force: a unit that follows a select takes the one its select now holds (its first by default). */
export function unitOf(measure: FieldMeasure | undefined, values: Readonly<Record<string, unknown>>): FieldUnit | undefined {
  if (measure === undefined || !('choice' in measure)) return measure;
  const chosen = values[measure.choice];
  return (typeof chosen === 'string' ? measure.units[chosen] : undefined) ?? Object.values(measure.units)[0];
}

/** The example a rejection gives for a field of this unit. */
export const exampleFor = (unit: FieldUnit | undefined): string => EXAMPLES[unit?.unit ?? 'money'];

/** A value as a reader would type it back: at most 12 significant digits, grouped as the currency groups them. */
export function plainNumber(value: number, currency: UnitContext['currency'] = 'USD'): string {
  const [whole = '', fraction] = String(Number(value.toPrecision(12))).split('.');
  return groupDigits(whole, currency === 'INR') + (fraction === undefined ? '' : `.${fraction}`);
}

/** A value in its unit's words, as a note says it: "60 months", "30 years", "4 %", "$1,800". */
export function unitValue(unit: FieldUnit, value: number, currency: UnitContext['currency']): string {
  if (unit.unit === 'money') return money(value, currency);
  const number = plainNumber(value);
  if (unit.unit === 'percent') return `${number} %`;
  if (unit.unit === 'years' || unit.unit === 'months') return `${number} ${value === 1 ? unit.unit.slice(0, -1) : unit.unit}`;
  return number;
}

/** An amount to type back, rounded to the cent ("1,800", "4,000.5"). */
const typedAmount = (value: number, currency: UnitContext['currency']) => plainNumber(Math.round(value * 100) / 100, currency);
const money = (value: number, currency: UnitContext['currency']) => `${CURRENCY_SYMBOLS[currency]}${typedAmount(value, currency)}`;
/** A share as a note says it: 5.87 %, 0.5 %. */
const percentText = (value: number) => `${plainNumber(Number(value.toPrecision(3)))} %`;

/** The neighbour's value, when it is a number above 0 (a blank or rejected neighbour gives no reading). */
function neighbourValue(neighbour: Neighbour, context: UnitContext): number | null {
  const value = context.inputs[neighbour.field];
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

/** The figure a share-of bound is a share of: a neighbour's value, or one worked out from the form (a payment). */
function referenceOf(bound: Exclude<Bound, { amount: number }>, context: UnitContext): number | null {
  const reference = 'from' in bound ? bound.from(context.inputs) : neighbourValue(bound, context);
  return reference !== null && Number.isFinite(reference) && reference > 0 ? reference : null;
}

/** A bound's amount for this form, or null when the figure it depends on is not there. */
export function boundAmount(bound: Bound, context: UnitContext): number | null {
  if ('amount' in bound) return bound.amount;
  const reference = referenceOf(bound, context);
  return reference === null ? null : reference * bound.share;
}

/** "That is 5.87 % of the price." for a bound that is a share of another figure, else nothing. */
function shareSentence(value: number, bound: Bound, context: UnitContext, every = ''): string {
  if ('amount' in bound) return '';
  const reference = referenceOf(bound, context);
  // Beyond a million percent a share says nothing a reader can use, and its figure would run past a double's digits.
  if (reference === null || value / reference >= 10_000) return '';
  return ` That is ${percentText((value / reference) * 100)} of ${bound.what}${every}.`;
}

const CHECK_UNITS = 'check-units';

function percentNote(unit: PercentUnit, value: number, context: UnitContext): string | null {
  const typed = `${unit.what}: ${plainNumber(value)} %${unit.per}?`;
  const asPercent = Number((value * 100).toPrecision(12));
  if (unit.fractionUpTo !== undefined && value > 0 && value < 1 && asPercent >= 1 && asPercent <= unit.fractionUpTo) {
    return `${typed} If you meant ${plainNumber(asPercent)} %, type ${plainNumber(asPercent)}.`;
  }
  const high = unit.amountLike;
  if (!high || !(high.inclusive ? value >= high.limit : value > high.limit)) return null;
  const base = unit.of && neighbourValue(unit.of, context);
  if (unit.of && base && value < base) {
    const share = (value / base) * 100;
    return `${typed} If you meant ${money(value, context.currency)}, that is ${percentText(share)} of ${unit.of.what}: type ${plainNumber(Number(share.toPrecision(3)))}.`;
  }
  const bound = high.inclusive ? `${plainNumber(high.limit)} % or more` : `above ${plainNumber(high.limit)} %`;
  return `${typed} A value ${bound} is rare. ${unit.ifAmount ?? 'This field takes a percent: if you typed an amount, enter it as a percent.'}`;
}

function moneyNote(unit: MoneyUnit, value: number, context: UnitContext): string | null {
  const { currency } = context;
  if (unit.per === 'year' && unit.monthLike) {
    const below = boundAmount(unit.monthLike, context);
    if (below !== null && value > 0 && value < below) {
      return `${unit.what}: ${money(value, currency)} a year?${shareSentence(value, unit.monthLike, context)} If that is a month’s, the year’s is ${money(value * 12, currency)}: type ${typedAmount(value * 12, currency)}.`;
    }
  }
  if (unit.per === 'month' && unit.yearLike) {
    const above = boundAmount(unit.yearLike, context);
    if (above !== null && value > above) {
      return `${unit.what}: ${money(value, currency)} a month?${shareSentence(value, unit.yearLike, context, ' every month')} If that is a year’s, a month’s is ${money(value / 12, currency)}: type ${typedAmount(value / 12, currency)}.`;
    }
  }
  if (unit.percentOf && value > 0 && value <= 100) {
    const base = neighbourValue(unit.percentOf, context);
    if (base !== null && value < base / 100) {
      const amount = (base * value) / 100;
      return `${unit.what}: ${money(value, currency)}? If you meant ${plainNumber(value)} % of ${unit.percentOf.what}, that is ${money(amount, currency)}: type ${typedAmount(amount, currency)}.`;
    }
  }
  return null;
}

function termNote(unit: YearsUnit | MonthsUnit, value: number): string | null {
  if (unit.unit === 'months') {
    // Only a count of years that is whole months reads as years (2.5 is 30 months; 0.0000001 is no term at all).
    if (unit.shorterThan !== undefined && value > 0 && value < unit.shorterThan && Number.isInteger(value * 12)) {
      return `${unit.what}: ${plainNumber(value)} ${value === 1 ? 'month' : 'months'}? If you meant ${plainNumber(value)} ${value === 1 ? 'year' : 'years'}, type ${plainNumber(value * 12)}.`;
    }
    return null;
  }
  if (unit.longerThan === undefined || value <= unit.longerThan) return null;
  return Number.isInteger(value) && value % 12 === 0
    ? `${unit.what}: ${plainNumber(value)} years? If you meant months, ${plainNumber(value)} months is ${plainNumber(value / 12)} years: type ${plainNumber(value / 12)}.`
    : `${unit.what}: ${plainNumber(value)} years? That is longer than ${plainNumber(unit.longerThan)} years: check that the term is in years.`;
}

/** The check-units note for one field's value, or null when it reads as what the field asks for. */
export function unitNote(field: string, measure: FieldMeasure | undefined, value: unknown, context: UnitContext): DetailNote | null {
  const unit = unitOf(measure, context.inputs);
  if (typeof value !== 'number' || !Number.isFinite(value) || unit === undefined) return null;
  const text =
    unit.unit === 'percent' ? percentNote(unit, value, context)
    : unit.unit === 'money' ? moneyNote(unit, value, context)
    : unit.unit === 'years' || unit.unit === 'months' ? termNote(unit, value)
    : null;
  return text === null ? null : { name: CHECK_UNITS, field, text };
}

/** The soft warning a value draws beside any check-units note (a return above 30 %), or null. */
function softWarning(field: string, measure: FieldMeasure | undefined, value: unknown, context: UnitContext): DetailNote | null {
  const unit = unitOf(measure, context.inputs);
  const warning = unit?.unit === 'percent' ? unit.warnAbove : undefined;
  return warning && typeof value === 'number' && value > warning.limit ? { name: warning.name, field, text: warning.text } : null;
}

/** The check-units notes and soft warnings for every field of a calculation, in form order. */
export function unitNotes(units: FieldUnits | undefined, context: UnitContext): DetailNote[] {
  if (!units) return [];
  return Object.entries(units).flatMap(([field, measure]) => {
    const value = context.inputs[field];
    return [unitNote(field, measure, value, context), softWarning(field, measure, value, context)].filter((note) => note !== null);
  });
}

/** A yearly percent that reads as an amount from `amountFrom` on: 40 % for a loan's rate, 50 % for a return. */
export const yearlyPercent = (what: string, amountFrom: number): PercentUnit => ({
  unit: 'percent',
  what,
  per: ' a year',
  fractionUpTo: 30,
  amountLike: { limit: amountFrom, inclusive: true },
  atMost: 1000,
});

/** Shorthands for the units the calculators share. */
export const yearlyRate = (what = 'Interest rate'): PercentUnit => yearlyPercent(what, 40);
/** A yearly change (inflation, a rent's or a home's growth, a step-up): a fraction slip, and an amount from 100 %. */
export const yearlyChange = (what: string): PercentUnit => yearlyPercent(what, 100);
export const termInYears = (what = 'Term'): YearsUnit => ({ unit: 'years', what, longerThan: 50 });
/** A sum paid once: a price, a balance, a lump sum. */
export const amount = (what: string, extra: Omit<MoneyUnit, 'unit' | 'what' | 'per'> = {}): MoneyUnit => ({ unit: 'money', what, per: 'once', ...extra });
export const monthly = (what: string, yearLike?: Bound): MoneyUnit => ({ unit: 'money', what, per: 'month', ...(yearLike ? { yearLike } : {}) });
export const yearly = (what: string, monthLike?: Bound): MoneyUnit => ({ unit: 'money', what, per: 'year', ...(monthLike ? { monthLike } : {}) });
export const count = (what: string): CountUnit => ({ unit: 'count', what });
export const age = (what: string): CountUnit => ({ unit: 'age', what });
/** A calendar year (a year of birth): its example in a rejection is a year, never "3". */
export const calendarYear = (what: string): CountUnit => ({ unit: 'year', what });
/** A percent of a neighbour (closing costs of the price): a fraction slip, and an amount above `above` %. */
export const percentOf = (what: string, of: Neighbour, above: number, per = ` of ${of.what}`): PercentUnit => ({
  unit: 'percent',
  what,
  per,
  fractionUpTo: 30,
  amountLike: { limit: above, inclusive: false },
  of,
});

/** A month's saving at or above this is more likely a year's typed for a month's: $50,000; ₹5,00,000. */
export const MONTHLY_SAVING = { USD: { amount: 50_000 }, INR: { amount: 500_000 } } as const satisfies Record<UnitContext['currency'], Bound>;

/** Home insurance a year: under 0.1 % of the price a year is more likely a month's premium. */
export const homeInsurance = (price?: Neighbour): MoneyUnit => yearly('Home insurance', price ? { ...price, share: 0.001 } : undefined);

/** HOA dues a month above the bound (0.5 % of the price, say) are more likely a year's. */
export const hoaDues = (bound?: Bound): MoneyUnit => monthly('HOA dues', bound);
