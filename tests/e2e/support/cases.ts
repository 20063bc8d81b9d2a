/**
 * Each calculator's reference case for the browser tests, from what its own files already hold: its guide's worked
 * example, typed as the guide gives it, and the figures the guide's prose quotes, which the build proves are what the
 * calculator gives. A new calculator brings its case with its guide; no table here names it. The published reference
 * figures (an IRS table, Excel's documented examples, a bank's illustration) are checked where a browser adds nothing,
 * in tests/unit/finance/published-references.test.ts.
 */
import { calculatorPage, type CalculatorId } from '../../../src/config/calculators';
import { guideExample, guideFigures, type GuideFigure } from '../../../src/lib/calculatorGuide';
import { calculatorFor } from '../../../src/lib/finance';

export interface Case {
  /** The guide's worked example, as a reader types it. */
  readonly inputs: Readonly<Record<string, string>>;
  /** The results the guide quotes, each as the page shows it. */
  readonly figures: readonly GuideFigure[];
  /** Text no number field takes, typed into the first field a reader sees that asks for a number. */
  readonly reject: readonly [field: string, value: string];
}

/** A value no number field, whole-number field or list of cash flows accepts. */
export const NOT_A_NUMBER = '12abc';

/** The first field shown when the page opens (not tucked into a group, not for another mode) that asks for a number. */
function firstNumberField(id: CalculatorId): string {
  const { inputs } = calculatorFor(id);
  const { fields } = calculatorPage(id);
  const field = Object.keys(fields).find((name) => {
    const input = inputs[name];
    if (!input || fields[name]?.group !== undefined || fields[name]?.leading) return false;
    return input.kind === 'cashFlows' || input.kind === 'integer' || (input.kind === 'number' && input.when === undefined);
  });
  if (!field) throw new Error(`The ${id} page shows no number field when it opens`);
  return field;
}

export function referenceCase(id: CalculatorId): Case {
  return { inputs: guideExample(id), figures: guideFigures(id), reject: [firstNumberField(id), NOT_A_NUMBER] };
}
