/**
 * What a number field measures. It decides how the field is read (a percent may end in `%`, as "6.5%"), the example
 * a rejection gives (a rate field says "like 6.5", never "like 250,000"), and when a value looks like a slip of
 * units (DEPTH.md's `check-units`): a note beside the result, never a rejection, that names the field, the value
 * read and the reading it suspects.
 */
import type { DetailNote } from './details';

/** A percent at or above (`inclusive`) or above `limit` reads like an amount typed into a percent field. */
export interface AmountLike {
  readonly limit: number;
  readonly inclusive: boolean;
}

export type FieldUnit =
  | {
      readonly unit: 'percent';
      /** The field as a note names it: "Interest rate". */
      readonly what: string;
      /** What the percent is of, as the note says it after the value: " a year", " of the price a year". */
      readonly per: string;
      /**
       * A value between 0 and 1 whose × 100 lies from 1 to this reads as a fraction typed for a percent (0.065 for
       * 6.5 %): 30 for rates, returns, inflation and step-ups; 100 for discounts, tips and shares. Absent where a
       * percent under 1 is usual (property tax, PMI).
       */
      readonly fractionUpTo?: 30 | 100;
      readonly amountLike?: AmountLike;
    }
  | {
      readonly unit: 'years';
      readonly what: string;
      /** A term longer than this many years reads as months typed for years. Absent for ages and spans. */
      readonly longerThan?: number;
    }
  | {
      readonly unit: 'months';
      readonly what?: string;
      /** A term of fewer months than this reads as years typed for months (5 for a five-year car loan). */
      readonly shorterThan?: number;
    }
  | { readonly unit: 'age' };

/** Every field's unit, by input name; a field without one is money (or a count) and keeps the default wording. */
export type FieldUnits = Readonly<Partial<Record<string, FieldUnit>>>;

const EXAMPLES: Readonly<Record<FieldUnit['unit'], string>> = { percent: '6.5', years: '30', months: '240', age: '35' };

/** The example a rejection gives for a field of this unit (money and counts: 250,000). */
export const exampleFor = (unit: FieldUnit | undefined): string => (unit ? EXAMPLES[unit.unit] : '250,000');

/** A value as a reader would type it back: at most 12 significant digits, thousands grouped. */
export function plainNumber(value: number): string {
  const [whole = '', fraction] = String(Number(value.toPrecision(12))).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

const CHECK_UNITS = 'check-units';

/** The check-units note for one field's value, or null when it reads as what the field asks for. */
export function unitNote(unit: FieldUnit | undefined, value: unknown): DetailNote | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || unit === undefined) return null;
  if (unit.unit === 'percent') {
    const asPercent = Number((value * 100).toPrecision(12));
    if (unit.fractionUpTo !== undefined && value > 0 && value < 1 && asPercent >= 1 && asPercent <= unit.fractionUpTo) {
      return {
        name: CHECK_UNITS,
        text: `${unit.what}: ${plainNumber(value)} %${unit.per}? If you meant ${plainNumber(asPercent)} %, type ${plainNumber(asPercent)}.`,
      };
    }
    const high = unit.amountLike;
    if (high && (high.inclusive ? value >= high.limit : value > high.limit)) {
      const bound = high.inclusive ? `${plainNumber(high.limit)} % or more` : `above ${plainNumber(high.limit)} %`;
      return {
        name: CHECK_UNITS,
        text: `${unit.what}: ${plainNumber(value)} %${unit.per}? A value ${bound} is rare. This field takes a percent: if you typed an amount, enter it as a percent.`,
      };
    }
    return null;
  }
  if (unit.unit === 'months' && unit.shorterThan !== undefined && value > 0 && value < unit.shorterThan) {
    return {
      name: CHECK_UNITS,
      text: `${unit.what ?? 'Term'}: ${plainNumber(value)} months? If you meant ${plainNumber(value)} years, type ${plainNumber(value * 12)}.`,
    };
  }
  if (unit.unit === 'years' && unit.longerThan !== undefined && value > unit.longerThan) {
    const months = Number.isInteger(value) && value % 12 === 0;
    return {
      name: CHECK_UNITS,
      text: months
        ? `${unit.what}: ${plainNumber(value)} years? If you meant months, ${plainNumber(value)} months is ${plainNumber(value / 12)} years: type ${plainNumber(value / 12)}.`
        : `${unit.what}: ${plainNumber(value)} years? That is longer than ${plainNumber(unit.longerThan)} years: check that the term is in years.`,
    };
  }
  return null;
}

/** The check-units notes for every field of a calculation, in form order. */
export function unitNotes(units: FieldUnits | undefined, inputs: Readonly<Record<string, unknown>>): DetailNote[] {
  if (!units) return [];
  return Object.entries(units).flatMap(([field, unit]) => unitNote(unit, inputs[field]) ?? []);
}

/** A yearly percent that reads as an amount from `amountFrom` on: 40 % for a loan's rate, 50 % for a return. */
const yearlyPercent = (what: string, amountFrom: number): FieldUnit => ({
  unit: 'percent',
  what,
  per: ' a year',
  fractionUpTo: 30,
  amountLike: { limit: amountFrom, inclusive: true },
});

/** Shorthands for the units the calculators share. */
export const yearlyRate = (what = 'Interest rate'): FieldUnit => yearlyPercent(what, 40);
export const yearlyReturn = (what = 'Expected return'): FieldUnit => yearlyPercent(what, 50);
export const termInYears = (what = 'Term'): FieldUnit => ({ unit: 'years', what, longerThan: 50 });
export const MONTHS: FieldUnit = { unit: 'months' };
