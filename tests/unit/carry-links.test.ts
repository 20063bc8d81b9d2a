/**
 * SAVE.md: links that carry a reader's inputs to another calculator carry only what means the same there: each target
 * is an input of that page, and it measures what its source measures (a percent a percent, a yearly amount a yearly
 * amount, an age an age).
 */
import { describe, expect, it } from 'vitest';
import { CALCULATORS } from '@/config/calculators';
import { calculatorFor } from '@/lib/finance';
import { unitOf, type FieldMeasure } from '@/lib/finance/units';

/** What an input measures, as far as carrying it goes: its unit, and for money whether once, a month or a year. */
function measureOf(measure: FieldMeasure | undefined): string {
  const unit = unitOf(measure, {});
  if (!unit) return 'none';
  return unit.unit === 'money' ? `money/${unit.per}` : unit.unit;
}

describe('links that carry a reader’s inputs to another calculator', () => {
  const carrying = CALCULATORS.filter((page) => page.carries !== undefined);

  it('are on the retirement and SIP pages', () => {
    expect(carrying.map((page) => page.id).sort()).toEqual(['retirement', 'sip']);
  });

  it('name inputs that the other page has, each measuring what its source measures', () => {
    for (const page of carrying) {
      const from = calculatorFor(page.id);
      for (const link of page.carries!) {
        expect(link.to, page.id).not.toBe(page.id);
        const to = calculatorFor(link.to);
        for (const [target, source] of Object.entries(link.inputs)) {
          expect(Object.keys(to.inputs), `${page.id} → ${link.to}`).toContain(target);
          expect(Object.keys(from.inputs), page.id).toContain(source);
          const units = (definition: typeof to) => definition.units as Readonly<Record<string, FieldMeasure | undefined>>;
          expect(measureOf(units(to)[target]), `${page.id}.${source} → ${link.to}.${target}`).toBe(measureOf(units(from)[source]));
        }
      }
    }
  });
});
