/**
 * The per-field rules (> 0, >= 0, whole number, one of the options, a list of numbers), written once
 * and used twice: by readInputs on what was typed, and by every `calculate` on the numbers it is
 * handed, so calling a calculator directly with bad numbers is as safe as going through the form.
 */
import { wholeMonths } from './math/months';
import { messages } from './messages';
import type { FieldRejection, InputKind } from './types';
import { unitOf, type FieldUnit, type FieldUnits } from './units';

/**
 * The largest amount a field takes: beyond it a result could show more digits than a double holds exactly (2^53 is
 * about 9 × 10^15, and results multiply what is typed), so a page would print figures its arithmetic cannot back.
 */
export const MAX_AMOUNT = 1_000_000_000_000;

/**
 * The largest answer a page prints: 13 digits and 2 decimals are 15 significant digits, which a double always holds
 * exactly, so no figure shown carries digits its arithmetic cannot back (and none is long enough to widen a phone page).
 */
export const RESULT_LIMIT = 10_000_000_000_000;

/**
 * The message for a value its unit cannot mean, or null: a term that is not a whole number of months (every payment,
 * deposit and withdrawal here is monthly, and 0.0000001 years would print a payment of billions), and a percent above
 * what the field can mean (a tip of 1,000 % is a slip, not a tip).
 */
export function unitViolation(unit: FieldUnit | undefined, value: number): string | null {
  if (unit?.unit === 'years') return wholeMonths(value * 12) === null ? messages.notWholeMonths : null;
  if (unit?.unit === 'months') return wholeMonths(value) === null ? messages.wholeNumberAtLeast(1) : null;
  if (unit?.unit === 'percent' && unit.atMost !== undefined && value > unit.atMost) return messages.percentAtMost(unit.atMost);
  return null;
}

/** The message for a value that breaks its field's rule (and its unit's), or null when the value is fine. */
export function ruleViolation(kind: InputKind, value: unknown, unit?: FieldUnit): string | null {
  const own = kindViolation(kind, value);
  return own ?? (typeof value === 'number' && kind.kind !== 'choice' ? unitViolation(unit, value) : null);
}

function kindViolation(kind: InputKind, value: unknown): string | null {
  switch (kind.kind) {
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return messages.notANumber();
      if (Math.abs(value) > MAX_AMOUNT) return messages.beyondLimit;
      if (kind.rule === 'positive') return value > 0 ? null : messages.notPositive;
      if (kind.rule === 'signed') return null;
      return value >= 0 ? null : messages.negative;
    }
    case 'integer': {
      const whole = typeof value === 'number' && Number.isInteger(value) && value >= kind.min;
      if (whole && value > MAX_AMOUNT) return messages.beyondLimit;
      return whole ? null : messages.wholeNumberAtLeast(kind.min);
    }
    case 'choice': {
      const asOption = kind.numeric === true && typeof value === 'number' ? String(value) : value;
      return typeof asOption === 'string' && kind.options.includes(asOption) ? null : messages.notAnOption;
    }
    case 'checkbox':
      return typeof value === 'boolean' ? null : messages.notAnOption;
    case 'cashFlows':
      return kind.check(value);
  }
}

/** Whether a field applies to the values given (its mode); a field without a condition always does. */
export function isActive(kind: InputKind, values: Readonly<Record<string, unknown>>): boolean {
  if (kind.kind !== 'number' || !kind.when) return true;
  return kind.when.in.includes(String(values[kind.when.input]));
}

/** Every field whose value breaks its own rule, in form order. */
export function fieldRuleViolations(
  kinds: Readonly<Record<string, InputKind>>,
  values: Readonly<Record<string, unknown>>,
  units: FieldUnits = {},
): FieldRejection[] {
  const errors: FieldRejection[] = [];
  for (const [field, kind] of Object.entries(kinds)) {
    if (!isActive(kind, values)) continue;
    const message = ruleViolation(kind, values[field], unitOf(units[field], values));
    if (message !== null) errors.push({ field, message });
  }
  return errors;
}
