/**
 * DEPTH.md's soft warnings, field by field: every number field of every calculator declares what it measures, and
 * each slip of units its measure invites (a percent typed as a fraction, an amount typed into a percent field, a
 * month's figure in a year's field and the other way round, months in a years field, years in a months field, a
 * percent typed into a money field) draws a `check-units` note that names that field, while the value a reader
 * usually types draws none. The fields are read from the calculators themselves, so a calculator added later is
 * checked without anyone remembering it.
 *
 * A field's usual value is its guide's worked example (what a reader types), or the calculator's default; a field
 * the example leaves blank takes a value well inside its declared bounds. The slip is what a reader would type
 * instead: the usual value ÷ 100, × 12, ÷ 12 and so on, never a value picked to sit just past a bound.
 */
import { describe, expect, it } from 'vitest';
import { guideExample } from '../../../src/lib/calculatorGuide';
import { calculators, readInputs, runCalculatorWithDetails, type RawInputs } from '../../../src/lib/finance';
import { CALCULATOR_IDS, type AnyCalculatorDefinition, type CalculatorId } from '../../../src/lib/finance/types';
import { boundAmount, unitOf, type FieldUnit, type FieldUnits, type UnitContext } from '../../../src/lib/finance/units';

/** The guide's worked example, with the calculator's defaults for what it leaves out. */
function usualInputs(id: CalculatorId): Record<string, string> {
  const defaults = calculators[id].defaults as Readonly<Record<string, string | undefined>>;
  return { ...Object.fromEntries(Object.entries(defaults).filter((entry): entry is [string, string] => entry[1] !== undefined)), ...guideExample(id) };
}

const numberFields = (definition: AnyCalculatorDefinition) =>
  Object.entries(definition.inputs).flatMap(([field, kind]) => (kind.kind === 'number' || kind.kind === 'integer' ? [field] : []));

interface Slip {
  readonly what: string;
  readonly usual: number;
  readonly typed: number;
}

/**
 * The usual value a slip starts from. Against a neighbour (a rent against the price) it is the example's own value:
 * that is the reader's slip the bound must catch. Against a fixed bound a slip of a small example can be a real
 * value (36 years of saving, a $3,600 monthly deposit), so where the example's slip would not cross the bound the
 * slip starts from a value of the field's kind that it would: such a slip is all the field alone can tell.
 */
function usualFor(given: number | undefined, fixed: boolean, crosses: (usual: number) => boolean, typical: number | null): number | null {
  if (given !== undefined && (!fixed || crosses(given))) return given;
  return typical;
}

/** The slips a field's unit invites, each from a usual value (see usualFor). */
function slipsOf(unit: FieldUnit, given: number | undefined, context: UnitContext): Slip[] {
  const slips: Slip[] = [];
  const push = (what: string, usual: number | null, typed: (usual: number) => number) => {
    if (usual !== null) slips.push({ what, usual, typed: Number(typed(usual).toPrecision(12)) });
  };
  switch (unit.unit) {
    case 'percent': {
      const usual = given ?? (unit.fractionUpTo === 100 ? 25 : unit.amountLike ? Math.min(6.5, unit.amountLike.limit / 2) : 6.5);
      if (unit.fractionUpTo !== undefined) push('a percent typed as a fraction', usual, (value) => value / 100);
      if (unit.amountLike) {
        const base = unit.of && context.inputs[unit.of.field];
        // The amount the usual percent stands for, typed into the percent field ($13,500 for 3 % of $450,000).
        push('an amount typed into a percent field', usual, (value) => (typeof base === 'number' && base > 0 ? (base * value) / 100 : value * 100));
      }
      break;
    }
    case 'money': {
      if (unit.per === 'year' && unit.monthLike) {
        const bound = boundAmount(unit.monthLike, context);
        if (bound !== null) push('a month’s figure in a year’s field', usualFor(given, 'amount' in unit.monthLike, (value) => value / 12 < bound, bound * 6), (value) => value / 12);
      }
      if (unit.per === 'month' && unit.yearLike) {
        const bound = boundAmount(unit.yearLike, context);
        if (bound !== null) push('a year’s figure in a month’s field', usualFor(given, 'amount' in unit.yearLike, (value) => value * 12 > bound, bound / 6), (value) => value * 12);
      }
      if (unit.percentOf) {
        const base = context.inputs[unit.percentOf.field];
        // The percent the usual amount is of its neighbour, typed into the money field (2 for $4,000 of $200,000).
        if (typeof base === 'number' && base > 0) push('a percent typed into a money field', given ?? base * 0.02, (value) => Number(((value / base) * 100).toPrecision(3)));
      }
      break;
    }
    case 'years': {
      const longest = unit.longerThan;
      if (longest !== undefined) push('months typed into a years field', usualFor(given, true, (value) => value * 12 > longest, 30), (value) => value * 12);
      break;
    }
    case 'months': {
      const shortest = unit.shorterThan;
      if (shortest !== undefined) push('years typed into a months field', usualFor(given, true, (value) => value / 12 < shortest && value % 12 === 0, 60), (value) => value / 12);
      break;
    }
    case 'count':
    case 'age':
    case 'year':
      break;
  }
  return slips;
}

/** What the page says about `field`: its check-units notes, or the messages a rejection gives it. */
function saidAbout(id: CalculatorId, raw: RawInputs, field: string): { ok: boolean; notes: string[] } {
  const outcome = runCalculatorWithDetails(calculators[id], raw);
  if (!outcome.ok) return { ok: false, notes: outcome.errors.filter((error) => error.field === field).map((error) => error.message) };
  return { ok: true, notes: (outcome.details?.notes ?? []).filter((note) => note.name === 'check-units' && note.field === field).map((note) => note.text) };
}

const typed = (value: number) => String(Number(value.toPrecision(12)));

describe('every number field declares what it measures', () => {
  const fields = CALCULATOR_IDS.flatMap((id) => numberFields(calculators[id]).map((field) => ({ id, field })));

  it('reads the fields from the calculators (the seven decisions included)', () => {
    expect(fields).toContainEqual({ id: 'rentVsBuy', field: 'closingCosts' });
    expect(fields).toContainEqual({ id: 'budget', field: 'utilities' });
    expect(fields.length).toBeGreaterThan(120);
  });

  it.each(fields)('$id: $field', ({ id, field }) => {
    const units: FieldUnits = calculators[id].units;
    expect(units[field], `${id}.${field} has no unit`).toBeDefined();
  });
});

describe.each(CALCULATOR_IDS)('%s: the slips each field invites', (id) => {
  const definition: AnyCalculatorDefinition = calculators[id];
  const example = usualInputs(id);
  const units: FieldUnits = definition.units;
  const cases = numberFields(definition).flatMap((field) => {
    // A field the example's mode does not ask for (the deposit while solving for it) is tried in a mode that does.
    const kind = definition.inputs[field];
    const when = kind?.kind === 'number' ? kind.when : undefined;
    const inputs = when && !when.in.includes(example[when.input] ?? '') ? { ...example, [when.input]: when.in[0] ?? '' } : example;
    const read = readInputs(definition, inputs);
    const context: UnitContext = { inputs: read.ok ? read.inputs : {}, currency: definition.currency };
    const unit = unitOf(units[field], inputs);
    const given = inputs[field] === undefined ? undefined : context.inputs[field];
    return unit ? slipsOf(unit, typeof given === 'number' ? given : undefined, context).map((slip) => ({ field, inputs, ...slip })) : [];
  });

  it('the worked example draws no check-units note', () => {
    const outcome = runCalculatorWithDetails(definition, example);
    expect(outcome.ok).toBe(true);
    expect((outcome.details?.notes ?? []).filter((note) => note.name === 'check-units')).toEqual([]);
  });

  if (cases.length === 0) return;
  it.each(cases)('$field: $what ($usual typed as $typed) is questioned, and the usual value is not', ({ field, inputs, usual, typed: slipped }) => {
    const quiet = saidAbout(id, { ...inputs, [field]: typed(usual) }, field);
    expect(quiet, 'the usual value').toEqual({ ok: true, notes: [] });
    const slip = saidAbout(id, { ...inputs, [field]: typed(slipped) }, field);
    // Named on its own field: as a note beside a result, or in the rejection the slip caused.
    expect(slip.notes, `${field} = ${typed(slipped)}`).toHaveLength(1);
  });
});
