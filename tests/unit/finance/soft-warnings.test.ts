/**
 * DEPTH.md's soft warnings on what compounds over a calculation's horizon: a yearly return, or a yearly change (inflation,
 * a rent's increase, a home's price growth, a SIP's step-up), above what its market has kept up draws a note of its
 * own on that field, never a rejection. The fields are read from the calculators themselves, so a yearly change added
 * later without a bound fails here.
 */
import { describe, expect, it } from 'vitest';
import { guideExample } from '../../../src/lib/calculatorGuide';
import { calculators, runCalculatorWithDetails, type RawInputs } from '../../../src/lib/finance';
import { CALCULATOR_IDS, type AnyCalculatorDefinition, type CalculatorId } from '../../../src/lib/finance/types';
import { unitOf, type FieldUnits, type PercentUnit } from '../../../src/lib/finance/units';
import { CONTRACTED } from '../contracted';

/** Each kind of yearly figure, the note it draws and the bound above which it does (docs/calculators.md, "The slips, by kind of unit"). */
const BOUNDS = {
  'high-return': 30,
  'high-inflation': 20,
  'high-rent-growth': 10,
  'high-price-growth': 10,
  'high-step-up': 15,
} as const;

/** The guide's worked example, with the calculator's defaults for what it leaves out: the values a reader types. */
function usualInputs(id: CalculatorId): Record<string, string> {
  const defaults = calculators[id].defaults as Readonly<Record<string, string | undefined>>;
  return { ...Object.fromEntries(Object.entries(defaults).filter((entry): entry is [string, string] => entry[1] !== undefined)), ...guideExample(id) };
}

/** Every percent field of every calculator, with its unit in the worked example's mode. */
const percentFields = CALCULATOR_IDS.flatMap((id) => {
  const definition: AnyCalculatorDefinition = calculators[id];
  const inputs = usualInputs(id);
  const units: FieldUnits = definition.units;
  return Object.entries(definition.inputs).flatMap(([field, kind]) => {
    const unit = unitOf(units[field], inputs);
    const active = kind.kind !== 'number' || !kind.when || kind.when.in.includes(inputs[kind.when.input] ?? '');
    return active && unit?.unit === 'percent' ? [{ id, field, unit, inputs }] : [];
  });
});

/** A yearly change: a percent a year that reads as an amount from 100 % on (units.ts, `yearlyChange`). */
const isYearlyChange = (unit: PercentUnit) => unit.per === ' a year' && unit.amountLike?.limit === 100;

/** The soft warnings said about `field` (not the slips of units), by name. */
function warningsOn(id: CalculatorId, raw: RawInputs, field: string): string[] {
  const outcome = runCalculatorWithDetails(calculators[id], raw);
  expect(outcome.ok, `${id} with ${field} = ${raw[field]} calculates`).toBe(true);
  return (outcome.details?.notes ?? []).filter((note) => note.field === field && note.name !== 'check-units').map((note) => note.name ?? '');
}

describe('a yearly change that compounds is warned of above what its market has kept up', () => {
  it('finds every yearly change and gives each its bound: inflation 20 %, rent 10 %, home prices 10 %, a step-up 15 %', () => {
    // The first contracts' pages (tests/unit/contracted.ts): a later calculator's changes are its own tests'.
    const changes = percentFields.filter(({ id, unit }) => CONTRACTED.includes(id) && isYearlyChange(unit));
    expect(Object.fromEntries(changes.map(({ id, field, unit }) => [`${id}.${field}`, [unit.warnAbove?.name, unit.warnAbove?.limit]]))).toEqual({
      'inflation.rate': ['high-inflation', 20],
      'retirement.inflation': ['high-inflation', 20],
      'sip.stepUp': ['high-step-up', 15],
      'sip.inflation': ['high-inflation', 20],
      'rentVsBuy.rentIncrease': ['high-rent-growth', 10],
      'rentVsBuy.appreciation': ['high-price-growth', 10],
    });
  });

  it('gives every yearly return and deposit rate the 30 % bound', () => {
    const returns = percentFields.filter(({ unit }) => unit.warnAbove?.name === 'high-return');
    expect(returns.map(({ id, field }) => `${id}.${field}`)).toEqual(
      expect.arrayContaining(['investment.rate', 'sip.rate', 'rentVsBuy.investReturn', 'fd.rate', 'ppf.rate', 'swp.rate']),
    );
    for (const { unit } of returns) expect(unit.warnAbove?.limit).toBe(30);
  });

  it('words each warning as the others are: the bound, what the market has done, and a what-if', () => {
    for (const { unit } of percentFields) {
      const warning = unit.warnAbove;
      if (!warning) continue;
      expect(warning.limit).toBe(BOUNDS[warning.name as keyof typeof BOUNDS]);
      expect(warning.text).toContain(`${warning.limit} %`);
      expect(warning.text).toMatch(/: treat this result as a what-if\.$/);
    }
  });

  describe.each(percentFields.filter(({ unit }) => unit.warnAbove !== undefined))('$id: $field', ({ id, field, unit, inputs }) => {
    const { name, limit } = unit.warnAbove!;
    // 0.01 above the bound is the least a reader types past it: 10 + 0.01 = 10.01 for a rent increase.
    const justAbove = String(Math.round((limit + 0.01) * 100) / 100);

    it(`notes ${name} just above ${limit} %, as a note and not a rejection`, () => {
      expect(warningsOn(id, { ...inputs, [field]: justAbove }, field)).toEqual([name]);
    });

    it(`says nothing at ${limit} % itself`, () => {
      expect(warningsOn(id, { ...inputs, [field]: String(limit) }, field)).toEqual([]);
    });

    it('says nothing for the worked example’s value', () => {
      expect(warningsOn(id, inputs, field)).toEqual([]);
    });
  });
});

describe('the new bounds in a reader’s terms', () => {
  it('rent vs buy: rent rising 10.5 % a year draws high-rent-growth, 10 % does not, and the answer still comes', () => {
    const usual = usualInputs('rentVsBuy');
    expect(warningsOn('rentVsBuy', { ...usual, rentIncrease: '10.5' }, 'rentIncrease')).toEqual(['high-rent-growth']);
    expect(warningsOn('rentVsBuy', { ...usual, rentIncrease: '10' }, 'rentIncrease')).toEqual([]);
  });

  it('rent vs buy: home prices growing 12 % a year draw high-price-growth; a fall of 12 % a year draws nothing', () => {
    const usual = usualInputs('rentVsBuy');
    expect(warningsOn('rentVsBuy', { ...usual, appreciation: '12' }, 'appreciation')).toEqual(['high-price-growth']);
    expect(warningsOn('rentVsBuy', { ...usual, appreciation: '-12' }, 'appreciation')).toEqual([]);
  });

  it('SIP: a 20 % step-up draws high-step-up beside the result; the guide’s 10 % and 15 % do not', () => {
    const usual = usualInputs('sip');
    expect(warningsOn('sip', { ...usual, stepUp: '20' }, 'stepUp')).toEqual(['high-step-up']);
    expect(warningsOn('sip', { ...usual, stepUp: '15' }, 'stepUp')).toEqual([]);
    expect(usual['stepUp']).toBe('10');
  });

  it('an amount typed into the field is both a slip and a what-if: 300 % a year for a 3 % rent increase', () => {
    const outcome = runCalculatorWithDetails(calculators.rentVsBuy, { ...usualInputs('rentVsBuy'), rentIncrease: '300' });
    expect((outcome.details?.notes ?? []).filter((note) => note.field === 'rentIncrease').map((note) => note.name)).toEqual(['check-units', 'high-rent-growth']);
  });
});
