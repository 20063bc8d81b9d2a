/**
 * From the strings in the form to typed inputs, then to a result. This is the one entry point the
 * island calls: `runCalculator(calculators[id], formValues)`.
 */
import { messages } from './messages';
import { parseAmount } from './parse';
import { isActive, ruleViolation } from './rules';
import type { CalculationDetails, DetailNote } from './details';
import type { Working } from './working';
import type { AnyCalculatorDefinition, CalculatorDefinition, FieldRead, FieldRejection, FormTexts, InputKind, MoneyReader, Outcome } from './types';
import { exampleFor, unitNotes, unitOf, unitValue, type FieldUnit } from './units';

/** Form values by input name; a missing name falls back to the calculator's default, else blank. */
export type RawInputs = Readonly<Record<string, string | undefined>>;

/**
 * `notes`: how the text was read, where a reader should know (a list that may have split thousands apart). A rejection
 * keeps what it could `read` (a number its rule refused too), so a slip of units can be said with the rejection.
 */
export type ReadResult<I> = { ok: true; inputs: I; notes: DetailNote[] } | { ok: false; errors: FieldRejection[]; read: Record<string, unknown> };

/** Reads one field's text as its kind (and unit) says, before the field's own rule is checked. */
function readField(kind: InputKind, text: string, unit: FieldUnit | undefined, money: MoneyReader | undefined, form: FormTexts): FieldRead {
  switch (kind.kind) {
    case 'number': {
      // A ₹ calculator reads its money fields its own way (lakh, crore, Rs: rupees.ts) and gives its own example.
      const own = money?.reads(unit) ? money : undefined;
      const parsed = own ? own.read(text) : parseAmount(text, { percent: unit?.unit === 'percent' });
      if (parsed.ok) return { ok: true, value: parsed.value };
      if (parsed.reason === 'invalid') return { ok: false, message: messages.notANumber(own ? own.example : exampleFor(unit)) };
      if (kind.blank !== undefined) return { ok: true, value: kind.blank };
      // Budget lines may be left blank: they count as 0 (CALCULATORS.md).
      return kind.rule === 'optional' ? { ok: true, value: 0 } : { ok: false, message: messages.missing };
    }
    case 'integer': {
      const parsed = parseAmount(text);
      if (parsed.ok) return { ok: true, value: parsed.value };
      if (parsed.reason === 'empty') return kind.blank !== undefined ? { ok: true, value: kind.blank } : { ok: false, message: messages.missing };
      return { ok: false, message: messages.wholeNumberAtLeast(kind.min) };
    }
    case 'choice': {
      const option = text.trim();
      if (!kind.options.includes(option)) return { ok: false, message: messages.notAnOption };
      return { ok: true, value: kind.numeric === true ? Number(option) : option };
    }
    case 'checkbox':
      // A ticked box submits "on"; an unticked one submits nothing at all.
      return { ok: true, value: text.trim() !== '' };
    case 'cashFlows':
      return kind.read(text, form);
  }
}

/** Parses every field and checks its own rule, collecting every field's error, not just the first. */
export function readInputs<I, R extends Record<string, number>>(
  definition: CalculatorDefinition<I, R>,
  raw: RawInputs,
): ReadResult<I>;
export function readInputs(definition: AnyCalculatorDefinition, raw: RawInputs): ReadResult<Record<string, unknown>>;
export function readInputs(
  definition: Pick<AnyCalculatorDefinition, 'inputs' | 'defaults' | 'units' | 'money' | 'currency'>,
  raw: RawInputs,
): ReadResult<Record<string, unknown>> {
  const inputs: Record<string, unknown> = {};
  const errors: FieldRejection[] = [];
  const notes: DetailNote[] = [];
  const texts = Object.fromEntries(Object.keys(definition.inputs).map((field) => [field, (raw[field] ?? definition.defaults[field] ?? '').trim()]));
  for (const [field, kind] of Object.entries(definition.inputs)) {
    // A field that does not apply in the chosen mode is not read at all: whatever it holds cannot block a result.
    if (!isActive(kind, texts)) {
      inputs[field] = 0;
      continue;
    }
    const text = raw[field] ?? definition.defaults[field] ?? '';
    const unit = unitOf(definition.units[field], texts);
    const read = readField(kind, text, unit, definition.money, texts);
    if (read.ok) inputs[field] = read.value;
    const message = read.ok ? ruleViolation(kind, read.value, unit) : read.message;
    if (message !== null) errors.push({ field, message });
    else if (read.ok) {
      if (read.note) notes.push(read.note);
      // A blank field that takes a default says which, so that no result rests on a value the reader did not see.
      if ('blank' in kind && text.trim() === '' && unit) notes.push({ name: 'blank-default', field, text: `${unit.what}: left blank, so this uses ${unitValue(unit, kind.blank, definition.currency)}.` });
    }
  }
  return errors.length > 0 ? { ok: false, errors, read: inputs } : { ok: true, inputs, notes };
}


/** Reads the form, then calculates: a result, or every field error (and, for IRR, maybe a toast). */
export function runCalculator<I, R extends Record<string, number>>(
  definition: CalculatorDefinition<I, R>,
  raw: RawInputs,
): Outcome<R>;
export function runCalculator(definition: AnyCalculatorDefinition, raw: RawInputs): Outcome<Record<string, number>>;
export function runCalculator(definition: AnyCalculatorDefinition, raw: RawInputs): Outcome<Record<string, number>> {
  const read = readInputs(definition, raw);
  if (!read.ok) return { ok: false, errors: read.errors };
  return definition.calculate(read.inputs);
}

/** A calculation as a page shows it: the outcome and, when the calculator draws more, its table, charts and notes. */
/** `working`: the steps to this result (WORKING.md), from the chunk that holds them. */
export type DetailedOutcome = Outcome<Record<string, number>> & { details?: CalculationDetails | undefined; working?: (() => Promise<Working>) | undefined };

/** Like runCalculator, and for a valid result also the calculator's details (its schedule, charts, notes) and its working. */
export function runCalculatorWithDetails(definition: AnyCalculatorDefinition, raw: RawInputs): DetailedOutcome {
  const read = readInputs(definition, raw);
  // A value that looks like a slip of units is a note above the result; beyond what its field can mean (a rate of
  // 250,000 %), a rejection that says the slip too.
  const slipsIn = (inputs: Readonly<Record<string, unknown>>) => unitNotes(definition.units, { inputs, currency: definition.currency });
  if (!read.ok) return withSlips({ ok: false, errors: read.errors }, slipsIn(read.read));
  const slips = [...slipsIn(read.inputs), ...(definition.unitNotes?.(read.inputs) ?? [])];
  const outcome = definition.calculate(read.inputs);
  if (!outcome.ok) return withSlips(outcome, slips);
  const warnings = [...read.notes, ...slips];
  // details() gets what calculate() worked with: the optional inputs a blank field left out read as 0.
  const details = definition.details?.(read.inputs, outcome.result);
  // The working of WORKING.md, from the same inputs as the result, once its chunk is asked for.
  const working = () => definition.working(read.inputs, outcome.result);
  return { ...outcome, working, details: details || warnings.length ? { charts: [], ...details, notes: [...warnings, ...(details?.notes ?? [])] } : undefined };
}

/**
 * A rejection of values that also look like slips of units: the slip is the likelier cause (a property tax typed in
 * dollars into a percent field rejects the income as too low), so each slip is said on its own field too.
 */
function withSlips(outcome: Extract<DetailedOutcome, { ok: false }>, slips: readonly DetailNote[]): DetailedOutcome {
  const errors = [...outcome.errors];
  for (const slip of slips) {
    const field = slip.field;
    // Only a slip of units can be the cause; a soft warning (a return above 30 %) is about a value that is allowed.
    if (field === undefined || slip.name !== 'check-units') continue;
    const index = errors.findIndex((error) => error.field === field);
    const existing = errors[index];
    if (existing) errors[index] = { field, message: `${existing.message} ${slip.text}` };
    else errors.push({ field, message: slip.text });
  }
  return { ...outcome, errors };
}
